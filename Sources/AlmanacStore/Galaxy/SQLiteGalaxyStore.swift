import AlmanacCore
import Foundation
import GRDB

/// The SWAPI dataset in SQLite. Search and sort run in SQL; names of linked records are read
/// for a whole page or detail in one statement.
public struct SQLiteGalaxyStore: GalaxyStore {
    private let database: AppDatabase
    /// Records decoded from their JSON columns, kept until the next SWAPI refresh: a list page
    /// shows ten of them and decoding was most of its time.
    private let decoded = PerRefreshCache<GalaxyReference, GalaxyRecord>()
    /// Every record's name, read once per refresh (a few hundred): detail pages name their links.
    private let allNames = PerRefreshMemo<[GalaxyReference: String]>()

    public init(database: AppDatabase) { self.database = database }

    /// The record of each row, decoded once per refresh.
    private func records(_ rows: [Row], in db: Database) throws -> [GalaxyRecord] {
        let version = try db.refreshVersion(of: .swapi)
        return try rows.map { row in
            let reference = GalaxyReference(try GalaxyResource(parsing: row["resource"]), row["id"])
            return try decoded.value(for: reference, version: version) { try GalaxyRecordRow(row: row).record }
        }
    }

    public func replaceGalaxy(with download: GalaxyDownload, refreshedAt: Date) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM galaxy_record")
            try db.execute(sql: "DELETE FROM galaxy_number")
            let number = try db.makeStatement(sql: "INSERT INTO galaxy_number (resource, id, field, value) VALUES (?, ?, ?, ?)")
            for (resource, records) in download.records {
                let sortable = resource.sorts.compactMap(\.field)
                for record in records {
                    try GalaxyRecordRow(record).insert(db)
                    for field in sortable {
                        guard let text = record.values[field.key], let value = field.sortValue(of: text) else { continue }
                        try number.execute(arguments: [resource.rawValue, record.reference.id, field.key, value])
                    }
                }
            }
            try db.recordRefresh(of: .swapi, documents: download.documents, origin: download.origin, at: refreshedAt)
        }
        decoded.clear()
        allNames.clear()
    }

    public func galaxyInventory() async throws -> DatasetInventory {
        try await database.writer.read { db in
            var ids: [String: Set<String>] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT resource, id FROM galaxy_record") {
                ids[row["resource"], default: []].insert(String(row["id"] as Int))
            }
            return DatasetInventory(ids)
        }
    }

    public func records(matching query: GalaxyQuery) async throws -> Page<GalaxyRecord> {
        try await database.writer.read { db in
            var filter = "r.resource = ?"
            var arguments: StatementArguments = [query.resource.rawValue]
            if let search = query.search {
                filter += " AND instr(r.search_name, ?) > 0"
                _ = arguments.append(contentsOf: [search.foldedForSearch])
            }
            let total = try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM galaxy_record r WHERE \(filter)"), arguments: arguments) ?? 0
            let direction = query.order == .ascending ? "ASC" : "DESC"
            let sql: String
            if let field = query.sort.field {
                sql = """
                    SELECT r.* FROM galaxy_record r
                    LEFT JOIN galaxy_number n ON n.resource = r.resource AND n.id = r.id AND n.field = ?
                    WHERE \(filter)
                    ORDER BY n.value IS NULL, n.value \(direction), r.search_name, r.id
                    LIMIT ? OFFSET ?
                    """
                arguments = [field.key] + arguments
            } else {
                sql = "SELECT r.* FROM galaxy_record r WHERE \(filter) ORDER BY r.search_name \(direction), r.id LIMIT ? OFFSET ?"
            }
            _ = arguments.append(contentsOf: [query.page.limit, query.page.offset])
            let records = try records(Row.fetchAll(db.cachedStatement(sql: sql), arguments: arguments), in: db)
            return Page(items: records, request: query.page, total: total)
        }
    }

    public func record(_ reference: GalaxyReference) async throws -> GalaxyRecord? {
        try await database.writer.read { db in
            let rows = try Row.fetchAll(
                db.cachedStatement(sql: "SELECT * FROM galaxy_record WHERE resource = ? AND id = ?"),
                arguments: [reference.resource.rawValue, reference.id]
            )
            return try records(rows, in: db).first
        }
    }

    public func names(of references: Set<GalaxyReference>) async throws -> [GalaxyReference: String] {
        guard !references.isEmpty else { return [:] }
        return try await database.writer.read { db in
            let all = try allNames.value(version: try db.refreshVersion(of: .swapi)) {
                var names: [GalaxyReference: String] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT resource, id, name FROM galaxy_record") {
                    guard let resource = GalaxyResource(rawValue: row["resource"]) else { continue }
                    names[GalaxyReference(resource, row["id"])] = row["name"]
                }
                return names
            }
            var names: [GalaxyReference: String] = [:]
            for reference in references { names[reference] = all[reference] }
            return names
        }
    }

    public func counts() async throws -> [GalaxyResource: Int] {
        try await database.writer.read { db in
            var counts = Dictionary(uniqueKeysWithValues: GalaxyResource.allCases.map { ($0, 0) })
            for row in try Row.fetchAll(db, sql: "SELECT resource, COUNT(*) AS count FROM galaxy_record GROUP BY resource") {
                if let resource = GalaxyResource(rawValue: row["resource"]) { counts[resource] = row["count"] }
            }
            return counts
        }
    }

    public func noteViewed(_ reference: GalaxyReference, at date: Date, by profile: ProfileID) async throws {
        try await database.writer.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO profile_recent_view (profile_id, resource, id, viewed_at) VALUES (?, ?, ?, ?)",
                arguments: [profile.rawValue, reference.resource.rawValue, reference.id, date.timeIntervalSince1970]
            )
            try db.execute(sql: """
                DELETE FROM profile_recent_view WHERE profile_id = ?1 AND rowid NOT IN (
                    SELECT rowid FROM profile_recent_view WHERE profile_id = ?1 ORDER BY viewed_at DESC, rowid DESC LIMIT ?2
                )
                """, arguments: [profile.rawValue, RecentlyViewedRecords.limit])
        }
    }

    public func recentlyViewed(by profile: ProfileID) async throws -> [GalaxyReference] {
        try await database.writer.read { db in try RecentViewRow.listed(profile, db) }
    }
}
