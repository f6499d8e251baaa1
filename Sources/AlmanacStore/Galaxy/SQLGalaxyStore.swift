import AlmanacCore
import Foundation

/// The SWAPI dataset. Every read of records is answered from `GalaxyListing`, made from the
/// decoded records once per refresh: the whole dataset is a few hundred records.
public struct SQLGalaxyStore: GalaxyStore {
    private let database: any SQLDatabase
    /// The listing of the refresh it was read in.
    private let listings = PerRefreshMemo<GalaxyListing>()
    /// The same, without a transaction while nothing was committed to the store.
    private let unchangedListing = KeptWhileUnchanged<GalaxyListing>()

    public init(database: any SQLDatabase) { self.database = database }

    private static func record(_ row: SQLRow) throws -> GalaxyRecord {
        GalaxyRecord(
            reference: GalaxyReference(try GalaxyResource(parsing: try row["resource"]), try row["id"]), name: try row["name"],
            values: try JSONDecoder().decode([String: String].self, from: try row["field_values"] as Data),
            // Links are kept as "people/1" paths: GalaxyReference(url:) reads them back.
            links: try JSONDecoder().decode([String: [String]].self, from: try row["links"] as Data).mapValues {
                $0.compactMap(GalaxyReference.init(url:))
            }
        )
    }

    /// Every record, read and worked out once per refresh.
    private func listing() async throws -> GalaxyListing {
        try await unchangedListing.value(on: database) {
            try await database.snapshot { [listings] session in
                try await listings.value(version: try await session.refreshVersion(of: .swapi)) {
                    GalaxyListing(try await session.rows("SELECT resource, id, name, field_values, links FROM galaxy_record").map(Self.record))
                }
            }
        }
    }

    public func replaceGalaxy(with download: GalaxyDownload, refreshedAt: Date) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var records: [[SQLValue]] = []
        for (resource, resourceRecords) in download.records {
            for record in resourceRecords {
                records.append([
                    .text(resource.rawValue), record.reference.id.sqlValue, .text(record.name), .text(record.name.foldedForSearch),
                    .text(String(decoding: try encoder.encode(record.values), as: UTF8.self)),
                    .text(String(decoding: try encoder.encode(record.links.mapValues { $0.map(\.description) }), as: UTF8.self)),
                ])
            }
        }
        try await database.write(.dataset(.swapi)) { [records] session in
            try await session.execute("DELETE FROM galaxy_record")
            try await session.insert("INSERT INTO galaxy_record (resource, id, name, search_name, field_values, links)", rows: records)
            try await session.rebuildGalaxySearchEntries()
            try await session.recordRefresh(of: .swapi, documents: download.documents, origin: download.origin, at: refreshedAt)
        }
        listings.clear()
    }

    public func galaxyInventory() async throws -> DatasetInventory {
        try await database.read { session in
            var ids: [String: Set<String>] = [:]
            for row in try await session.rows("SELECT resource, id FROM galaxy_record") {
                ids[try row["resource"], default: []].insert(String(try row["id"] as Int))
            }
            return DatasetInventory(ids)
        }
    }

    public func records(matching query: GalaxyQuery) async throws -> Page<GalaxyRecord> {
        try await listing().page(query)
    }

    public func record(_ reference: GalaxyReference) async throws -> GalaxyRecord? {
        try await listing().record(reference)
    }

    public func records(_ references: Set<GalaxyReference>) async throws -> [GalaxyRecord] {
        let listing = try await listing()
        // By resource name, then id, as the SQL that read them ordered them.
        return references.compactMap(listing.record).sorted {
            ($0.reference.resource.rawValue, $0.reference.id) < ($1.reference.resource.rawValue, $1.reference.id)
        }
    }

    public func records(of resource: GalaxyResource) async throws -> [GalaxyRecord] {
        try await listing().records(of: resource)
    }

    public func names(of references: Set<GalaxyReference>) async throws -> [GalaxyReference: String] {
        guard !references.isEmpty else { return [:] }
        let listing = try await listing()
        return Dictionary(uniqueKeysWithValues: references.compactMap { reference in listing.record(reference).map { (reference, $0.name) } })
    }

    public func counts() async throws -> [GalaxyResource: Int] {
        try await listing().counts
    }

    public func noteViewed(_ reference: GalaxyReference, at date: Date, by profile: ProfileID) async throws {
        try await database.write(.profile(profile)) { session in
            // Deleted and inserted again, so a record viewed again is inserted last: newest first.
            try await session.execute(
                """
                DELETE FROM profile_recent_view WHERE profile_id = \(profile.rawValue) AND resource = \(reference.resource.rawValue) AND id = \(reference.id)
                """)
            try await session.execute(
                """
                INSERT INTO profile_recent_view (profile_id, resource, id, viewed_at)
                VALUES (\(profile.rawValue), \(reference.resource.rawValue), \(reference.id), \(date.timeIntervalSince1970))
                """)
            let order = session.engine.insertionOrder
            try await session.execute(
                """
                DELETE FROM profile_recent_view WHERE profile_id = \(profile.rawValue) AND \(order) NOT IN (
                    SELECT \(order) FROM profile_recent_view WHERE profile_id = \(profile.rawValue)
                    ORDER BY viewed_at DESC, \(order) DESC LIMIT \(RecentlyViewedRecords.limit))
                """)
        }
    }

    public func recentlyViewed(by profile: ProfileID) async throws -> [GalaxyReference] {
        try await database.read { try await $0.recentViews(of: profile) }
    }
}
