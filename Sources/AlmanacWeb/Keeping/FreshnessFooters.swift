import AlmanacCore
import AlmanacPresentation
import Foundation
import Synchronization

/// The footers' freshness in words, said once and kept while nothing they say can change: the
/// dataset's freshness, its refresh state, the viewer's zone and the ages in the text ("3 minutes
/// ago"). Saying them formats dates in the viewer's calendar, on every page, for words that
/// change once a minute at most.
final class FreshnessFooters: Sendable {
    /// Everything a footer's words are said from: equal keys say the same words, so a kept page
    /// is found by the keys of its footers without saying them (`PageKey`).
    struct Key: Hashable, Sendable {
        let freshness: Freshness?
        let dataset: DatasetID
        let zone: String
        let canRefresh: Bool
        let isRefreshing: Bool
        /// The ages in the words ("3 minutes ago") at the moment the key was taken.
        let ages: [DateText.Age]

        init(freshness: Freshness?, dataset: DatasetID, zone: String, canRefresh: Bool, isRefreshing: Bool, at moment: Date) {
            (self.freshness, self.dataset, self.zone) = (freshness, dataset, zone)
            (self.canRefresh, self.isRefreshing) = (canRefresh, isRefreshing)
            ages = FreshnessViewModel.ages(of: freshness, at: moment)
        }

        /// Hashed without the freshness's strings (its origin, a failure's reason): two keys of
        /// one dataset, zone and state differ by their refresh times far more often than by
        /// those, and `==` still compares them.
        func hash(into hasher: inout Hasher) {
            hasher.combine(dataset)
            hasher.combine(zone)
            hasher.combine(canRefresh)
            hasher.combine(isRefreshing)
            hasher.combine(ages)
            hasher.combine(freshness?.refreshedAt)
            hasher.combine(freshness?.lastFailure?.at)
        }
    }

    /// Enough for every dataset, state and zone in use at once; a hostile spread of zones empties
    /// it rather than growing it.
    private static let limit = 1024
    private let kept = Mutex<[Key: FreshnessViewModel]>([:])

    /// The words of `key`'s footer, said at `moment` (the moment its ages were taken at) in
    /// `environment` (whose zone is the key's).
    func footer(_ key: Key, environment: PresentationEnvironment, at moment: Date) -> FreshnessViewModel {
        if let said = kept.withLock({ $0[key] }) { return said }
        let said = FreshnessViewModel(
            key.freshness, dataset: key.dataset, environment: environment, canRefresh: key.canRefresh, isRefreshing: key.isRefreshing,
            at: moment)
        kept.withLock { kept in
            if kept.count >= Self.limit { kept.removeAll(keepingCapacity: true) }
            kept[key] = said
        }
        return said
    }
}
