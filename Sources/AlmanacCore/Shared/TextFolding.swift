import Foundation

extension String {
    /// The string lower-cased and without diacritics, for case- and diacritic-insensitive matching
    /// ("Crew-5 Éclair" → "crew-5 eclair").
    public var foldedForSearch: String {
        folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
    }
}

extension StringProtocol {
    /// The words a search compares: runs of letters and digits (what FTS5's tokenizer and
    /// PostgreSQL's simple parser find), everything else a separator.
    public var searchWords: [SubSequence] { split { !($0.isLetter || $0.isNumber) } }
}
