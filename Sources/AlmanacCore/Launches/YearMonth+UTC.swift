import Foundation

/// A month's place in UTC time, by arithmetic on days since 1970 in the proleptic Gregorian
/// calendar (Howard Hinnant's `civil_from_days` and `days_from_civil`). `Calendar` answers the
/// same for every date since 1583, but at microseconds a call: the next-launch card and the
/// launches list ask it for each vague launch on every first-time page, and a launch page for its
/// pad's forecast.
extension YearMonth {
    /// The UTC month holding `date`; nil outside the years 1 to 9999.
    public init?(utc date: Date) {
        guard let day = Self.civilDay(utc: date) else { return nil }
        self.init(year: day.year, month: day.month)
    }

    /// The UTC day holding `date` (year, month 1–12, day 1–31); nil for a date more than
    /// 10,000 years from 1970, or not finite.
    public static func civilDay(utc date: Date) -> (year: Int, month: Int, day: Int)? {
        let seconds = date.timeIntervalSince1970
        // ±4,000,000 days is ±10,951 years: past any month there is, well short of overflowing.
        guard seconds.isFinite, abs(seconds) < 4_000_000 * 86_400 else { return nil }
        let days = Int((seconds / 86_400).rounded(.down)) + 719_468  // from 0000-03-01
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let marchBasedMonth = (5 * dayOfYear + 2) / 153
        let month = marchBasedMonth < 10 ? marchBasedMonth + 3 : marchBasedMonth - 9
        let day = dayOfYear - (153 * marchBasedMonth + 2) / 5 + 1
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Midnight UTC on the month's first day.
    public var start: Date {
        let year = month <= 2 ? self.year - 1 : self.year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return Date(timeIntervalSince1970: Double(era * 146_097 + dayOfEra - 719_468) * 86_400)
    }

    /// The month `count` months on; nil past 9999-12.
    public func adding(months count: Int) -> YearMonth? {
        let index = year * 12 + (month - 1) + count
        return YearMonth(year: index / 12, month: index % 12 + 1)
    }
}
