import Foundation

/// Checks a category name typed by a viewer against the categories the store knows.
public enum FactCategory {
    /// The category, lower-cased, if it is one the store knows (or looks like one when none is
    /// known yet) and safe mode allows it; otherwise a message naming the choices.
    public static func parse(_ raw: String?, known: [String], safeMode: SafeMode) throws(InvalidInput) -> String? {
        guard let raw = raw?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
        let name = raw.lowercased()
        let allowed = known.filter(safeMode.allows(category:))
        if name == Fact.explicitCategory, !safeMode.includesExplicit {
            throw InvalidInput(.category, "The explicit category is hidden while safe mode is on.")
        }
        if known.isEmpty {
            guard name.count <= 40, name.allSatisfy({ $0.isLetter }) else {
                throw InvalidInput(.category, "\(.category) must be a category name such as dev or food (got \"\(raw)\")")
            }
            return name
        }
        guard allowed.contains(name) else {
            throw InvalidInput(.category, "\(.category) must be one of \(allowed.joined(separator: ", ")) (got \"\(raw)\")")
        }
        return name
    }
}
