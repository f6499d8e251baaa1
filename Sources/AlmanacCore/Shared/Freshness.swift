import Foundation

/// When and from where a dataset was last refreshed, so every screen can say how old its data is.
public struct Freshness: Hashable, Sendable {
    public let dataset: DatasetID
    public let refreshedAt: Date
    public let origin: Origin
    /// The most recent refresh that failed, if any (before or after `refreshedAt`).
    public let lastFailure: RefreshFailure?

    public init(dataset: DatasetID, refreshedAt: Date, origin: Origin, lastFailure: RefreshFailure? = nil) {
        self.dataset = dataset
        self.refreshedAt = refreshedAt
        self.origin = origin
        self.lastFailure = lastFailure
    }

    /// The latest refresh failed: what is shown is the last good data, not the upstream's.
    public var isFailing: Bool { currentFailure != nil }

    /// The latest failure while it is newer than the data (nil once a refresh succeeded since).
    public var currentFailure: RefreshFailure? { lastFailure.flatMap { $0.at > refreshedAt ? $0 : nil } }

    /// What is shown may be out of date: the latest refresh failed, or the data is older than
    /// `maxAge` (its refresh interval, when one is known).
    public func isStale(maxAge: Duration?, at now: Date) -> Bool {
        isFailing || maxAge.map { now.timeIntervalSince(refreshedAt) > $0.seconds } ?? false
    }
}
