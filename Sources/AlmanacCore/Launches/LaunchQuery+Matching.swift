import Foundation

/// The query's rules over plain values: the reference the in-memory store uses, and what the
/// SQLite store's SQL must agree with (a test checks both against each other).
extension LaunchQuery {
    /// Whether a launch passes every filter; `linkIDs` are the link filters already resolved to ids.
    public func matches(_ launch: Launch, linkIDs: [LaunchLink: String]) -> Bool {
        if let keys = period.monthKeys, !keys.contains(Launch.monthKey(of: launch.date)) { return false }
        if let outcome, launch.outcome != outcome { return false }
        if let search, !launch.name.foldedForSearch.contains(search.foldedForSearch) { return false }
        return linkIDs.allSatisfy { link, id in link.id(of: launch) == id }
    }

    /// Orders launches by date, then flight number, in the query's direction.
    public func sorted(_ launches: [Launch]) -> [Launch] {
        launches.sorted { lhs, rhs in
            let ascending = (lhs.date, lhs.flightNumber) < (rhs.date, rhs.flightNumber)
            let descending = (lhs.date, lhs.flightNumber) > (rhs.date, rhs.flightNumber)
            return sort == .ascending ? ascending : descending
        }
    }
}

extension Launch {
    /// `YYYYMM` of a date in UTC: launches are filed by their UTC month and year.
    public static func monthKey(of date: Date) -> Int {
        let parts = Calendar.utc.dateComponents([.year, .month], from: date)
        return (parts.year ?? 0) * 100 + (parts.month ?? 0)
    }

    /// The UTC calendar year of the launch.
    public var year: Int { Launch.monthKey(of: date) / 100 }
}

extension Calendar {
    /// A Gregorian calendar fixed to UTC.
    public static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
        return calendar
    }()
}
