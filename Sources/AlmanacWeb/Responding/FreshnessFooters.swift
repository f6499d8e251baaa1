import AlmanacCore
import AlmanacPresentation
import Foundation
import Synchronization

/// The footers' freshness in words, said once and kept while nothing they say can change: the
/// dataset's freshness, its refresh state, the viewer's zone and the ages in the text ("3 minutes
/// ago"). Saying them formats dates in the viewer's calendar, about 6% of a kept page's time,
/// for words that change once a minute at most.
final class FreshnessFooters: Sendable {
    private struct Key: Hashable {
        let freshness: Freshness?
        let dataset: DatasetID
        let zone: String
        let canRefresh: Bool
        let isRefreshing: Bool
        let ages: [DateText.Age]

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

    func footer(
        _ freshness: Freshness?, dataset: DatasetID, environment: PresentationEnvironment, canRefresh: Bool, isRefreshing: Bool
    ) -> FreshnessViewModel {
        let moment = environment.now()
        let key = Key(
            freshness: freshness, dataset: dataset, zone: environment.timeZone.identifier, canRefresh: canRefresh,
            isRefreshing: isRefreshing, ages: FreshnessViewModel.ages(of: freshness, at: moment))
        if let said = kept.withLock({ $0[key] }) { return said }
        let said = FreshnessViewModel(
            freshness, dataset: dataset, environment: environment, canRefresh: canRefresh, isRefreshing: isRefreshing, at: moment)
        kept.withLock { kept in
            if kept.count >= Self.limit { kept.removeAll(keepingCapacity: true) }
            kept[key] = said
        }
        return said
    }
}
