import Foundation

/// Checks a category name typed by a viewer against the categories the store knows.
public enum FactCategory {
    /// A category name: 1 to 40 ASCII letters, any case (the API document states it so).
    public static let namePattern = "^[A-Za-z]{1,40}$"

    /// The category, lower-cased, if it is one the store knows (or looks like one when none is
    /// known yet) and safe mode allows it. A malformed name is refused; a well-formed one the
    /// store does not have (or safe mode hides) names nothing stored, listing the choices.
    public static func parse(_ raw: String?, known: [String], safeMode: SafeMode) throws(InvalidInput) -> String? {
        guard let raw, !raw.isEmpty else { return nil }
        guard (1...40).contains(raw.unicodeScalars.count), raw.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else {
            throw InvalidInput(.category, "\(.category) must be a category name of letters such as dev or food (got \"\(raw)\")")
        }
        let name = raw.lowercased()
        if name == Fact.explicitCategory, !safeMode.includesExplicit {
            throw InvalidInput.unknown(.category, "The explicit category is hidden while safe mode is on.")
        }
        let allowed = known.filter(safeMode.allows(category:))
        guard known.isEmpty || allowed.contains(name) else {
            throw InvalidInput.unknown(.category, "\(.category) must be one of \(allowed.joined(separator: ", ")) (got \"\(raw)\")")
        }
        return name
    }
}
