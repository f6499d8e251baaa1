import Foundation

extension String {
    /// The string lower-cased and without diacritics, for case- and diacritic-insensitive matching
    /// ("Crew-5 Éclair" → "crew-5 eclair").
    public var foldedForSearch: String {
        folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
    }
}
