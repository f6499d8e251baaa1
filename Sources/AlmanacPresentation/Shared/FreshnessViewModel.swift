import AlmanacCore
import Foundation

/// How fresh a dataset is, in words for a footer and in fields for the API's `meta`.
public struct FreshnessViewModel: Hashable, Sendable, Encodable {
    /// The dataset (`spacex` in JSON), for the footer's "refresh now" form.
    public let dataset: DatasetID
    /// ISO 8601 UTC, or nil when the dataset was never loaded.
    public let refreshedAt: String?
    /// Where the data came from in words a viewer may see (`OriginText`): a host, "a local
    /// mirror" or "a snapshot of 21 Nov 2026".
    public let origin: String?
    /// `upstream` or `snapshot`.
    public let originKind: String?
    /// "SpaceX data from a snapshot of 21 Nov 2026, refreshed 3 hours ago (21 Nov 2026 14:02 UTC)", or
    /// when the latest refresh failed "Showing saved SpaceX data from 21 Nov 2026 14:02 UTC …".
    public let text: String
    /// The latest refresh failed: the page shows the last good data.
    public let isFailing: Bool
    /// Why it failed, when it did.
    public let failure: String?
    /// The page may offer "refresh now" (a server with a background refresher).
    public let canRefresh: Bool
    /// A refresh is under way.
    public let isRefreshing: Bool

    /// - Parameter moment: when it is said; the environment's now unless given.
    public init(
        _ freshness: Freshness?, dataset: DatasetID, environment: PresentationEnvironment,
        canRefresh: Bool = false, isRefreshing: Bool = false, at moment: Date? = nil
    ) {
        self.dataset = dataset
        self.canRefresh = canRefresh
        self.isRefreshing = isRefreshing
        let datasetName = dataset.displayName
        guard let freshness else {
            refreshedAt = nil
            origin = nil
            originKind = nil
            isFailing = false
            failure = nil
            text = "No \(datasetName) data has been loaded yet."
            return
        }
        refreshedAt = DateText.iso8601(freshness.refreshedAt)
        let words = OriginText.words(freshness.origin, loadedAt: freshness.refreshedAt, in: environment.calendar)
        origin = words
        originKind = freshness.origin.kind.rawValue
        isFailing = freshness.isFailing
        failure = freshness.currentFailure.map { PublicText.withoutLocations($0.reason) }
        let source = "from \(words)"
        let ages = Self.ages(of: freshness, at: moment ?? environment.now())
        let age = ages.first?.words ?? ""
        let when = DateText.timestamp(freshness.refreshedAt, in: environment.calendar)
        if let failedAge = ages.dropFirst().first?.words {
            text = "The \(datasetName) upstream is failing (last try \(failedAge)): showing saved data from \(when), \(age), \(source)."
        } else {
            text = "\(datasetName) data \(source), refreshed \(age) (\(when))."
        }
    }

    /// The only words of the text that depend on the moment it is said: how long ago the data
    /// was refreshed and, while failing, the last try was. Two texts of the same freshness, zone
    /// and refresh state said at moments with the same ages are the same (pages keep them by these).
    public static func ages(of freshness: Freshness?, at moment: Date) -> [DateText.Age] {
        guard let freshness else { return [] }
        let refreshed = DateText.Age(of: freshness.refreshedAt, now: moment)
        guard let failedAt = freshness.currentFailure?.at else { return [refreshed] }
        return [refreshed, DateText.Age(of: failedAt, now: moment)]
    }
}
