import AlmanacCore
import Foundation

/// The SWAPI dataset. Every read of records is answered from `GalaxyListing`, which the server
/// keeps per version of the dataset (`KeptGalaxyStore`).
public struct SQLGalaxyStore: GalaxyStore {
    private let database: any SQLDatabase

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

    public func listing() async throws -> GalaxyListing {
        GalaxyListing(
            try await database.read { try await $0.rows("SELECT resource, id, name, field_values, links FROM galaxy_record").map(Self.record) })
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
