import Foundation

/// What is next: launches still called upcoming whose planned period (the hour, day, month,
/// quarter… of their date) is not over, soonest first, those known to the day or better before
/// the vague ones. The home page's next launch, the calendar feed and `almanac launches
/// --upcoming` all ask this.
public struct UpcomingLaunches: Sendable {
    private let store: any LaunchStore
    private let browse: BrowseLaunches

    public init(store: any LaunchStore) {
        self.store = store
        browse = BrowseLaunches(store: store)
    }

    /// At most `limit` (up to 100) launches, soonest first; `links` narrow them as the launches
    /// list's link filters do (a rocket, a pad, by id or name).
    public func callAsFunction(after now: Date, limit: Int = 100, links: [LaunchLink: String] = [:]) async throws -> [BrowseLaunches.Row] {
        let query = LaunchQuery(
            period: .months(from: Self.earliestMonth(before: now), to: nil), outcome: .upcoming, links: links, sort: .ascending,
            page: try PageRequest(page: 1, limit: PageRequest.maximumLimit), asOf: now
        )
        let rows = try await browse(query).items.filter { Self.isStillAhead($0.launch.date, $0.launch.datePrecision, at: now) }
        return Array(rows.prefix(limit))
    }

    /// The first of them (the launches page's and the home page's "next launch" card), found in
    /// the timeline the store keeps decoded per refresh rather than by a query and a sort of its
    /// own: what `callAsFunction(after: now, limit: 1)` gives.
    public func first(after now: Date) async throws -> BrowseLaunches.Row? {
        let timeline = try await store.timeline()
        let earliest =
            Self.earliestMonth(before: now).flatMap { Calendar.utc.date(from: DateComponents(year: $0.year, month: $0.month)) } ?? .distantPast
        // The timeline is in date order; the upcoming order puts vague dates last. The loop reads
        // three stored fields of each launch in place (a closure over the launches, or a launch
        // passed whole, copied each of the timeline's hundreds: a tenth of a first-time launches
        // page) and tests the cheapest first: most of the timeline has flown. (A launch called
        // upcoming whose period is not over is listed as upcoming: its result, due at that
        // period's end, is not late.)
        var (next, firstVague): (Int?, Int?) = (nil, nil)
        for index in timeline.indices {
            let (isUpcoming, date, precision) = (timeline[index].isUpcoming, timeline[index].date, timeline[index].datePrecision)
            guard isUpcoming, date >= earliest else { continue }
            if precision.isKnownToTheDay {
                if Self.isStillAhead(date, precision, at: now) {
                    next = index
                    break
                }
            } else if firstVague == nil, Self.isStillAhead(date, precision, at: now) {
                firstVague = index
            }
        }
        guard let index = next ?? firstVague else { return nil }
        let launch = timeline[index]
        guard let rocketID = launch.rocketID else { return BrowseLaunches.Row(launch: launch, rocket: nil) }
        let rocket = try await store.launchReferences().rockets.first { $0.id == rocketID }
        return BrowseLaunches.Row(launch: launch, rocket: rocket.map(RocketReference.init))
    }

    /// From January of last year: a launch planned "for the year" may be dated at its start (the
    /// SpaceX API's way) and still be ahead.
    private static func earliestMonth(before now: Date) -> YearMonth? {
        YearMonth(year: Calendar.utc.component(.year, from: now) - 1, month: 1)
    }

    /// A launch of `date` and `precision` is not yet past the end of its planned period.
    private static func isStillAhead(_ date: Date, _ precision: DatePrecision, at now: Date) -> Bool {
        precision.latestTime(for: date) >= now
    }
}
