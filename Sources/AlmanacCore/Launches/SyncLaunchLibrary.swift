import Foundation

/// Refreshes Launch Library 2's lists: the upcoming one whole on every refresh, the previous one
/// (long, rarely changing) less often (the refresher: `previousAgeFactor` times the upcoming
/// list's age) and only what changed since its last complete fetch. Each fetch is checked before anything is stored, and a failure leaves
/// the store as it was.
///
/// The request budget: the upcoming list of SpaceX launches is one page (limit 100), the previous
/// list one page when incremental. At the default hourly refresh that is 24 + 4 requests a day,
/// against a free tier of about 15 an hour.
public struct SyncLaunchLibrary: Sendable {
    /// The previous list is refreshed when older than this many upcoming intervals.
    public static let previousAgeFactor = 6

    private let source: any LaunchLibrarySource
    private let store: any LaunchStore
    private let now: Now

    public init(source: any LaunchLibrarySource, store: any LaunchStore, now: Now = .system) {
        self.source = source
        self.store = store
        self.now = now
    }

    public struct Summary: Hashable, Sendable {
        public var launches: [LaunchLibraryList: Int] = [:]
        public var skipped = 0
        public var incomplete: [LaunchLibraryList] = []
        public var origin: Origin?

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

    /// Fetches the upcoming list, and the previous list when it was never fetched or is older
    /// than `previousMaxAge` (nil: fetch it too).
    @discardableResult
    public func callAsFunction(previousMaxAge: Duration? = nil) async throws -> Summary {
        var summary = Summary()
        for list in LaunchLibraryList.allCases {
            let state = try await store.launchLibraryState(list)
            if list == .previous, let previousMaxAge, let refreshed = state.refreshedAt,
                now().timeIntervalSince(refreshed) < previousMaxAge.seconds
            {
                continue
            }
            // The upcoming list is short: always whole, so a launch's every change shows.
            let since = list == .previous ? state.updatedThrough : nil
            let fetch = try await source.fetch(list, updatedSince: since)
            // The budget was spent before the list began: it stays due for the next refresh.
            if !fetch.isComplete, fetch.entries.isEmpty {
                summary.incomplete.append(list)
                continue
            }
            try fetch.validate()
            let newest = fetch.entries.compactMap(\.launch.launchLibrary?.lastUpdated).max()
            let through = fetch.isComplete ? [since, newest].compactMap { $0 }.max() : since
            try await store.saveLaunchLibrary(fetch, updatedThrough: through, refreshedAt: now())
            summary.launches[list] = fetch.entries.count
            summary.skipped += fetch.skippedReasons.count
            if !fetch.isComplete { summary.incomplete.append(list) }
            summary.origin = fetch.origin
        }
        return summary
    }
}
