/// Open-Meteo's wall-clock strings, read without a formatter (thousands per body):
/// `2026-07-26T23:00` (optionally with `:ss`) and days `2026-07-26`.
enum LocalTime {
    /// Seconds since 1970 if the wall-clock time were UTC; nil when the text is not a time.
    static func secondsAsIfUTC(_ text: String) -> Int? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 16 || utf8.count == 19, utf8[10] == UInt8(ascii: "T"),
            let (year, month, day) = dateParts(utf8),
            let hour = number(utf8, 11, 2), let minute = number(utf8, 14, 2), utf8[13] == UInt8(ascii: ":"),
            hour < 24, minute < 60
        else { return nil }
        var second = 0
        if utf8.count == 19 {
            guard utf8[16] == UInt8(ascii: ":"), let value = number(utf8, 17, 2), value < 60 else { return nil }
            second = value
        }
        return daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// Whether the text is a `yyyy-MM-dd` day.
    static func isDay(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return utf8.count == 10 && dateParts(utf8) != nil
    }

    private static func dateParts(_ utf8: [UInt8]) -> (Int, Int, Int)? {
        guard utf8.count >= 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
            let year = number(utf8, 0, 4), let month = number(utf8, 5, 2), let day = number(utf8, 8, 2),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return (year, month, day)
    }

    private static func number(_ utf8: [UInt8], _ start: Int, _ length: Int) -> Int? {
        var value = 0
        for byte in utf8[start..<(start + length)] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
