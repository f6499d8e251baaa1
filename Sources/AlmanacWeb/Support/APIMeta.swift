import AlmanacCore
import AlmanacPresentation
import Foundation

/// `meta` of every API response: the dataset's freshness, the time zone used, paging for lists,
/// and the freshness of each dataset shown with it (a launch list's Launch Library 2 beside the
/// SpaceX API), so a client can say how old every part of the answer is, as the page's footers do.
struct APIMeta: Encodable, Sendable {
    /// The stated dataset's freshness, at the top of `meta`.
    let state: DatasetState
    let timeZone: String
    var page: Int? = nil
    var limit: Int? = nil
    var total: Int? = nil
    /// The other datasets whose records the answer shows (`DatasetID.shownWith`), each as stated.
    let shownWith: [DatasetState]?

    /// One dataset's freshness as `meta` states it.
    struct DatasetState: Encodable, Sendable {
        let dataset: String
        let refreshedAt: String?
        let origin: String?
        let originKind: String?
        /// The latest refresh failed (this is the last good data) or the data is older than its
        /// refresh interval.
        let stale: Bool
        /// Why the latest refresh failed, while it is failing.
        let lastError: String?

        init(_ dataset: DatasetID, freshness: Freshness?, maxAge: Duration?, now: Date) {
            self.dataset = dataset.rawValue
            refreshedAt = freshness.map { DateText.iso8601($0.refreshedAt) }
            // In words a client may show (a host or "a snapshot of …"), never a server folder.
            origin = freshness.map { OriginText.words($0.origin, loadedAt: $0.refreshedAt, in: APIMeta.utc) }
            originKind = freshness?.origin.kind.rawValue
            stale = freshness?.isStale(maxAge: maxAge, at: now) ?? false
            lastError = freshness?.currentFailure.map { PublicText.withoutLocations($0.reason) }
        }
    }

    /// - Parameters:
    ///   - freshness: each dataset's freshness now (nil: never loaded); asked for `dataset` and
    ///     those shown with it.
    ///   - maxAge: how old each dataset may get before it is stale.
    init(
        dataset: DatasetID, timeZone: String, now: Date = Date(), maxAge: (DatasetID) -> Duration? = { _ in nil },
        freshness: (DatasetID) -> Freshness?
    ) {
        state = DatasetState(dataset, freshness: freshness(dataset), maxAge: maxAge(dataset), now: now)
        let shown = dataset.shownWith.map { DatasetState($0, freshness: freshness($0), maxAge: maxAge($0), now: now) }
        shownWith = shown.isEmpty ? nil : shown
        self.timeZone = timeZone
    }

    private enum CodingKeys: String, CodingKey { case timeZone, page, limit, total, shownWith }

    func encode(to encoder: any Encoder) throws {
        try state.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encodeIfPresent(page, forKey: .page)
        try container.encodeIfPresent(limit, forKey: .limit)
        try container.encodeIfPresent(total, forKey: .total)
        try container.encodeIfPresent(shownWith, forKey: .shownWith)
    }

    /// A snapshot's day in the API is the UTC day, like every time it gives.
    fileprivate static let utc: Calendar = {
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
