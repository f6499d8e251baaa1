/// A record asked for by id that the store does not hold.
public struct NotFound: Error, Hashable, Sendable, CustomStringConvertible {
    public let kind: String
    public let id: String

    public init(kind: String, id: String) {
        self.kind = kind
        self.id = id
    }

    public var description: String { "no \(kind) with id \"\(id)\"" }
}
