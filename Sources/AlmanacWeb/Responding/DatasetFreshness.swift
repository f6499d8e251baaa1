import AlmanacCore
import Foundation

/// Each dataset's freshness as pages and answers state it, read from the store at most once per
/// `lifetime` however many requests ask, so a refresh done by another instance shows within
/// that time; one this process committed shows at once (`DatasetStore.writesCommittedHere`).
struct DatasetFreshness: Sendable {
    private let store: any DatasetStore
    private let caches: [DatasetID: ShortLivedValue]

    init(store: any DatasetStore, lifetime: Duration) {
        self.store = store
        caches = Dictionary(uniqueKeysWithValues: DatasetID.allCases.map { ($0, ShortLivedValue(lifetime: lifetime)) })
    }

    /// A dataset's freshness; nil when it was never loaded.
    func of(_ dataset: DatasetID) async throws -> Freshness? {
        guard let cache = caches[dataset] else { return try await store.freshness(of: dataset) }
        // A write this process committed is seen at once; another instance's within the lifetime.
        return try await cache.value(generation: store.writesCommittedHere(to: dataset)) { try await store.freshness(of: dataset) }
    }

    /// Read now, not from the short-lived copy: after a request that stored what it fetched.
    func current(_ dataset: DatasetID) async throws -> Freshness? {
        try await store.freshness(of: dataset)
    }

    /// When the datasets shown with `dataset` (`DatasetID.shownWith`) were refreshed, for cache
    /// keys: a page or answer built from them is stale once any of them changes.
    func shownWithVersion(of dataset: DatasetID?) async throws -> [Double?] {
        guard let dataset else { return [] }
        var versions: [Double?] = []
        for other in dataset.shownWith { versions.append(try await of(other)?.refreshedAt.timeIntervalSince1970) }
        return versions
    }
}
