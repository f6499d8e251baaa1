import Foundation

/// What a viewer typed to find a place: trimmed, 2 to 100 characters.
public struct PlaceSearchTerm: Hashable, Sendable {
    public static let lengths = 2...100
    public static let limit = TextLimit(lengths)

    public let text: String

    public init(parsing raw: String?) throws(InvalidInput) {
        let text = (raw ?? "").trimmingTypedSpaces
        guard Self.limit.allows(text) else {
            throw InvalidInput(
                .search,
                "A place search needs \(Self.lengths.lowerBound) to \(Self.lengths.upperBound) characters (got \(Self.limit.measure(text)))."
            )
        }
        self.text = text
    }

    /// Case- and accent-free, as the store's name index holds names.
    public var key: String { text.foldedForSearch }
}
