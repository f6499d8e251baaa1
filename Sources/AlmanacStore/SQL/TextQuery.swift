import AlmanacCore

/// What a viewer typed as the engine's query text: every word must appear, whole or as the start
/// of a longer word. Words are letters and digits only, each quoted, so nothing typed is read as
/// query syntax.
struct TextQuery {
    /// Every word whole.
    let wholeWords: String
    /// Every word as a prefix (also matches the whole words).
    let prefixes: String

    /// The query in the engine's own syntax: FTS5's quoted words (its tokenizer folds), or a
    /// `tsquery` of words folded as `foldedForSearch` folds the indexed text.
    init?(_ text: String, on engine: SQLEngine) {
        switch engine {
        case .sqlite: self.init(text, fold: { $0.lowercased() }, word: { "\"\($0)\"" }, prefix: { "\"\($0)\"*" }, and: " AND ")
        case .postgres: self.init(text, fold: \.foldedForSearch, word: { "'\($0)'" }, prefix: { "'\($0)':*" }, and: " & ")
        }
    }

    /// Nil when the text has no word characters at all.
    private init?(_ text: String, fold: (String) -> String, word: (Substring) -> String, prefix: (Substring) -> String, and: String) {
        let words = fold(text).searchWords.prefix(16)
        guard !words.isEmpty else { return nil }
        wholeWords = words.map(word).joined(separator: and)
        prefixes = words.map(prefix).joined(separator: and)
    }
}
