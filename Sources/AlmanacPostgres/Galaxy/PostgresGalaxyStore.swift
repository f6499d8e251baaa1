import AlmanacStore
import AlmanacCore
import Foundation
import PostgresNIO

/// The SWAPI dataset in PostgreSQL. Search and sort run in SQL; names of linked records are
/// read once per refresh, records decoded once per refresh.
public struct PostgresGalaxyStore: GalaxyStore {
    private let database: PostgresDatabase
    private let decoded = PerRefreshCache<GalaxyReference, GalaxyRecord>()
    private let allNames = PerRefreshMemo<[GalaxyReference: String]>()

    public init(database: PostgresDatabase) { self.database = database }

    /// The columns a record is read from, in the order `record(_:)` decodes them.
    private static let columns = "resource, id, name, field_values, links"

    private static func record(_ row: PostgresRow) throws -> GalaxyRecord {
        let (resource, id, name, values, links) = try row.decode((String, Int, String, String, String).self)
        return GalaxyRecord(
            reference: GalaxyReference(try GalaxyResource(parsing: resource), id), name: name,
            values: try JSONText.decode([String: String].self, from: values),
            // Links are kept as "people/1" paths: GalaxyReference(url:) reads them back.
            links: try JSONText.decode([String: [String]].self, from: links).mapValues { $0.compactMap(GalaxyReference.init(url:)) }
        )
    }

    /// The record of each row, decoded once per refresh (`version`: SWAPI's, read in the same transaction).
    private func records(_ rows: [PostgresRow], version: Double?) async throws -> [GalaxyRecord] {
        var records: [GalaxyRecord] = []
        for row in rows {
            let (resource, id) = try row.decode((String, Int).self, context: .default)
            let reference = GalaxyReference(try GalaxyResource(parsing: resource), id)
            records.append(try decoded.value(for: reference, version: version) { try Self.record(row) })
        }
        return records
    }

    public func replaceGalaxy(with download: GalaxyDownload, refreshedAt: Date) async throws {
        struct RecordRow: Encodable { let resource: String, id: Int, name: String, search_name: String, field_values: String, links: String }
        struct NumberRow: Encodable { let resource: String, id: Int, field: String, value: Double }
        var records: [RecordRow] = []
        var numbers: [NumberRow] = []
        for (resource, resourceRecords) in download.records {
            let sortable = resource.sorts.compactMap(\.field)
            for record in resourceRecords {
                records.append(RecordRow(
                    resource: resource.rawValue, id: record.reference.id, name: record.name, search_name: record.name.foldedForSearch,
                    field_values: try JSONText.encode(record.values), links: try JSONText.encode(record.links.mapValues { $0.map(\.description) })
                ))
                for field in sortable {
                    guard let text = record.values[field.key], let value = field.sortValue(of: text) else { continue }
                    numbers.append(NumberRow(resource: resource.rawValue, id: record.reference.id, field: field.key, value: value))
                }
            }
        }
        let (recordRows, numberRows) = (records, numbers)
        try await database.write(.dataset(.swapi)) { connection in
            try await connection.run("DELETE FROM galaxy_record")
            try await connection.run("DELETE FROM galaxy_number")
            try await connection.run(PostgresQuery(unsafeSQL: """
                INSERT INTO galaxy_record (resource, id, name, search_name, field_values, links)
                SELECT * FROM jsonb_to_recordset($1::jsonb)
                    AS r(resource text, id integer, name text, search_name text, field_values text, links text)
                """, binds: try PostgresConnection.jsonBinds(recordRows)))
            try await connection.run(PostgresQuery(unsafeSQL: """
                INSERT INTO galaxy_number (resource, id, field, value)
                SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(resource text, id integer, field text, value double precision)
                """, binds: try PostgresConnection.jsonBinds(numberRows)))
            try await connection.recordRefresh(of: .swapi, documents: download.documents, origin: download.origin, at: refreshedAt)
        }
        decoded.clear()
        allNames.clear()
    }

    public func galaxyInventory() async throws -> DatasetInventory {
        try await database.read { connection in
            var ids: [String: Set<String>] = [:]
            for row in try await connection.rows("SELECT resource, id FROM galaxy_record") {
                let (resource, id) = try row.decode((String, Int).self)
                ids[resource, default: []].insert(String(id))
            }
            return DatasetInventory(ids)
        }
    }

