import Foundation

/// Refreshes the SpaceX dataset from a source (upstream API or snapshot directory): fetch and
/// decode everything, validate, then replace the stored dataset in one transaction. A failure at
/// any step leaves the stored data exactly as it was.
public struct SyncSpaceX: Sendable {
    private let source: any LaunchSource
    private let store: any LaunchStore
    private let now: Now

    public init(source: any LaunchSource, store: any LaunchStore, now: Now = .system) {
        self.source = source
        self.store = store
        self.now = now
    }

    /// Counts of what was stored, for the caller to report.
    public struct Summary: Hashable, Sendable {
        public let launches: Int
        public let rockets: Int
        public let launchpads: Int
        public let origin: Origin
    }

    @discardableResult
    public func callAsFunction() async throws -> Summary {
        let download = try await source.fetchCatalog()
        try download.catalog.validate()
        try await store.replaceSpaceX(with: download, refreshedAt: now())
        let catalog = download.catalog
        return Summary(
            launches: catalog.launches.count, rockets: catalog.rockets.count,
            launchpads: catalog.launchpads.count, origin: download.origin
        )
    }
}
