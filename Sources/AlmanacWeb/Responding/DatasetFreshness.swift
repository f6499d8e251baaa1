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

/// Every dataset's freshness at one moment, with each dataset's version then (`DataVersions`):
/// what every kept answer, drawing and encoding is keyed by.
struct FreshnessTable: Sendable {
    /// The datasets ever loaded; a scan of five compares five tags, where a dictionary would hash.
    private let loaded: [Freshness?]
    /// Every dataset's version, in `DatasetID.allCases` order.
    let versions: [ChangeStamp]

    /// `freshness` and `versions` in `DatasetID.allCases` order. Without versions (a store that
    /// could not tell them, or a test's table) each dataset's refresh time stands for its version.
    init(_ freshness: [Freshness?], versions: [ChangeStamp]? = nil) {
        loaded = freshness
        self.versions =
            versions
            ?? DatasetID.allCases.indices.map { index in
                let time = freshness.indices.contains(index) ? freshness[index]?.refreshedAt.timeIntervalSince1970 : nil
                return ChangeStamp(epoch: ChangeStamp.refreshTime, count: Int64(bitPattern: time?.bitPattern ?? 0))
            }
    }

    subscript(dataset: DatasetID) -> Freshness? {
        for freshness in loaded where freshness?.dataset == dataset { return freshness }
        return nil
    }

    /// The dataset's version.
    func version(of dataset: DatasetID) -> ChangeStamp {
        versions[DatasetID.allCases.firstIndex(of: dataset) ?? 0]
    }

    /// The versions of the datasets shown with `dataset` (`DatasetID.shownWith`), for cache keys:
    /// a page or answer built from them is stale once any of them changes.
    func shownWithVersions(of dataset: DatasetID?) -> [ChangeStamp] {
        dataset?.shownWith.map(version(of:)) ?? []
    }

    /// The versions of what a personal page or answer shows, for its key: the dataset it states
    /// (`stated`, its footer's or `meta`'s), those shown with it and those it draws records from
    /// (`drawnFrom`), in `DatasetID.allCases` order. A change of any other leaves the kept answer
    /// as it is.
    func versions(stating stated: DatasetID?, drawnFrom: [DatasetID]) -> [ChangeStamp] {
        var shown: [ChangeStamp] = []
        for (dataset, version) in zip(DatasetID.allCases, versions)
        where dataset == stated || drawnFrom.contains(dataset) || stated?.shownWith.contains(dataset) == true {
            shown.append(version)
        }
        return shown
    }
}
