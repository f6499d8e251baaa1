import Foundation

/// Refreshes Launch Library 2's lists: the upcoming one whole on every refresh; the previous one
/// (every launch since 1957, some 75 pages) newest first, page by page within the request budget
/// and on from where the last refresh stopped (`LaunchLibraryListState.backfillBefore`), then,
/// once whole, less often (`previousAgeFactor` times the upcoming list's age) and only what
/// changed since. Each fetch is checked before anything is stored, and a failure leaves the
/// store as it was.
///
/// The request budget (`--ll2-requests-per-hour`, 10 by default against a free tier of about 15):
/// the upcoming list of every provider is a few pages an hour; the backfill takes what is left,
/// so the whole history arrives within a day or two of a first start, and never again after.
public struct SyncLaunchLibrary: Sendable {
    /// The previous list is refreshed when older than this many upcoming intervals.
    public static let previousAgeFactor = 6

    private let source: any LaunchLibrarySource
    private let store: any LaunchStore
    private let now: Now
    private let dating: Dating

    /// When what a sync stores is said to be from (the lists' refresh and the dataset's freshness).
    public enum Dating: Sendable {
        /// When it was fetched: a refresh.
        case fetched
        /// The newest change among the launches read, never later than now: a snapshot's import,
        /// dated by its own data as a weather snapshot is by its forecasts, so its pages say how
        /// old it is rather than when it was imported, and a server seeded from an old snapshot
        /// refreshes it at once.
        case newestChange
    }

    public init(source: any LaunchLibrarySource, store: any LaunchStore, now: Now = .system, dating: Dating = .fetched) {
        self.source = source
        self.store = store
        self.now = now
        self.dating = dating
    }

    public struct Summary: Hashable, Sendable {
        public var launches: [LaunchLibraryList: Int] = [:]
        public var skipped = 0
        public var incomplete: [LaunchLibraryList] = []
        public var origin: Origin?
        /// When the stored lists are said to be from, where that is not when they were read: a
        /// snapshot dated by its newest change (`Dating.newestChange`).
        public var dataTime: Date?

        /// "51 upcoming, 215 previous".
        public var countsText: String {
            let counts = LaunchLibraryList.allCases.compactMap { list in launches[list].map { "\($0) \(list.rawValue)" } }
            var text = counts.isEmpty ? "nothing due" : counts.joined(separator: ", ")
            if skipped > 0 { text += " (\(skipped) unreadable, skipped)" }
            if !incomplete.isEmpty {
                text += "; request budget spent before the end of \(incomplete.map(\.rawValue).joined(separator: " and ")), continued next time"
            }
            return text
        }

        public var text: String { "Launch Library 2: \(countsText)" + (origin.map { " from \($0.location)" } ?? "") }
    }

    /// Fetches the upcoming list, and the previous list when it was never fetched whole, or when
    /// it is older than `previousMaxAge` (nil: fetch it too).
    @discardableResult
    public func callAsFunction(previousMaxAge: Duration? = nil) async throws -> Summary {
        var summary = Summary()
        var newestChange: Date?
        for list in LaunchLibraryList.allCases {
            var state = try await store.launchLibraryState(list)
            // Other providers followed than those the list was fetched for (`--ll2-providers`
            // changed): the previous list is fetched again from its newest, as on a first start,
            // or the newly followed providers' history would never come.
            if state.providers != source.providers { state = LaunchLibraryListState(refreshedAt: nil, updatedThrough: nil) }
            let backfilling = list == .previous ? state.backfillBefore : nil
            if list == .previous, backfilling == nil, let previousMaxAge, let refreshed = state.refreshedAt,
                now().timeIntervalSince(refreshed) < previousMaxAge.seconds
            {
                continue
            }
            // The upcoming list is short: always whole, so a launch's every change shows.
            let since = list == .previous && backfilling == nil ? state.updatedThrough : nil
            let startedAt = now()
            let fetch = try await source.fetch(list, updatedSince: since, before: backfilling)
            // The budget was spent before the list began: it stays due for the next refresh.
            if !fetch.isComplete, fetch.entries.isEmpty {
                summary.incomplete.append(list)
                continue
            }
            try fetch.validate()
            let (through, before) = Self.progress(of: fetch, state: state, since: since, backfilling: backfilling, startedAt: startedAt)
            let readAt = now()
            var storedAt = readAt
            if dating == .newestChange {
                // Both lists are from one snapshot: the newest change in either dates it. One
                // dated ahead of the clock leaves the import's own time.
                let newestHere = fetch.entries.lazy.compactMap(\.launch.launchLibrary?.lastUpdated).max()
                newestChange = [newestChange, newestHere].compactMap { $0 }.max()
                storedAt = min(newestChange ?? readAt, readAt)
                summary.dataTime = storedAt < readAt ? storedAt : nil
            }
            try await store.saveLaunchLibrary(fetch, updatedThrough: through, backfillBefore: before, refreshedAt: storedAt)
            summary.launches[list] = fetch.entries.count
            summary.skipped += fetch.skippedReasons.count
            if !fetch.isComplete { summary.incomplete.append(list) }
            summary.origin = fetch.origin
        }
        return summary
    }

    /// Where the list stands after `fetch`: what the next incremental fetch asks from, and where
    /// a backfill goes on (nil once the list came whole).
    private static func progress(
        of fetch: LaunchLibraryFetch, state: LaunchLibraryListState, since: Date?, backfilling: Date?, startedAt: Date
    ) -> (updatedThrough: Date?, backfillBefore: Date?) {
        let oldest = fetch.entries.map(\.launch.date).min()
        if let backfilling {
            // Backfilling: the watermark stays when the backfill began.
            return (state.updatedThrough, fetch.isComplete ? nil : min(oldest ?? backfilling, backfilling))
        }
        if fetch.isComplete {
            let newest = fetch.entries.compactMap(\.launch.launchLibrary?.lastUpdated).max()
            return ([since, newest].compactMap { $0 }.max(), nil)
        }
        // An incremental fetch cut short asks again from the same point next time.
        if let since { return (since, nil) }
        // A first fetch cut short of the previous list starts the backfill: what changes from
        // now on (an hour's grace for the two clocks) is asked for once it is done.
        guard fetch.list == .previous else { return (nil, nil) }
        return (startedAt.addingTimeInterval(-3600), oldest)
    }
}
