import AlmanacCore
import Foundation

/// Launch dates and day counts in the viewer's time zone, without locale-dependent formatters.
public enum DateText {
    package static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// A date shown only as precisely as it is known: hour/day → "2006/03/24 - 10:30 PM",
    /// month → "March 2023", quarter → "Q3 2023", half → "H2 2023", year → "2023", decade → "2020s".
    public static func launchDate(_ date: Date, precision: DatePrecision, in calendar: Calendar) -> String {
        guard let clock = WallClock(date, in: calendar.timeZone) else { return unknownDate }
        let year = clock.year, month = clock.month
        switch precision {
        case .minute, .hour, .day:
            let hour = clock.hour
            let hour12 = hour % 12 == 0 ? 12 : hour % 12
            return "\(year)/\(twoDigits(month))/\(twoDigits(clock.day)) - \(hour12):\(twoDigits(clock.minute)) \(hour < 12 ? "AM" : "PM")"
        case .month: return "\(monthNames[month - 1]) \(year)"
        case .quarter: return "Q\((month - 1) / 3 + 1) \(year)"
        case .half: return "H\(month <= 6 ? 1 : 2) \(year)"
        case .year: return "\(year)"
        case .decade: return "\(year / 10 * 10)s"
        }
    }

    /// A planned launch time in words, as precisely as it is known: "22 Aug 2026 07:25 UTC",
    /// "NET 22 Aug 2026", "NET August 2026", "Q4 2026", "H2 2026", "2026", "2020s" ("no earlier
    /// than": a launch known to the day or month may slip within it, a quarter says so itself).
    public static func net(_ date: Date, precision: DatePrecision, in calendar: Calendar) -> String {
        switch precision {
        case .minute, .hour: timestamp(date, in: calendar)
        case .day: "NET \(day(date, in: calendar))"
        case .month: "NET \(launchDate(date, precision: .month, in: calendar))"
        case .quarter, .half, .year, .decade: launchDate(date, precision: precision, in: calendar)
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

    /// The distance to `date` in the largest unit that fits, for a narrow column: "today",
    /// "tomorrow", "in 3 days", "2 weeks ago", "in 5 months", "4 years ago".
    public static func when(_ date: Date, now: Date, in calendar: Calendar) -> String {
        let days = dayDifference(from: now, to: date, in: calendar)
        switch days {
        case 0: return "today"
        case 1: return "tomorrow"
        case -1: return "yesterday"
        default: break
        }
        let size = abs(days)
        // Rounded to the nearest unit: 1,452 days read "4 years", not "3".
        let (count, unit) =
            switch size {
            case ..<14: (size, "day")
            case ..<61: ((size + 3) / 7, "week")
            case ..<730: ((size * 12 + 182) / 365, "month")
            default: ((size + 182) / 365, "year")
            }
        let amount = "\(count) \(unit)\(count == 1 ? "" : "s")"
        return days > 0 ? "in \(amount)" : "\(amount) ago"
    }

    /// Signed calendar days from `now`'s day to `date`'s day.
    /// (Days of 23 or 25 hours around a DST change still count as one.)
    public static func dayDifference(from now: Date, to date: Date, in calendar: Calendar) -> Int {
        civilDayNumber(of: date, in: calendar.timeZone) - civilDayNumber(of: now, in: calendar.timeZone)
    }

    /// Days from 1970-01-01 to the date a wall clock in `zone` shows at `date` (0 for an
    /// instant too far out to be a date).
    public static func civilDayNumber(of date: Date, in zone: TimeZone) -> Int {
        WallClock(date, in: zone)?.dayNumber ?? 0
    }

    /// Shown for an instant too far out to be a date; stored dates are range-checked, so only
    /// a bug would show it.
    static let unknownDate = "unknown date"

    /// "21 Nov 2026".
    public static func day(_ date: Date, in calendar: Calendar) -> String {
        guard let clock = WallClock(date, in: calendar.timeZone) else { return unknownDate }
        return "\(clock.day) \(monthNames[clock.month - 1].prefix(3)) \(clock.year)"
    }

    /// "21 Nov 2026 17:02 UTC" (the zone's abbreviation or identifier).
    public static func timestamp(_ date: Date, in calendar: Calendar) -> String {
        guard let clock = WallClock(date, in: calendar.timeZone) else { return unknownDate }
        let month = String(monthNames[clock.month - 1].prefix(3))
        let zone = zoneName(calendar.timeZone)
        return "\(clock.day) \(month) \(clock.year) \(twoDigits(clock.hour)):\(twoDigits(clock.minute)) \(zone)"
    }

    /// How long ago, roughly: "just now", "5 minutes ago", "3 hours ago", "12 days ago".
    /// A stored time that is not a time at all (a store file edited by hand) reads "just now"
    /// rather than trapping.
    public static func age(of date: Date, now: Date) -> String {
        Age(of: date, now: now).words
    }

    /// How long ago, in the one unit `age(of:now:)` says it in: two ages that are equal are said
    /// in the same words, so a text made of them can be kept by its ages without saying them.
    public struct Age: Hashable, Sendable {
        private enum Unit: Hashable, Sendable { case justNow, minute, hour, day }
        private let unit: Unit
        private let count: Int

        public init(of date: Date, now: Date) {
            let elapsed = now.timeIntervalSince(date)
            let seconds = elapsed.isFinite ? Int(min(max(elapsed, 0), 1e15)) : 0
            switch seconds {
            case ..<60: (unit, count) = (.justNow, 0)
            case ..<3600: (unit, count) = (.minute, seconds / 60)
            case ..<86_400: (unit, count) = (.hour, seconds / 3600)
            default: (unit, count) = (.day, seconds / 86_400)
            }
        }

        public var words: String {
            switch unit {
            case .justNow: "just now"
            case .minute: Noun("minute").count(count) + " ago"
            case .hour: Noun("hour").count(count) + " ago"
            case .day: Noun("day").count(count) + " ago"
            }
        }
    }

    /// The zone's IANA name, with the several spellings of UTC ("GMT", "Etc/UTC") shown as "UTC".
    public static func zoneName(_ zone: TimeZone) -> String {
        ["GMT", "UTC", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Universal"].contains(zone.identifier) ? "UTC" : zone.identifier
    }

    /// "2026-11-21": a calendar day as a stable key.
    public static func dayKey(_ date: Date, in calendar: Calendar) -> String {
        guard let clock = WallClock(date, in: calendar.timeZone) else { return unknownDate }
        return "\(clock.year)-\(twoDigits(clock.month))-\(twoDigits(clock.day))"
    }

    /// "21 November 2026".
    public static func longDay(_ date: Date, in calendar: Calendar) -> String {
        guard let clock = WallClock(date, in: calendar.timeZone) else { return unknownDate }
        return "\(clock.day) \(monthNames[clock.month - 1]) \(clock.year)"
    }

    static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// ISO 8601 in UTC with whole seconds ("2006-03-24T22:30:00Z"), for machine-readable fields.
    public static func iso8601(_ date: Date) -> String {
        guard let clock = WallClock(date, in: utc), (0...9999).contains(clock.year) else {
            return date.formatted(Date.ISO8601FormatStyle(timeZone: utc))
        }
        return clock.written(as: "YYYY-MM-DDThh:mm:ssZ")
    }

    /// ISO 8601's basic format in UTC ("20061124T223000Z"): iCalendar's UTC date-time
    /// (RFC 5545 §3.3.5). A year outside 0–9999 keeps its lowest four digits (stored dates are
    /// range-checked on the way in); an instant that is no date at all reads as zeros.
    public static func basicTimestamp(_ date: Date) -> String {
        WallClock(date, in: utc)?.written(as: "YYYYMMDDThhmmssZ") ?? "00000000T000000Z"
    }

    /// The UTC day in ISO 8601's basic format ("20061124"): iCalendar's DATE (RFC 5545 §3.3.4).
    public static func basicDay(_ date: Date) -> String {
        WallClock(date, in: utc)?.written(as: "YYYYMMDD") ?? "00000000"
    }

    private static let utc = TimeZone(secondsFromGMT: 0) ?? .current

    /// The Gregorian calendar in UTC: for words read where the viewer's zone is unknown (a
    /// calendar feed's descriptions, a push notification).
    public static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar
    }()
}

extension DateText {
    /// What a countdown says before its script runs (and without scripts): "in 2 hours",
    /// "in 35 minutes", "in 3 days", "2 hours ago".
    public static func countdown(to date: Date, now: Date) -> String {
        let seconds = date.timeIntervalSince(now)
        let size = abs(seconds)
        let (count, unit): (Int, String) =
            switch size {
            case ..<3_600: (max(1, Int((size / 60).rounded())), "minute")
            case ..<172_800: (Int((size / 3_600).rounded()), "hour")
            default: (Int((size / 86_400).rounded()), "day")
            }
        let words = "\(NumberText.grouped(count)) \(unit)\(count == 1 ? "" : "s")"
        return seconds >= 0 ? "in \(words)" : "\(words) ago"
    }
}
