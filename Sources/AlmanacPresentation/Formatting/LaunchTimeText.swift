import AlmanacCore
import Foundation

/// Launch times as people write them, as precisely as they are known, in the viewer's zone: one
/// format per precision whatever the source and whether the launch is ahead or flew, so a list
/// of both reads in one column ("25 Aug 2026, 1:49 AM", "4 Oct 1957, 7:28 PM", "12 Dec 2026",
/// "August 2026", "Q3 2026"); a launch window, a plan within a day or two, with its weekday
/// ("1:49–5:49 AM, Tue 25 Aug"). The zone is said apart, once where a list shows many
/// (`zoneWords`): "New York time", "UTC".
public enum LaunchTimeText {
    static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]  // 1970-01-01 was a Thursday

    /// A launch's time as precisely as it is known: "25 Aug 2026, 1:49 AM", "25 Aug 2026".
    public static func time(_ date: Date, precision: DatePrecision, in calendar: Calendar) -> String {
        guard let clock = WallClock(date, in: calendar.timeZone) else { return DateText.unknownDate }
        switch precision {
        case .minute, .hour:
            return "\(day(clock)), \(clockTime(clock))"
        case .day:
            return day(clock)
        case .month, .quarter, .half, .year, .decade:
            return DateText.launchDate(date, precision: precision, in: calendar)
        }
    }

    /// A launch window: "1:49–5:49 AM, Tue 25 Aug" within one day and half of it, "11:00 PM –
    /// 1:00 AM, Tue 25 Aug" across midnight, each end with its own day when they are further apart.
    public static func window(from start: Date, to end: Date, now: Date, in calendar: Calendar) -> String {
        guard let first = WallClock(start, in: calendar.timeZone), let last = WallClock(end, in: calendar.timeZone) else {
            return DateText.unknownDate
        }
        let startDay = windowDay(first, now: now, in: calendar)
        if first.dayNumber == last.dayNumber {
            let sameHalf = (first.hour < 12) == (last.hour < 12)
            let from = sameHalf ? hourAndMinute(first) : clockTime(first)
            let separator = sameHalf ? "–" : " – "
            return "\(from)\(separator)\(clockTime(last)), \(startDay)"
        }
        if last.dayNumber == first.dayNumber + 1, end.timeIntervalSince(start) < 12 * 3600 {
            return "\(clockTime(first)) – \(clockTime(last)) (the next day), \(startDay)"
        }
        return "\(startDay), \(clockTime(first)) – \(windowDay(last, now: now, in: calendar)), \(clockTime(last))"
    }

    /// The viewer's zone as a place: "New York time", "Copenhagen time"; "UTC" for UTC.
    public static func zoneWords(_ zone: TimeZone) -> String {
        let name = DateText.zoneName(zone)
        guard name != "UTC", let city = name.split(separator: "/").last, name.contains("/") else { return name }
        return "\(city.replacingOccurrences(of: "_", with: " ")) time"
    }

    /// "24 Mar 2006": a launch's day in every list and page.
    static func day(_ clock: WallClock) -> String {
        "\(clock.day) \(DateText.monthNames[clock.month - 1].prefix(3)) \(clock.year)"
    }

    /// "Tue 25 Aug" (with the year when it is not this one): a day of a launch window.
    static func windowDay(_ clock: WallClock, now: Date, in calendar: Calendar) -> String {
        let month = DateText.monthNames[clock.month - 1].prefix(3)
        let thisYear = WallClock(now, in: calendar.timeZone)?.year == clock.year
        let weekday = weekdays[((clock.dayNumber % 7) + 7) % 7]
        return "\(weekday) \(clock.day) \(month)" + (thisYear ? "" : " \(clock.year)")
    }

    /// "1:49 AM", "12:05 PM".
    static func clockTime(_ clock: WallClock) -> String { "\(hourAndMinute(clock)) \(clock.hour < 12 ? "AM" : "PM")" }

    /// "1:49", "12:05", on a 12-hour clock.
    static func hourAndMinute(_ clock: WallClock) -> String {
        let hour12 = clock.hour % 12 == 0 ? 12 : clock.hour % 12
        return "\(hour12):\(clock.minute < 10 ? "0" : "")\(clock.minute)"
    }
}
