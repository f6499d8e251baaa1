import Foundation

/// SWAPI sends numbers as strings: "172", "1,358", "36.8 ", "unknown", "n/a", "30-165".
/// Only a plain number (digits grouped by commas allowed, one decimal point) counts as one.
public enum GalaxyNumber {
    public static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        var digitsSeen = false
        var pointSeen = false
        var plain = ""
        for (index, character) in trimmed.enumerated() {
            switch character {
            case "0"..."9":
                digitsSeen = true
                plain.append(character)
            case ",":
                // A grouping comma sits between digits: "1,358", never ",5" or "1,".
                guard digitsSeen, !pointSeen, index < trimmed.count - 1 else { return nil }
            case ".":
                guard !pointSeen else { return nil }
                pointSeen = true
                plain.append(character)
            case "-" where index == 0:
                plain.append(character)
            default:
                return nil
            }
        }
        // "100000000000000000000" is no population: beyond `Plausible.magnitude` the text stays text.
        guard digitsSeen, let value = Plausible.number(Double(plain)) else { return nil }
        return value
    }
}
