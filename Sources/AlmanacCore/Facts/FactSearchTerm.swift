import Foundation

/// A search term as the facts API accepts it: trimmed, 3 to 120 characters.
public struct FactSearchTerm: Hashable, Sendable, CustomStringConvertible {
    public static let lengths = 3...120
    public static let limit = TextLimit(lengths)
    /// What the first visit shows, as the seed app did.
    public static let firstVisit = FactSearchTerm(checked: "facts")

    /// The term as typed, trimmed.
    public let text: String

    /// Trims `raw` and checks its length.
    public init(parsing raw: String?) throws(InvalidInput) {
        let trimmed = (raw ?? "").trimmingTypedSpaces
        guard Self.limit.allows(trimmed) else {
            let got = trimmed.isEmpty ? "nothing but spaces" : Self.limit.measure(trimmed)
            throw InvalidInput(
                .search,
                "A search needs \(Self.lengths.lowerBound) to \(Self.lengths.upperBound) characters (got \(got))."
            )
        }
        self.text = trimmed
    }

    private init(checked text: String) { self.text = text }

    /// The same term however it is capitalised: how searches are stored and de-duplicated.
    public var key: String { text.lowercased() }

    public var description: String { text }
}
