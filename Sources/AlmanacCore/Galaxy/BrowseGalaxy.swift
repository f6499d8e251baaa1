/// One page of a resource's list, each row with the names its summary links point at
/// (a person's homeworld), resolved for the whole page in one read.
public struct BrowseGalaxy: Sendable {
    private let store: any GalaxyStore

    public init(store: any GalaxyStore) { self.store = store }

    public func callAsFunction(_ query: GalaxyQuery) async throws -> Page<GalaxyResolvedRecord> {
        let page = try await store.records(matching: query)
        let summaryLinks = Set(
            page.items.flatMap { record in
                query.resource.summaryKeys.flatMap { record.links[$0] ?? [] }
            })
        let names = summaryLinks.isEmpty ? [:] : try await store.names(of: summaryLinks)
        return page.map { GalaxyResolvedRecord(record: $0, linkedNames: names) }
    }
}
