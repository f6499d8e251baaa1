import AlmanacCore
import Foundation

/// The SWAPI dataset. Search and sort run in SQL; names of linked records are read once per
/// refresh, records decoded once per refresh.
public struct SQLGalaxyStore: GalaxyStore {
    private let database: any SQLDatabase
    /// Records decoded from their JSON columns, kept until the next SWAPI refresh: a list page
    /// shows ten of them and decoding was most of its time.
    private let decoded = PerRefreshCache<GalaxyReference, GalaxyRecord>()
    /// Every record's name, read once per refresh (a few hundred): detail pages name their links.
    private let allNames = PerRefreshMemo<[GalaxyReference: String]>()
    /// The same, without a transaction while nothing was committed to the store.
    private let unchangedNames = KeptWhileUnchanged<[GalaxyReference: String]>()

    public init(database: any SQLDatabase) { self.database = database }

    /// The columns a record is read from (`r` names `galaxy_record`).
    private static let columns: SQL = "r.resource, r.id, r.name, r.field_values, r.links"

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

    /// The record of each row, decoded once per refresh (`version`: SWAPI's, read in the same transaction).
    private func records(_ rows: [SQLRow], version: Double?) throws -> [GalaxyRecord] {
        try rows.map { row in
            let reference = GalaxyReference(try GalaxyResource(parsing: try row["resource"]), try row["id"])
            return try decoded.value(for: reference, version: version) { try Self.record(row) }
        }
    }

    public func replaceGalaxy(with download: GalaxyDownload, refreshedAt: Date) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var records: [[SQLValue]] = []
        var numbers: [[SQLValue]] = []
        for (resource, resourceRecords) in download.records {
            let sortable = resource.sorts.compactMap(\.field)
            for record in resourceRecords {
                records.append([
                    .text(resource.rawValue), record.reference.id.sqlValue, .text(record.name), .text(record.name.foldedForSearch),
                    .text(String(decoding: try encoder.encode(record.values), as: UTF8.self)),
                    .text(String(decoding: try encoder.encode(record.links.mapValues { $0.map(\.description) }), as: UTF8.self)),
                ])
                for field in sortable {
                    guard let text = record.values[field.key], let value = field.sortValue(of: text) else { continue }
                    numbers.append([.text(resource.rawValue), record.reference.id.sqlValue, .text(field.key), .real(value)])
                }
            }
        }
        try await database.write(.dataset(.swapi)) { [records, numbers] session in
            try await session.execute("DELETE FROM galaxy_record")
            try await session.execute("DELETE FROM galaxy_number")
            try await session.insert("INSERT INTO galaxy_record (resource, id, name, search_name, field_values, links)", rows: records)
            try await session.insert("INSERT INTO galaxy_number (resource, id, field, value)", rows: numbers)
            try await session.rebuildGalaxySearchEntries()
            try await session.recordRefresh(of: .swapi, documents: download.documents, origin: download.origin, at: refreshedAt)
        }
        decoded.clear()
        allNames.clear()
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
        try await database.snapshot { session in
            var conditions: [SQL] = ["r.resource = \(query.resource.rawValue)"]
            if let search = query.search { conditions.append(session.engine.contains("r.search_name", search.foldedForSearch)) }
            let filter = SQL.whereClause(conditions)
            let total = try await session.count("SELECT COUNT(*) FROM galaxy_record r\(filter)")
            let direction: SQL = query.order == .ascending ? "ASC" : "DESC"
            let byName: SQL = "r.search_name\(session.engine.byteOrder)"
            let page: SQL
            if let field = query.sort.field {
                page = """
                    SELECT \(Self.columns) FROM galaxy_record r
                    LEFT JOIN galaxy_number n ON n.resource = r.resource AND n.id = r.id AND n.field = \(field.key)\(filter)
                    ORDER BY n.value IS NULL, n.value \(direction), \(byName), r.id LIMIT \(query.page.limit) OFFSET \(query.page.offset)
                    """
            } else {
                page = """
                    SELECT \(Self.columns) FROM galaxy_record r\(filter)
                    ORDER BY \(byName) \(direction), r.id LIMIT \(query.page.limit) OFFSET \(query.page.offset)
                    """
            }
            let version = try await session.refreshVersion(of: .swapi)
            return Page(items: try records(try await session.rows(page), version: version), request: query.page, total: total)
        }
    }

    public func record(_ reference: GalaxyReference) async throws -> GalaxyRecord? {
        try await database.snapshot { session in
            let rows = try await session.rows(
                """
                SELECT \(Self.columns) FROM galaxy_record r WHERE r.resource = \(reference.resource.rawValue) AND r.id = \(reference.id)
                """)
            return try records(rows, version: try await session.refreshVersion(of: .swapi)).first
        }
    }

    public func records(_ references: Set<GalaxyReference>) async throws -> [GalaxyRecord] {
        guard !references.isEmpty else { return [] }
        let byResource = Dictionary(grouping: references, by: \.resource)
        let conditions: [SQL] = byResource.keys.sorted().map { resource in
            let ids = SQL.joined(byResource[resource, default: []].map(\.id).sorted().map { "\($0)" }, separator: ", ")
            return "(r.resource = \(resource.rawValue) AND r.id IN (\(ids)))"
        }
        return try await database.snapshot { session in
            let rows = try await session.rows(
                "SELECT \(Self.columns) FROM galaxy_record r WHERE \(SQL.joined(conditions, separator: " OR ")) ORDER BY r.resource, r.id")
            return try records(rows, version: try await session.refreshVersion(of: .swapi))
        }
    }

    public func records(of resource: GalaxyResource) async throws -> [GalaxyRecord] {
        try await database.snapshot { session in
            let rows = try await session.rows("SELECT \(Self.columns) FROM galaxy_record r WHERE r.resource = \(resource.rawValue) ORDER BY r.id")
            return try records(rows, version: try await session.refreshVersion(of: .swapi))
        }
    }

    public func names(of references: Set<GalaxyReference>) async throws -> [GalaxyReference: String] {
        guard !references.isEmpty else { return [:] }
        let all = try await unchangedNames.value(on: database) { try await readNames() }
        // Each asked name looked up: filtering every record's name cost a list page 3%.
        return Dictionary(uniqueKeysWithValues: references.compactMap { reference in all[reference].map { (reference, $0) } })
    }

    private func readNames() async throws -> [GalaxyReference: String] {
        try await database.snapshot { session in
            try await allNames.value(version: try await session.refreshVersion(of: .swapi)) {
                var names: [GalaxyReference: String] = [:]
                for row in try await session.rows("SELECT resource, id, name FROM galaxy_record") {
                    if let resource = GalaxyResource(rawValue: try row["resource"]) {
                        names[GalaxyReference(resource, try row["id"])] = try row["name"]
                    }
                }
                return names
            }
        }
    }

    public func counts() async throws -> [GalaxyResource: Int] {
        try await database.read { session in
            var counts = Dictionary(uniqueKeysWithValues: GalaxyResource.allCases.map { ($0, 0) })
            for row in try await session.rows("SELECT resource, COUNT(*) AS n FROM galaxy_record GROUP BY resource") {
                if let resource = GalaxyResource(rawValue: try row["resource"]) { counts[resource] = try row["n"] }
            }
            return counts
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
