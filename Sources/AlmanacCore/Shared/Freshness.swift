import Foundation

/// When and from where a dataset was last refreshed, so every screen can say how old its data is.
public struct Freshness: Hashable, Sendable {
    public let dataset: DatasetID
    public let refreshedAt: Date
    public let origin: Origin

    public init(dataset: DatasetID, refreshedAt: Date, origin: Origin) {
        self.dataset = dataset
        self.refreshedAt = refreshedAt
        self.origin = origin
    }
}
