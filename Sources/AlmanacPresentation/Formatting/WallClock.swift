import Foundation

/// What a wall clock in a time zone shows at an instant, in the proleptic Gregorian calendar:
/// the date and time every page row formats. Worked out from the instant's seconds and the
/// zone's offset at that instant, with integer arithmetic (Howard Hinnant's days-to-civil
/// algorithm), instead of `Calendar.dateComponents`, which showed in profiles of the launches
/// page at about a microsecond and several allocations per call.
struct WallClock: Equatable {
    let year: Int
    let month: Int
    let day: Int
    let hour: Int
    let minute: Int
    let second: Int
    /// Days from 1970-01-01 to this date.
    let dayNumber: Int

    /// Nil for an instant too far out to be a date (not finite, or beyond ±100 million years):
    /// stored dates are range-checked on the way in, so callers show a neutral fallback.
    init?(_ date: Date, in zone: TimeZone) {
        let shifted = (date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))).rounded(.down)
        guard shifted.isFinite, abs(shifted) < 3e15 else { return nil }
        let seconds = Int(shifted)
        let (days, secondOfDay) = Self.floorDivision(seconds, 86_400)
        dayNumber = days
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
        (year, month, day) = Self.civilDate(dayNumber: days)
    }

    /// The calendar date of a day number (days from 1970-01-01).
    static func civilDate(dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = dayNumber + 719_468  // days from 0000-03-01
        let era = floorDivision(shifted, 146_097).quotient
        let dayOfEra = shifted - era * 146_097  // 0...146096
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365  // 0...399
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // from March 1st
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // 0 = March
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }
}
