/// What someone typed in the one search box: trimmed, 1 to 100 characters, with at least one
/// letter or digit (the index holds words; "!!" would match nothing, and says so instead).
public struct SearchText: Hashable, Sendable, CustomStringConvertible {
    public static let limit = TextLimit(1...100)

    /// The text as typed, trimmed.
    public let text: String

    public init(parsing raw: String?) throws(InvalidInput) {
        let trimmed = (raw ?? "").trimmingTypedSpaces
        guard !trimmed.isEmpty else { throw InvalidInput(.search, "Type something to search for.") }
        try Self.limit.check(trimmed, field: .search)
        guard trimmed.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) else {
            throw InvalidInput(.search, "\(.search) needs a letter or a digit to search for (got \"\(trimmed)\").")
        }
        text = trimmed
    }

    /// The words searched for, folded as the index folds them ("Skywalker's" is "skywalker", "s").
    public var words: [Substring] {
        text.foldedForSearch.split { !($0.isLetter || $0.isNumber) }
    }

    public var description: String { text }
}
