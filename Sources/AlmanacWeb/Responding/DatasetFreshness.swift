import AlmanacCore
import Foundation

/// Every dataset's freshness as pages and answers state it: read from the store only when its
/// change stamp moved (`DataVersions`), so a refresh by this or another instance shows in the
/// next answer. One copy holds every dataset: a request asks once, however many it states.
struct DatasetFreshness: Sendable {
    private let store: any DatasetStore
    private let versions: DataVersions

    init(store: any DatasetStore, versions: DataVersions) {
        self.store = store
        self.versions = versions
    }

    /// Every dataset's freshness now.
    func table() async throws -> FreshnessTable {
        try await versions.freshnessTable()
    }

    /// A dataset's freshness; nil when it was never loaded.
    func of(_ dataset: DatasetID) async throws -> Freshness? {
        try await table()[dataset]
    }

    /// Read now, not from the kept copy: after a request that stored what it fetched.
    func current(_ dataset: DatasetID) async throws -> Freshness? {
        try await store.freshness(of: dataset)
    }
}

/// Every dataset's freshness at one moment.
struct FreshnessTable: Sendable {
    /// The datasets ever loaded; a scan of five compares five tags, where a dictionary would hash.
    private let loaded: [Freshness]
    /// Every dataset's exact refresh time, in `DatasetID.allCases` order, for the keys of answers
    /// that may show any of them: two refreshes within one second differ.
    let refreshTimes: [Double?]

    /// `freshness` in `DatasetID.allCases` order.
    init(_ freshness: [Freshness?]) {
        loaded = freshness.compactMap { $0 }
        refreshTimes = freshness.map { $0?.refreshedAt.timeIntervalSince1970 }
    }

    subscript(dataset: DatasetID) -> Freshness? {
        loaded.first { $0.dataset == dataset }
    }

    /// The refresh times of the datasets shown with `dataset` (`DatasetID.shownWith`), for cache
    /// keys: a page or answer built from them is stale once any of them changes.
    func shownWithRefreshTimes(of dataset: DatasetID?) -> [Double?] {
        dataset?.shownWith.map { self[$0]?.refreshedAt.timeIntervalSince1970 } ?? []
    }

    /// The refresh times of what a personal page or answer shows, for its key: the dataset it
    /// states (`stated`, its footer's or `meta`'s), those shown with it and those it draws
    /// records from (`drawnFrom`), in `DatasetID.allCases` order. A refresh of any other leaves
    /// the kept answer as it is.
    func refreshTimes(stating stated: DatasetID?, drawnFrom: [DatasetID]) -> [Double?] {
        var times: [Double?] = []
        for (dataset, time) in zip(DatasetID.allCases, refreshTimes)
        where dataset == stated || drawnFrom.contains(dataset) || stated?.shownWith.contains(dataset) == true {
            times.append(time)
        }
        return times
    }
}
