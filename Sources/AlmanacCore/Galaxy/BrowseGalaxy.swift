/// A page of one resource's records, searched and sorted, with the links its rows show named.
public struct BrowseGalaxy: Sendable {
    private let store: any GalaxyStore

    public init(store: any GalaxyStore) { self.store = store }

    public func callAsFunction(_ query: GalaxyQuery) async throws -> Page<GalaxyResolvedRecord> {
        let page = try await records(query)
        let resolved = try await summaries(of: page.items, in: query.resource)
        return Page(items: resolved, request: page.request, total: page.total)
    }

    /// The page's records, their links not yet named: a list that keeps its rows drawn names
    /// only the links of rows it has not drawn (`summaries(of:in:)`).
    public func records(_ query: GalaxyQuery) async throws -> Page<GalaxyRecord> {
        try await store.records(matching: query)
    }

    /// Every record of `query`'s resource it matches, in its order (its page is not read): a
    /// whole list to download.
    public func everything(_ query: GalaxyQuery) async throws -> [GalaxyRecord] {
        let whole = GalaxyQuery(resource: query.resource, search: query.search, sort: query.sort, order: query.order, page: .everything)
        return try await store.records(matching: whole).items
    }

    /// `records` with the names of the links a row shows (its `summaryKeys`), in one read.
    public func summaries(of records: [GalaxyRecord], in resource: GalaxyResource) async throws -> [GalaxyResolvedRecord] {
        let summaryLinks = Set(records.flatMap { record in resource.summaryKeys.flatMap { record.links[$0] ?? [] } })
        let names = summaryLinks.isEmpty ? [:] : try await store.names(of: summaryLinks)
        return records.map { GalaxyResolvedRecord(record: $0, linkedNames: names) }
    }
}
