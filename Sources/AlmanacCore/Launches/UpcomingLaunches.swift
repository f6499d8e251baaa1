import Foundation

/// What is next: launches still called upcoming whose planned period (the hour, day, month,
/// quarter… of their date) is not over, soonest first, those known to the day or better before
/// the vague ones. The home page's next launch, the calendar feed and `almanac launches
/// --upcoming` all ask this.
public struct UpcomingLaunches: Sendable {
    private let browse: BrowseLaunches

    public init(store: any LaunchStore) { browse = BrowseLaunches(store: store) }

    /// At most `limit` (up to 100) launches, soonest first; `links` narrow them as the launches
    /// list's link filters do (a rocket, a pad, by id or name).
    public func callAsFunction(after now: Date, limit: Int = 100, links: [LaunchLink: String] = [:]) async throws -> [BrowseLaunches.Row] {
        // From January of last year: a launch planned "for the year" may be dated at its start
        // (the SpaceX API's way) and still be ahead.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let year = calendar.component(.year, from: now)
        let query = LaunchQuery(
            period: .months(from: YearMonth(year: year - 1, month: 1), to: nil), outcome: .upcoming, links: links, sort: .ascending,
            page: try PageRequest(page: 1, limit: PageRequest.maximumLimit), asOf: now
        )
        let rows = try await browse(query).items.filter { $0.launch.datePrecision.latestTime(for: $0.launch.date) >= now }
        return Array(rows.prefix(limit))
    }
}
