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

extension WallClock {
    /// The clock written in a fixed-width `pattern`, in place: each run of `Y`, `M`, `D`, `h`, `m`
    /// or `s` is that field's digits, zero-padded to the run's width (only the lowest digits of a
    /// longer value fit), and any other byte is copied. Built from interpolated pieces, an
    /// ISO 8601 time was a seventh of a launches row's formatting and most of an empty calendar's.
    func written(as pattern: StaticString) -> String {
        String(unsafeUninitializedCapacity: pattern.utf8CodeUnitCount) { buffer in
            let layout = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
            // Right to left: a field's digits come out lowest first.
            var field: UInt8 = 0
            var remaining = 0
            for position in layout.indices.reversed() {
                let byte = layout[position]
                guard let value = value(of: byte) else {
                    field = 0
                    buffer[position] = byte
                    continue
                }
                if byte != field { (field, remaining) = (byte, value) }
                buffer[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            }
            return layout.count
        }
    }

    private func value(of letter: UInt8) -> Int? {
        switch letter {
        case UInt8(ascii: "Y"): year
        case UInt8(ascii: "M"): month
        case UInt8(ascii: "D"): day
        case UInt8(ascii: "h"): hour
        case UInt8(ascii: "m"): minute
        case UInt8(ascii: "s"): second
        default: nil
        }
    }
}