    public func records(matching query: GalaxyQuery) async throws -> Page<GalaxyRecord> {
        var builder = QueryBuilder()
        var filter = "r.resource = \(builder.bind(query.resource.rawValue))"
        if let search = query.search { filter += " AND strpos(r.search_name, \(builder.bind(search.foldedForSearch))) > 0" }
        let count = builder.query("SELECT COUNT(*) FROM galaxy_record r WHERE \(filter)")
        let direction = query.order == .ascending ? "ASC" : "DESC"
        let sql: String
        if let field = query.sort.field {
            sql = """
                SELECT r.\(Self.columns.replacingOccurrences(of: ", ", with: ", r.")) FROM galaxy_record r
                LEFT JOIN galaxy_number n ON n.resource = r.resource AND n.id = r.id AND n.field = \(builder.bind(field.key))
                WHERE \(filter)
                ORDER BY n.value IS NULL, n.value \(direction), r.search_name COLLATE "C", r.id
                LIMIT \(builder.bind(query.page.limit)) OFFSET \(builder.bind(query.page.offset))
                """
        } else {
            sql = """
                SELECT \(Self.columns) FROM galaxy_record r WHERE \(filter)
                ORDER BY r.search_name COLLATE "C" \(direction), r.id
                LIMIT \(builder.bind(query.page.limit)) OFFSET \(builder.bind(query.page.offset))
                """
        }
        let page = builder.query(sql)
        return try await database.snapshot { connection in
            let total = try await connection.count(count)
            let version = try await connection.refreshVersion(of: .swapi)
            return Page(items: try await records(try await connection.rows(page), version: version), request: query.page, total: total)
        }
    }

    public func record(_ reference: GalaxyReference) async throws -> GalaxyRecord? {
        try await database.snapshot { connection in
            let rows = try await connection.rows("""
                SELECT \(unescaped: Self.columns) FROM galaxy_record WHERE resource = \(reference.resource.rawValue) AND id = \(reference.id)
                """)
            return try await records(rows, version: try await connection.refreshVersion(of: .swapi)).first
        }
    }

    public func names(of references: Set<GalaxyReference>) async throws -> [GalaxyReference: String] {
        guard !references.isEmpty else { return [:] }
        let all = try await database.snapshot { connection in
            try await allNames.value(version: try await connection.refreshVersion(of: .swapi)) {
                var names: [GalaxyReference: String] = [:]
                for row in try await connection.rows("SELECT resource, id, name FROM galaxy_record") {
                    let (resource, id, name) = try row.decode((String, Int, String).self)
                    if let resource = GalaxyResource(rawValue: resource) { names[GalaxyReference(resource, id)] = name }
                }
                return names
            }
        }
        var names: [GalaxyReference: String] = [:]
        for reference in references { names[reference] = all[reference] }
        return names
    }

    public func counts() async throws -> [GalaxyResource: Int] {
        try await database.read { connection in
            var counts = Dictionary(uniqueKeysWithValues: GalaxyResource.allCases.map { ($0, 0) })
            for row in try await connection.rows("SELECT resource, COUNT(*) FROM galaxy_record GROUP BY resource") {
                let (name, count) = try row.decode((String, Int).self)
                if let resource = GalaxyResource(rawValue: name) { counts[resource] = count }
            }
            return counts
        }
    }

    public func noteViewed(_ reference: GalaxyReference, at date: Date, by profile: ProfileID) async throws {
        try await database.write(.profile(profile)) { connection in
            // Deleted and inserted again, so a record viewed again gets a new sequence: newest first.
            try await connection.run("""
                DELETE FROM profile_recent_view WHERE profile_id = \(profile.rawValue) AND resource = \(reference.resource.rawValue) AND id = \(reference.id)
                """)
            try await connection.run("""
                INSERT INTO profile_recent_view (profile_id, resource, id, viewed_at)
                VALUES (\(profile.rawValue), \(reference.resource.rawValue), \(reference.id), \(date.timeIntervalSince1970))
                """)
            try await connection.run("""
                DELETE FROM profile_recent_view WHERE profile_id = \(profile.rawValue) AND sequence NOT IN (
                    SELECT sequence FROM profile_recent_view WHERE profile_id = \(profile.rawValue)
                    ORDER BY viewed_at DESC, sequence DESC LIMIT \(RecentlyViewedRecords.limit))
                """)
        }
    }

    public func recentlyViewed(by profile: ProfileID) async throws -> [GalaxyReference] {
        try await database.read { try await $0.recentViews(of: profile) }
    }
}
