/// What someone typed in the one search box: trimmed, 1 to 100 characters. The index holds
/// words, so a text with none ("!!") is accepted and simply matches nothing.
public struct SearchText: Hashable, Sendable, CustomStringConvertible {
    public static let limit = TextLimit(1...100)

    /// The text as typed, trimmed.
    public let text: String
    /// The text folded as the index folds titles (case, accents), once.
    public let folded: String

    public init(parsing raw: String?) throws(InvalidInput) {
        let trimmed = (raw ?? "").trimmingTypedSpaces
        guard !trimmed.isEmpty else { throw InvalidInput(.search, "Type something to search for.") }
        try Self.limit.check(trimmed, field: .search)
        text = trimmed
        folded = trimmed.foldedForSearch
    }

    /// The words searched for, folded ("Skywalker's" is "skywalker", "s").
    public var words: [Substring] { folded.searchWords }

    public var description: String { text }
}
