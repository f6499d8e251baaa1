import Foundation

/// Refreshes the SpaceX dataset from a source (upstream API or snapshot directory): fetch and
/// decode everything (asking the upstream whether the stored bodies are still current), check it
/// against what is stored, then replace the stored dataset in one transaction. A failure at any
/// step leaves the stored data exactly as it was.
public struct SyncSpaceX: Sendable {
    private let source: any LaunchSource
    private let store: any LaunchStore
    private let now: Now
    private let checksAgainstStored: Bool

    /// - Parameter checksAgainstStored: refuse a download that empties, halves or renumbers a
    ///   stored collection (an upstream gone wrong); an import the user asked for skips it.
    public init(source: any LaunchSource, store: any LaunchStore, now: Now = .system, checksAgainstStored: Bool = true) {
        self.source = source
        self.store = store
        self.now = now
        self.checksAgainstStored = checksAgainstStored
    }

    /// Counts of what was stored, for the caller to report.
    public struct Summary: Hashable, Sendable {
        public let launches: Int
        public let rockets: Int
        public let launchpads: Int
        public let origin: Origin
        /// The upstream said nothing changed (304): only the refresh time moved.
        public let unchanged: Bool

        public var text: String {
            unchanged ? "SpaceX: unchanged at \(origin.location) (\(countsText) kept)" : "SpaceX: \(countsText) from \(origin.location)"
        }

        /// "205 launches, 4 rockets, 6 launchpads".
        public var countsText: String { "\(launches) launches, \(rockets) rockets, \(launchpads) launchpads" }
    }

    @discardableResult
    public func callAsFunction() async throws -> Summary {
        let stored = try await store.spacexDocuments()
        let inventory = try await store.spacexInventory()
        switch try await source.fetchCatalog(revalidating: stored) {
        case .unchanged(let origin):
            try await store.confirmSpaceX(origin: origin, refreshedAt: now())
            func count(_ collection: String) -> Int { inventory.ids[collection]?.count ?? 0 }
            return Summary(launches: count("launches"), rockets: count("rockets"), launchpads: count("launchpads"), origin: origin, unchanged: true)
        case .changed(let download):
            let catalog = download.catalog
            try catalog.validate()
            if checksAgainstStored { try inventory.checkReplacement(by: catalog.inventory, dataset: .spacex) }
            try await store.replaceSpaceX(with: download, refreshedAt: now())
            return Summary(
                launches: catalog.launches.count, rockets: catalog.rockets.count,
                launchpads: catalog.launchpads.count, origin: download.origin, unchanged: false
            )
        }
    }
}
