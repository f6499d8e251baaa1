import Foundation

/// What is next: launches still called upcoming whose planned period (the hour, day, month,
/// quarter… of their date) is not over, soonest first, those known to the day or better before
/// the vague ones. The home page's next launch, the calendar feed and `almanac launches
/// --upcoming` all ask this.
public struct UpcomingLaunches: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    /// At most `limit` (up to 100) launches, soonest first; `links` narrow them as the launches
    /// list's link filters do (a rocket, a pad, by id or name).
    ///
    /// Found in the timeline the store keeps decoded per refresh, reading a few stored fields of
    /// each launch in place and copying only the launches returned: asking the launches list for
    /// every launch called upcoming since last January, then dropping those whose period is over,
    /// copied each of them three times over and was most of a first-time calendar feed. (A
    /// launch called upcoming whose period is not over is listed as upcoming: its result, due at
    /// that period's end, is not late.)
    public func callAsFunction(after now: Date, limit: Int = 100, links: [LaunchLink: String] = [:]) async throws -> [BrowseLaunches.Row] {
        let limit = min(max(limit, 0), PageRequest.maximumLimit)
        let references = try await store.launchReferences()
        var linkIDs: [LaunchLink: String] = [:]
        for (link, text) in links { linkIDs[link] = try references.resolve(text, for: link) }
        let timeline = try await store.timeline()
        let earliest = Self.earliestMonth(before: now)?.start ?? .distantPast
        // The timeline is in date order (the launches before `earliest`, most of it, are
        // skipped by halving); the upcoming order puts vague dates last.
        var (known, vague): ([Int], [Int]) = ([], [])
        for index in Self.firstIndex(in: timeline, notBefore: earliest)..<timeline.endIndex where known.count < limit {
            let (isUpcoming, date, precision) = (timeline[index].isUpcoming, timeline[index].date, timeline[index].datePrecision)
            guard isUpcoming, date >= earliest, precision.mayStillHappen(date, at: now) else { continue }
            guard linkIDs.allSatisfy({ link, id in link.ids(of: timeline[index]).contains(id) }) else { continue }
            if precision.isKnownToTheDay {
                known.append(index)
            } else if vague.count < limit {
                vague.append(index)
            }
        }
        // Each row's rocket as the launches list names it (`LaunchReferences.rocket(id:)`, made
        // once per refresh), for the few launches returned.
        return (known + vague).prefix(limit).map { index in
            let launch = timeline[index]
            return BrowseLaunches.Row(launch: launch, rocket: launch.rocketID.flatMap(references.rocket(id:)))
        }
    }

    /// The position of the first launch dated `date` or later in `timeline` (in date order).
    static func firstIndex(in timeline: [Launch], notBefore date: Date) -> Int {
        var (low, high) = (timeline.startIndex, timeline.endIndex)
        while low < high {
            let middle = low + (high - low) / 2
            if timeline[middle].date < date { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first of them: the launches page's and the home page's "next launch" card.
    public func first(after now: Date) async throws -> BrowseLaunches.Row? {
        try await callAsFunction(after: now, limit: 1).first
    }

    /// From January of last year: a launch planned "for the year" may be dated at its start (the
    /// SpaceX API's way) and still be ahead.
    private static func earliestMonth(before now: Date) -> YearMonth? {
        YearMonth(utc: now).flatMap { YearMonth(year: $0.year - 1, month: 1) }
    }
}
