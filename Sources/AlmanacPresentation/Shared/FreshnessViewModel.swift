import AlmanacCore
import Foundation

/// How fresh a dataset is, in words for a footer and in fields for the API's `meta`.
public struct FreshnessViewModel: Hashable, Sendable, Encodable {
    /// ISO 8601 UTC, or nil when the dataset was never loaded.
    public let refreshedAt: String?
    /// The base URL or snapshot path the data came from.
    public let origin: String?
    /// `upstream` or `snapshot`.
    public let originKind: String?
    /// "SpaceX data from snapshot /data/snap, refreshed 3 hours ago (21 Nov 2026 14:02 UTC)".
    public let text: String

    public init(_ freshness: Freshness?, datasetName: String, environment: PresentationEnvironment) {
        guard let freshness else {
            refreshedAt = nil
            origin = nil
            originKind = nil
            text = "No \(datasetName) data has been loaded yet."
            return
        }
        refreshedAt = DateText.iso8601(freshness.refreshedAt)
        origin = freshness.origin.location
        originKind = freshness.origin.kind.rawValue
        let source = switch freshness.origin.kind {
        case .upstream: "from \(freshness.origin.location)"
        case .snapshot: "from snapshot \(freshness.origin.location)"
        }
        let age = DateText.age(of: freshness.refreshedAt, now: environment.now())
        let when = DateText.timestamp(freshness.refreshedAt, in: environment.calendar)
        text = "\(datasetName) data \(source), refreshed \(age) (\(when))."
    }
}
