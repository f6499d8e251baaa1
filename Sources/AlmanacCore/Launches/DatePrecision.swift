/// How much of a launch date is known: a scheduled launch may only be pinned to a quarter or a
/// year. The SpaceX API names six of these; Launch Library 2 adds the minute (its "second" and
/// "minute") and the decade.
public enum DatePrecision: String, CaseIterable, Hashable, Sendable, Codable {
    case minute, hour, day, month, quarter, half, year, decade

    /// Known to the hour or better: worth a countdown.
    public var isExact: Bool { self == .minute || self == .hour }
}

import Foundation

extension DatePrecision {
    /// The latest a launch dated `date` at this precision can happen: the end of the UTC hour,
    /// day, month, quarter, half, year or decade holding the date. Sources put a coarse date at
    /// either end of its period (the SpaceX API at the start, Launch Library 2 at the end), and
    /// both mean the whole period.
    public func latestTime(for date: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour], from: date)
        guard let year = parts.year, let month = parts.month else { return date }
        func start(_ year: Int, _ month: Int, _ day: Int = 1, _ hour: Int = 0) -> Date {
            calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour)) ?? date
        }
        switch self {
        case .minute, .hour:
            return start(year, month, parts.day ?? 1, parts.hour ?? 0).addingTimeInterval(3600)
        case .day:
            return start(year, month, parts.day ?? 1).addingTimeInterval(86_400)
        case .month:
            return month == 12 ? start(year + 1, 1) : start(year, month + 1)
        case .quarter:
            let next = (month - 1) / 3 * 3 + 4
            return next > 12 ? start(year + 1, 1) : start(year, next)
        case .half:
            return month <= 6 ? start(year, 7) : start(year + 1, 1)
        case .year:
            return start(year + 1, 1)
        case .decade:
            return start(year / 10 * 10 + 10, 1)
        }
    }
}
