import Foundation

extension String {
    /// The string lower-cased and without diacritics, for case- and diacritic-insensitive matching
    /// ("Crew-5 Éclair" → "crew-5 eclair").
    public var foldedForSearch: String {
        folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
    }

    /// The string as a path part: folded, ASCII letters and digits, words joined by "-"
    /// ("Falcon 9 Block 5" → "falcon-9-block-5"); `fallback` when it holds none.
    public func slug(fallback: String) -> String {
        let words = foldedForSearch.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return words.isEmpty ? fallback : words.joined(separator: "-")
    }
}

extension StringProtocol {
    /// The words a search compares: runs of letters, digits and the marks that join them (what
    /// FTS5's tokenizer and PostgreSQL's simple parser find), everything else a separator.
    ///
    /// Split by Unicode scalar, never by `Character`: a prepending letter (U+0D4E) or a
    /// combining mark fuses with a quote beside it into one grapheme that `isLetter` accepts,
    /// and that quote would then reach the engine's query as syntax.
    public var searchWords: [Substring] {
        Substring(self).unicodeScalars.split { !$0.isSearchWordPart }.map(Substring.init)
    }
}

extension Unicode.Scalar {
    /// A letter, a digit or a mark: what a word of the search index is made of.
    var isSearchWordPart: Bool {
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber,
            .nonspacingMark, .spacingMark, .enclosingMark:
            true
        default: false
        }
    }
}
