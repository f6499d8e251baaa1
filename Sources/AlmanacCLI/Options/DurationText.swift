import Foundation

/// Durations as people type them in flags: `90s`, `30m`, `24h`, `7d` (a bare number is seconds).
enum DurationText {
    static func parse(_ text: String) -> Duration? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [Character: Int64] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        if let unit = trimmed.last, let factor = units[unit], let value = Int64(trimmed.dropLast()), value > 0 {
            return .seconds(value * factor)
        }
        if let value = Int64(trimmed), value > 0 { return .seconds(value) }
        return nil
    }

    /// `86400` seconds as `24h`, for help texts and status.
    static func format(_ duration: Duration) -> String {
        let seconds = duration.components.seconds
        for (unit, size) in [("d", Int64(86_400)), ("h", 3600), ("m", 60)] where seconds % size == 0 && seconds >= size {
            return "\(seconds / size)\(unit)"
        }
        return "\(seconds)s"
    }
}
