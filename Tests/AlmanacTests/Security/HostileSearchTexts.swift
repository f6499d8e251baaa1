/// Search text made to reach a full-text engine as syntax: each engine's special characters
/// and operators, alone, around a word and fused into one grapheme with a letter that prepends
/// (U+0D4E, U+0600, U+110BD), a combining mark (U+0301) or a joiner (U+200D) — a split by
/// `Character` keeps such a quote inside a "word". Every one of them is 3 to 100
/// characters, so each front end's own length rule lets it through to the store.
enum HostileSearchTexts {
    /// FTS5's and `tsquery`'s syntax, and LIKE's and SQL's.
    static let syntax = [
        "\"", "'", "*", ":", ":*", "&", "|", "!", "(", ")", "\\", "^", "-", "+", "{", "}", "%", "_", "<->", "<2>", "''", "\"\"",
        "NEAR(", "AND", "OR", "NOT", ";", "--", "/*", "\u{0}", "\u{7F}",
    ]
    /// Scalars that fuse with the next or previous one into one grapheme.
    static let fusing = ["\u{D4E}", "\u{600}", "\u{110BD}", "\u{301}", "\u{200D}", "\u{FE0F}"]

    static let all: [String] = {
        var texts: [String] = []
        for mark in syntax {
            texts.append("kick\(mark)")
            texts.append("\(mark)kick")
            texts.append("luke \(mark) sky")
            for fuse in fusing {
                texts.append("\(fuse)\(mark)abc")
                texts.append("luke\(fuse)\(mark)s")
            }
        }
        texts += ["ൎ\"abc", "ൎ'", "lukeൎ's", "\"kick\" OR *", "'kick':* & !x", "kick\"\"\"", String(repeating: "\"ൎ", count: 50)]
        return texts.filter { $0.count >= 3 && $0.count <= 100 }
    }()
}
