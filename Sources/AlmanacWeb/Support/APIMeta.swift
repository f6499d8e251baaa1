import AlmanacCore
import AlmanacPresentation
import Foundation

/// `meta` of every API response: the dataset's freshness, the time zone used, paging for lists.
struct APIMeta: Encodable, Sendable {
    let dataset: String
    let refreshedAt: String?
    let origin: String?
    let originKind: String?
    /// The latest refresh failed (this is the last good data) or the data is older than its
    /// refresh interval.
    let stale: Bool
    /// Why the latest refresh failed, while it is failing.
    let lastError: String?
    let timeZone: String
    var page: Int? = nil
    var limit: Int? = nil
    var total: Int? = nil

    init(freshness: Freshness?, dataset: DatasetID, timeZone: String, maxAge: Duration? = nil, now: Date = Date()) {
        self.dataset = dataset.rawValue
        refreshedAt = freshness.map { DateText.iso8601($0.refreshedAt) }
        // In words a client may show (a host or "a snapshot of …"), never a server folder.
        origin = freshness.map { OriginText.words($0.origin, loadedAt: $0.refreshedAt, in: Self.utc) }
        originKind = freshness?.origin.kind.rawValue
        stale = freshness?.isStale(maxAge: maxAge, at: now) ?? false
        lastError = freshness?.currentFailure.map { PublicText.withoutLocations($0.reason) }
        self.timeZone = timeZone
    }

    /// A snapshot's day in the API is the UTC day, like every time it gives.
    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar
    }()

    /// The same meta with a list page's position and the list's true total.
    func paged(page: Int, limit: Int, total: Int) -> APIMeta {
        var meta = self
        (meta.page, meta.limit, meta.total) = (page, limit, total)
        return meta
    }
}

/// `meta` with fields of one endpoint added beside the shared ones (a search's `source`,
/// `notice`, …): both encode into the same JSON object.
struct ExtendedMeta: Encodable, Sendable {
    let base: any Encodable & Sendable
    let extra: any Encodable & Sendable

    func encode(to encoder: any Encoder) throws {
        try base.encode(to: encoder)
        try extra.encode(to: encoder)
    }
}
