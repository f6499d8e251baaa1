/// One record with every link resolved to a name from the store: one read for the record and
/// one for all its links, never a request per link (the seed's approach).
public struct ShowGalaxyRecord: Sendable {
    private let store: any GalaxyStore

    public init(store: any GalaxyStore) { self.store = store }

    /// Throws `NotFound` for an id the store does not hold.
    public func callAsFunction(_ reference: GalaxyReference) async throws -> GalaxyResolvedRecord {
        guard let record = try await store.record(reference) else {
            throw NotFound(.galaxyRecord(reference.resource), id: String(reference.id))
        }
        let linked = record.linkedReferences
        let names = linked.isEmpty ? [:] : try await store.names(of: linked)
        return GalaxyResolvedRecord(record: record, linkedNames: names)
    }

    /// Parses an id from a URL or the command line: a whole number of 1 or more.
    public static func id(parsing text: String) throws(InvalidInput) -> Int {
        guard let id = WholeNumber.parse(text), id > 0 else {
            throw InvalidInput(.id, "\(.id) must be a whole number of 1 or more (got \"\(text)\")")
        }
        return id
    }
}
