/// How many records each SWAPI resource holds, in tab order (never loaded: 0).
public struct CountGalaxyRecords: Sendable {
    private let store: any GalaxyStore

    public init(store: any GalaxyStore) { self.store = store }

    public func callAsFunction() async throws -> [(resource: GalaxyResource, count: Int)] {
        let counts = try await store.counts()
        return GalaxyResource.allCases.map { ($0, counts[$0] ?? 0) }
    }
}

/// What every Star Wars screen asks, built once from the store.
public struct GalaxyUseCases: Sendable {
    public let browse: BrowseGalaxy
    public let show: ShowGalaxyRecord
    public let counts: CountGalaxyRecords
    public let recentlyViewed: RecentlyViewedRecords
    public let load: LoadGalaxyRecords

    public init(store: any GalaxyStore, now: Now = .system) {
        browse = BrowseGalaxy(store: store)
        show = ShowGalaxyRecord(store: store)
        counts = CountGalaxyRecords(store: store)
        recentlyViewed = RecentlyViewedRecords(store: store, now: now)
        load = LoadGalaxyRecords(store: store)
    }
}
