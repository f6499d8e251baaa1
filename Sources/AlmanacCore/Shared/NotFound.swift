/// A record asked for by id that the store does not hold.
public struct NotFound: Error, Hashable, Sendable, CustomStringConvertible {
    public let kind: String
    public let id: String
    /// The valid choices, when there are few enough to list (the six SWAPI resources).
    public let known: [String]

    public init(kind: String, id: String, known: [String] = []) {
        self.kind = kind
        self.id = id
        self.known = known
    }

    public var description: String {
        let base = known.isEmpty ? "no \(kind) with id \"\(id)\"" : "no \(kind) called \"\(id)\""
        return known.isEmpty ? base : base + " (valid ones: \(known.joined(separator: ", ")))"
    }
}
