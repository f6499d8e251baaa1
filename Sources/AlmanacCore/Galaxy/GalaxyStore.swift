import Foundation

/// Where the SWAPI dataset is kept and read back; the source of truth for every Star Wars screen.
public protocol GalaxyStore: Sendable {
    /// Replaces every record of all six resources, with the documents they came from and the
    /// dataset's freshness, in one transaction; on any error nothing changes.
    func replaceGalaxy(with download: GalaxyDownload, refreshedAt: Date) async throws
    /// The stored record ids per resource, to check a replacement against.
    func galaxyInventory() async throws -> DatasetInventory

    /// Every record, ready for listing: what every read of records is answered from (the whole
    /// dataset is a few hundred records). The stores read it; the server keeps it per version of
    /// the dataset.
    func listing() async throws -> GalaxyListing

    /// One page of a resource's records for the query (search, sort with unknown values last).
    func records(matching query: GalaxyQuery) async throws -> Page<GalaxyRecord>
    func record(_ reference: GalaxyReference) async throws -> GalaxyRecord?
    /// The given records, by resource and id; references the store does not hold are absent.
    func records(_ references: Set<GalaxyReference>) async throws -> [GalaxyRecord]
    /// Every record of a resource, by id.
    func records(of resource: GalaxyResource) async throws -> [GalaxyRecord]
    /// The names of the given records; references the store does not hold are absent.
    func names(of references: Set<GalaxyReference>) async throws -> [GalaxyReference: String]
    /// How many records each resource holds (resources never loaded count 0).
    func counts() async throws -> [GalaxyResource: Int]

    /// Notes that someone opened a record's page (a record viewed again moves to the front); keeps
    /// the newest `RecentlyViewedRecords.limit`. Kept apart from the dataset: a refresh never clears it.
    func noteViewed(_ reference: GalaxyReference, at date: Date, by profile: ProfileID) async throws
    /// The records a profile viewed most recently, newest first.
    func recentlyViewed(by profile: ProfileID) async throws -> [GalaxyReference]
}

/// Every read of records, answered from the listing.
extension GalaxyStore {
    public func records(matching query: GalaxyQuery) async throws -> Page<GalaxyRecord> { try await listing().page(query) }
    public func record(_ reference: GalaxyReference) async throws -> GalaxyRecord? { try await listing().record(reference) }
    public func records(of resource: GalaxyResource) async throws -> [GalaxyRecord] { try await listing().records(of: resource) }
    public func counts() async throws -> [GalaxyResource: Int] { try await listing().counts }

    public func records(_ references: Set<GalaxyReference>) async throws -> [GalaxyRecord] {
        let listing = try await listing()
        return references.compactMap(listing.record).sorted {
            ($0.reference.resource.rawValue, $0.reference.id) < ($1.reference.resource.rawValue, $1.reference.id)
        }
    }

    public func names(of references: Set<GalaxyReference>) async throws -> [GalaxyReference: String] {
        guard !references.isEmpty else { return [:] }
        let listing = try await listing()
        return Dictionary(uniqueKeysWithValues: references.compactMap { reference in listing.record(reference).map { (reference, $0.name) } })
    }
}
