import Foundation

/// What a viewer typed to find a place: trimmed, 2 to 100 characters.
public struct PlaceSearchTerm: Hashable, Sendable {
    public static let lengths = 2...100

    public let text: String

    public init(parsing raw: String?, parameter: String = "q") throws(InvalidInput) {
        let text = (raw ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard Self.lengths.contains(text.count) else {
            throw InvalidInput(
                parameter: parameter,
                message: "A place search needs \(Self.lengths.lowerBound) to \(Self.lengths.upperBound) characters (got \(text.count) character\(text.count == 1 ? "" : "s"))."
            )
        }
        self.text = text
    }

    /// Case- and accent-free, as the store's name index holds names.
    public var key: String { text.foldedForSearch }
}
