/// Turns what a viewer typed into an FTS5 query: every word must appear, whole or as the start
/// of a longer word, and a whole-word match counts twice in the ranking. Quotes and operators
/// typed by the viewer are never passed through: each word is quoted.
enum FullTextQuery {
    /// Nil when the text has no word characters at all.
    static func match(_ text: String) -> String? {
        let words = text.lowercased()
            .split { !($0.isLetter || $0.isNumber) }
            .prefix(16)
        guard !words.isEmpty else { return nil }
        return words.map { "(\"\($0)\" OR \"\($0)\"*)" }.joined(separator: " AND ")
    }
}
