import Foundation

/// ISO 8601 durations as Launch Library 2 sends them (`pad_turnaround`: "P3DT3H24M9S").
enum ISODuration {
    /// The duration in seconds; nil for text that is not `P[nD][T[nH][nM][n[.n]S]]` (years and
    /// months are refused: their length depends on the date).
    static func seconds(_ text: String) -> Double? {
        var rest = Substring(text)
        guard rest.first == "P" else { return nil }
        rest = rest.dropFirst()
        var total = 0.0
        var inTime = false
        var number = ""
        var sawUnit = false
        for character in rest {
            switch character {
            case "T":
                guard !inTime, number.isEmpty else { return nil }
                inTime = true
            case "0"..."9", ".":
                number.append(character)
            default:
                guard let value = Double(number), value.isFinite else { return nil }
                let unit: Double
                switch (character, inTime) {
                case ("D", false): unit = 86_400
                case ("W", false): unit = 604_800
                case ("H", true): unit = 3_600
                case ("M", true): unit = 60
                case ("S", true): unit = 1
                default: return nil
                }
                total += value * unit
                number = ""
                sawUnit = true
            }
        }
        return sawUnit && number.isEmpty ? total : nil
    }

    /// The duration in seconds with its sign: a timeline's "-PT38M" is -2,280.
    static func signedSeconds(_ text: String) -> Double? {
        if text.hasPrefix("-") { return seconds(String(text.dropFirst())).map { -$0 } }
        if text.hasPrefix("+") { return seconds(String(text.dropFirst())) }
        return seconds(text)
    }
}
