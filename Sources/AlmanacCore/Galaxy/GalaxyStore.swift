import Foundation

/// Where the SWAPI dataset is kept and read back; the source of truth for every Star Wars screen.
public protocol GalaxyStore: Sendable {
    /// Replaces every record of all six resources, with the documents they came from and the
    /// dataset's freshness, in one transaction; on any error nothing changes.
    func replaceGalaxy(with download: GalaxyDownload, refreshedAt: Date) async throws
    /// The stored record ids per resource, to check a replacement against.
    func galaxyInventory() async throws -> DatasetInventory

    /// One page of a resource's records for the query (search, sort with unknown values last).
    func records(matching query: GalaxyQuery) async throws -> Page<GalaxyRecord>
    func record(_ reference: GalaxyReference) async throws -> GalaxyRecord?
    /// The given records, in one read, by resource and id; references the store does not hold
    /// are absent.
    func records(_ references: Set<GalaxyReference>) async throws -> [GalaxyRecord]
    /// Every record of a resource, by id.
    func records(of resource: GalaxyResource) async throws -> [GalaxyRecord]
    /// The names of the given records, in one read; references the store does not hold are absent.
    func names(of references: Set<GalaxyReference>) async throws -> [GalaxyReference: String]
    /// How many records each resource holds (resources never loaded count 0).
    func counts() async throws -> [GalaxyResource: Int]

    /// Notes that someone opened a record's page (a record viewed again moves to the front); keeps
    /// the newest `RecentlyViewedRecords.limit`. Kept apart from the dataset: a refresh never clears it.
    func noteViewed(_ reference: GalaxyReference, at date: Date, by profile: ProfileID) async throws
    /// The records a profile viewed most recently, newest first.
    func recentlyViewed(by profile: ProfileID) async throws -> [GalaxyReference]
}
