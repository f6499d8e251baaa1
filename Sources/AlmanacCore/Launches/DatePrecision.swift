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

    /// Whether a launch dated `date` at this precision can still happen at `now`
    /// (`latestTime(for: date) >= now`), asking the calendar only near the end of the period: a
    /// date not yet reached is ahead, and one further back than the longest period of its
    /// precision is over. Lists ask this of every launch still called upcoming, and most of
    /// those are years old.
    public func mayStillHappen(_ date: Date, at now: Date) -> Bool {
        if date >= now { return true }
        if now.timeIntervalSince(date) > longestPeriod { return false }
        return latestTime(for: date) >= now
    }

    /// The longest a period of this precision lasts, in seconds (a decade holds at most three
    /// leap days; July to December is the longest half).
    private var longestPeriod: TimeInterval {
        let day: TimeInterval = 86_400
        return switch self {
        case .minute, .hour: 3_600
        case .day: day
        case .month: 31 * day
        case .quarter: 92 * day
        case .half: 184 * day
        case .year: 366 * day
        case .decade: 3_653 * day
        }
    }

    /// The UTC hour, day, month, quarter, half, year or decade holding `date`, as a half-open
    /// span (its end is the start of the next one).
    public func period(holding date: Date) -> Range<Date> {
        // An hour and a day are the same length at every date in UTC: no calendar is needed for
        // them (most launches are known to the minute, and lists ask this of every one).
        switch self {
        case .minute, .hour: Self.span(holding: date, seconds: 3600)
        case .day: Self.span(holding: date, seconds: 86_400)
        case .month, .quarter, .half, .year, .decade: calendarPeriod(holding: date)
        }
    }

    /// `period(holding:)` for the precisions a month or longer, whose lengths vary: a run of
    /// whole UTC months.
    private func calendarPeriod(holding date: Date) -> Range<Date> {
        guard let month = YearMonth(utc: date) else { return date..<date }
        let (first, count): (YearMonth?, Int) =
            switch self {
            // The shorter precisions never come here (`period(holding:)`); a month holds them.
            case .minute, .hour, .day, .month: (month, 1)
            case .quarter: (YearMonth(year: month.year, month: (month.month - 1) / 3 * 3 + 1), 3)
            case .half: (YearMonth(year: month.year, month: month.month <= 6 ? 1 : 7), 6)
            case .year: (YearMonth(year: month.year, month: 1), 12)
            case .decade: (YearMonth(year: month.year / 10 * 10, month: 1), 120)
            }
        guard let first, let end = first.adding(months: count) else { return date..<date }
        return first.start..<end.start
    }

    /// The span of `seconds` from a multiple of them since 1970 (UTC midnight, the hour) that
    /// holds `date`.
    private static func span(holding date: Date, seconds: Double) -> Range<Date> {
        let start = (date.timeIntervalSince1970 / seconds).rounded(.down) * seconds
        guard start.isFinite, start + seconds > start else { return date..<date }
        return Date(timeIntervalSince1970: start)..<Date(timeIntervalSince1970: start + seconds)
    }
}
