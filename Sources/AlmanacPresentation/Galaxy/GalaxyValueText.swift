import AlmanacCore
import Foundation

/// How SWAPI values read on screen: grouped digits with units, dates in words, "n/a" left out.
public enum GalaxyValueText {
    /// The text for a field's raw value, or nil when the value means "does not apply" (or is empty).
    /// "unknown" stays: it says something the reader may want to know.
    public static func text(_ raw: String, kind: GalaxyField.Kind) -> String? {
        let value = hasSpaceAtAnEnd(raw) ? raw.trimmingCharacters(in: .whitespacesAndNewlines) : raw
        guard !value.isEmpty, value.utf8.count != 3 || value.lowercased() != "n/a" else { return nil }
        switch kind {
        case .quantity(let unit):
            guard let number = GalaxyNumber.parse(value) else { return value }
            let digits = NumberText.decimal(number, decimals: 2)
            guard let unit else { return digits }
            return unit == "%" ? digits + " %" : "\(digits) \(unit)"
        case .date:
            let parts = value.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3, (1...12).contains(parts[1]) else { return value }
            return "\(parts[2]) \(DateText.monthNames[parts[1] - 1]) \(parts[0])"
        case .text, .longText, .link, .links:
            return value
        }
    }

    /// Whether `text` starts or ends with a space or newline: most values do not, and
    /// Foundation's trimming copies the text through an `NSString`, for every value of a list.
    private static func hasSpaceAtAnEnd(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        return CharacterSet.whitespacesAndNewlines.contains(first) || CharacterSet.whitespacesAndNewlines.contains(last)
    }

    /// A long text's paragraphs, each with its hard line breaks joined (SWAPI's opening crawls
    /// are broken every few words for the film's scrolling text).
    public static func paragraphs(_ raw: String) -> [String] {
        raw.replacingOccurrences(of: "\r\n", with: "\n")
            .components(separatedBy: "\n\n")
            .map { $0.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
            .filter { !$0.isEmpty }
    }
}
