import Foundation

/// Durations as people type them in flags: `90s`, `30m`, `24h`, `7d` (a bare number is seconds).
enum DurationText {
    static func parse(_ text: String) -> Duration? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [Character: Int64] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        var value = Int64(trimmed)
        var factor: Int64 = 1
        if value == nil, let unit = trimmed.last, let size = units[unit] {
            (value, factor) = (Int64(trimmed.dropLast()), size)
        }
        // A year at most: longer is a typo, and a product that overflows must not trap.
        guard let value, value > 0 else { return nil }
        let (seconds, overflow) = value.multipliedReportingOverflow(by: factor)
        guard !overflow, seconds <= 366 * 86_400 else { return nil }
        return .seconds(seconds)
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
