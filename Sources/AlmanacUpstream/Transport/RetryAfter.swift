import Foundation

/// Reads a `Retry-After` header: either delay-seconds or an HTTP date.
enum RetryAfter {
    static func parse(_ value: String?, now: Date = Date()) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value), seconds >= 0 { return .seconds(seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        // Clamped before it becomes a whole number: a date far out cannot trap.
        let wait = date.timeIntervalSince(now).rounded(.up)
        return .seconds(wait.isFinite ? Int(min(max(wait, 0), 86_400 * 365)) : 0)
    }
}
