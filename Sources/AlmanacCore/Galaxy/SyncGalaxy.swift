/// Refreshes the SWAPI dataset from a source (mirrors or a snapshot): fetch and decode all six
/// resources, validate, then replace the stored dataset in one transaction. Dangling links are
/// reported, not fatal: the detail page says "unknown (#17)" for them.
public struct SyncGalaxy: Sendable {
    private let source: any GalaxySource
    private let store: any GalaxyStore
    private let now: Now
    private let checksAgainstStored: Bool

    /// - Parameter checksAgainstStored: refuse a download that empties, halves or renumbers a
    ///   stored resource (an upstream gone wrong); an import the user asked for skips it.
    public init(source: any GalaxySource, store: any GalaxyStore, now: Now = .system, checksAgainstStored: Bool = true) {
        self.source = source
        self.store = store
        self.now = now
        self.checksAgainstStored = checksAgainstStored
    }

    public struct Summary: Hashable, Sendable {
        public let counts: [GalaxyResource: Int]
        public let danglingLinks: [GalaxyReference]
        public let origin: Origin
        public let requestCount: Int

        public var text: String {
            "SWAPI: \(countsText) from \(origin.location) in \(requestCount) request\(requestCount == 1 ? "" : "s")" + danglingText
        }

        /// "82 people, 60 planets, …" in tab order.
        public var countsText: String {
            GalaxyResource.allCases.map { "\(counts[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
        }

        /// "; 1 dangling link (people/17)" when links point at records that do not exist.
        public var danglingText: String {
            guard !danglingLinks.isEmpty else { return "" }
            let listed = danglingLinks.prefix(5).map(\.description).joined(separator: ", ") + (danglingLinks.count > 5 ? ", …" : "")
            return "; \(danglingLinks.count) dangling link\(danglingLinks.count == 1 ? "" : "s") (\(listed))"
        }
    }

    @discardableResult
    public func callAsFunction() async throws -> Summary {
        let download = try await source.fetchGalaxy()
        try download.validate()
        if checksAgainstStored {
            try await store.galaxyInventory().checkReplacement(by: download.inventory, dataset: .swapi)
        }
        try await store.replaceGalaxy(with: download, refreshedAt: now())
        return Summary(
            counts: download.records.mapValues(\.count), danglingLinks: download.danglingLinks,
            origin: download.origin, requestCount: download.requestCount
        )
    }
}
