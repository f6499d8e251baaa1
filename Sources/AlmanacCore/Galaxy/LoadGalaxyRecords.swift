/// Whole records read in batches, for a front end that walks links itself (GraphQL): every
/// record of a resource, or any set of records, each in one store read.
public struct LoadGalaxyRecords: Sendable {
    private let store: any GalaxyStore

    public init(store: any GalaxyStore) { self.store = store }

    /// The records the store holds among `references`, by reference; the others are absent.
    public func callAsFunction(_ references: Set<GalaxyReference>) async throws -> [GalaxyReference: GalaxyRecord] {
        guard !references.isEmpty else { return [:] }
        let records = try await store.records(references)
        return Dictionary(records.map { ($0.reference, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every record of a resource, by id.
    public func all(_ resource: GalaxyResource) async throws -> [GalaxyRecord] {
        try await store.records(of: resource)
    }
}
