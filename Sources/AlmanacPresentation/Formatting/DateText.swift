import AlmanacCore
import Foundation

/// Launch dates and day counts in the viewer's time zone, without locale-dependent formatters.
public enum DateText {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// A date shown only as precisely as it is known: hour/day → "2006/03/24 - 10:30 PM",
    /// month → "March 2023", quarter → "Q3 2023", half → "H2 2023", year → "2023".
    public static func launchDate(_ date: Date, precision: DatePrecision, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let year = parts.year ?? 0, month = parts.month ?? 1
        switch precision {
        case .hour, .day:
            let hour = parts.hour ?? 0
            let hour12 = hour % 12 == 0 ? 12 : hour % 12
            return "\(year)/\(twoDigits(month))/\(twoDigits(parts.day ?? 1)) - \(hour12):\(twoDigits(parts.minute ?? 0)) \(hour < 12 ? "AM" : "PM")"
        case .month: return "\(monthNames[month - 1]) \(year)"
        case .quarter: return "Q\((month - 1) / 3 + 1) \(year)"
        case .half: return "H\(month <= 6 ? 1 : 2) \(year)"
        case .year: return "\(year)"
        }
    }

    /// Whole days between the start of today and the start of the launch's day:
    /// "today", "1 day from now", "12 days since now".
    public static func relativeDays(to date: Date, now: Date, in calendar: Calendar) -> String {
        let days = dayDifference(from: now, to: date, in: calendar)
        switch days {
        case 0: return "today"
        case 1...: return "\(NumberText.grouped(days)) \(days == 1 ? "day" : "days") from now"
        default: return "\(NumberText.grouped(-days)) \(days == -1 ? "day" : "days") since now"
        }
    }

    /// Signed calendar days from `now`'s day to `date`'s day.
    public static func dayDifference(from now: Date, to date: Date, in calendar: Calendar) -> Int {
        let start = calendar.startOfDay(for: now)
        let end = calendar.startOfDay(for: date)
        return calendar.dateComponents([.day], from: start, to: end).day ?? 0
    }

    /// "21 Nov 2026 17:02 UTC" (the zone's abbreviation or identifier).
    public static func timestamp(_ date: Date, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let month = String(monthNames[(parts.month ?? 1) - 1].prefix(3))
        let zone = zoneName(calendar.timeZone)
        return "\(parts.day ?? 1) \(month) \(parts.year ?? 0) \(twoDigits(parts.hour ?? 0)):\(twoDigits(parts.minute ?? 0)) \(zone)"
    }

    /// How long ago, roughly: "just now", "5 minutes ago", "3 hours ago", "12 days ago".
    public static func age(of date: Date, now: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        func ago(_ count: Int, _ unit: String) -> String { Noun(unit).count(count) + " ago" }
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return ago(seconds / 60, "minute")
        case ..<86_400: return ago(seconds / 3600, "hour")
        default: return ago(seconds / 86_400, "day")
        }
    }

    /// The zone's IANA name, with the several spellings of UTC ("GMT", "Etc/UTC") shown as "UTC".
    public static func zoneName(_ zone: TimeZone) -> String {
        ["GMT", "UTC", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Universal"].contains(zone.identifier) ? "UTC" : zone.identifier
    }

    /// "2026-11-21": a calendar day as a stable key.
    public static func dayKey(_ date: Date, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(parts.year ?? 0)-\(twoDigits(parts.month ?? 1))-\(twoDigits(parts.day ?? 1))"
    }

    /// "21 November 2026".
    public static func longDay(_ date: Date, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(parts.day ?? 1) \(monthNames[(parts.month ?? 1) - 1]) \(parts.year ?? 0)"
    }

    static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// ISO 8601 in UTC with seconds, for machine-readable fields.
    public static func iso8601(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC") ?? .current))
    }
}
