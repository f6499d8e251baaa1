import Foundation

/// How much of a launch date is known: a scheduled launch may only be pinned to a quarter or a
/// year. The SpaceX API names six of these; Launch Library 2 adds the minute (its "second" and
/// "minute") and the decade.
public enum DatePrecision: String, CaseIterable, Hashable, Sendable, Codable {
    case minute, hour, day, month, quarter, half, year, decade

    /// Known to the hour or better: worth a countdown.
    public var isExact: Bool { self == .minute || self == .hour }

    /// Known to the day or better.
    public var isKnownToTheDay: Bool { isExact || self == .day }
}

extension DatePrecision {
    /// The latest a launch dated `date` at this precision can happen: the end of the UTC hour,
    /// day, month, quarter, half, year or decade holding the date. Sources put a coarse date at
    /// either end of its period (the SpaceX API at the start, Launch Library 2 at the end), and
    /// both mean the whole period.
    public func latestTime(for date: Date) -> Date { period(holding: date).upperBound }

    /// The UTC hour, day, month, quarter, half, year or decade holding `date`, as a half-open
    /// span (its end is the start of the next one).
    public func period(holding date: Date) -> Range<Date> {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour], from: date)
        guard let year = parts.year, let month = parts.month else { return date..<date }
        func start(_ year: Int, _ month: Int, _ day: Int = 1, _ hour: Int = 0) -> Date {
            calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour)) ?? date
        }
        func months(from first: Int, count: Int) -> Range<Date> {
            let next = first + count
            return start(year, first)..<(next > 12 ? start(year + 1, next - 12) : start(year, next))
        }
        switch self {
        case .minute, .hour:
            let hour = start(year, month, parts.day ?? 1, parts.hour ?? 0)
            return hour..<hour.addingTimeInterval(3600)
        case .day:
            let day = start(year, month, parts.day ?? 1)
            return day..<day.addingTimeInterval(86_400)
        case .month: return months(from: month, count: 1)
        case .quarter: return months(from: (month - 1) / 3 * 3 + 1, count: 3)
        case .half: return months(from: month <= 6 ? 1 : 7, count: 6)
        case .year: return start(year, 1)..<start(year + 1, 1)
        case .decade: return start(year / 10 * 10, 1)..<start(year / 10 * 10 + 10, 1)
        }
    }
}
