/// Turns what a viewer typed into FTS5 queries: every word must appear, either whole or as the
/// start of a longer word. Quotes and operators typed by the viewer are never passed through:
/// each word is quoted.
struct FullTextQuery {
    /// Every word whole: `"kick" AND "norris"`.
    let wholeWords: String
    /// Every word as a prefix: `"kick"* AND "norris"*` (also matches the whole words).
    let prefixes: String

    /// Nil when the text has no word characters at all.
    init?(_ text: String) {
        let words = text.lowercased().split { !($0.isLetter || $0.isNumber) }.prefix(16)
        guard !words.isEmpty else { return nil }
        wholeWords = words.map { "\"\($0)\"" }.joined(separator: " AND ")
        prefixes = words.map { "\"\($0)\"*" }.joined(separator: " AND ")
    }
}
