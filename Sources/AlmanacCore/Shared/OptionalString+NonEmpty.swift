import Foundation

extension Optional where Wrapped == String {
    /// The string, unless it is missing or blank: an empty query parameter counts as absent.
    var nonEmpty: String? {
        guard let self, !self.unicodeScalars.allSatisfy(TypedSpace.characters.contains) else { return nil }
        return self
    }

    /// Trimmed of spaces and newlines; nil when nothing is left.
    var trimmedNonEmpty: String? {
        let trimmed = self?.trimmingTypedSpaces
        return trimmed?.isEmpty == false ? trimmed : nil
    }
}
