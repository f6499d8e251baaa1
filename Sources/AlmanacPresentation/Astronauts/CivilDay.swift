import Foundation

/// A day as Launch Library 2 gives a birth or a founding ("1960-02-09"): no time and no zone, so
/// it is never turned into an instant that a time zone could move to the day before.
struct CivilDay: Comparable {
    let year: Int
    let month: Int
    let day: Int

    init?(_ text: String?) {
        let parts = (text ?? "").split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        (year, month, day) = (parts[0], parts[1], parts[2])
    }

    /// The day `date` falls on in UTC (an age is not worth a time zone).
    init(_ date: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        (year, month, day) = (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// "9 Feb 1960".
    var text: String { "\(day) \(DateText.monthNames[month - 1].prefix(3)) \(year)" }

    /// Whole years from this day to `later`.
    func years(until later: CivilDay) -> Int {
        later.year - year - ((later.month, later.day) < (month, day) ? 1 : 0)
    }

    static func < (left: CivilDay, right: CivilDay) -> Bool { (left.year, left.month, left.day) < (right.year, right.month, right.day) }
}
