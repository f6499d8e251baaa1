import AlmanacCore
import Foundation
import GRDB

/// The SpaceX dataset in SQLite. Launch filters run in SQL against indexed columns.
public struct SQLiteLaunchStore: LaunchStore {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    public func replaceSpaceX(with download: SpaceXDownload, refreshedAt: Date) async throws {
        let catalog = download.catalog
        try await database.writer.write { db in
            try CompanyRecord.deleteAll(db)
            try LaunchRecord.deleteAll(db)
            try RocketRecord.deleteAll(db)
            try LaunchpadRecord.deleteAll(db)
            try CompanyRecord(body: catalog.company).insert(db)
            for launch in catalog.launches { try LaunchRecord(launch).insert(db) }
            for (position, rocket) in catalog.rockets.enumerated() {
                try RocketRecord(id: rocket.id, position: position, body: rocket).insert(db)
            }
            for launchpad in catalog.launchpads { try LaunchpadRecord(id: launchpad.id, body: launchpad).insert(db) }
            try db.recordRefresh(of: .spacex, documents: download.documents, origin: download.origin, at: refreshedAt)
        }
    }

    public func confirmSpaceX(origin: Origin, refreshedAt: Date) async throws {
        try await database.writer.write { db in try db.recordFreshness(of: .spacex, origin: origin, at: refreshedAt) }
    }

    public func spacexDocuments() async throws -> [SnapshotDocument] {
        try await database.writer.read { db in try db.storedDocuments(of: .spacex) }
    }

    public func spacexInventory() async throws -> DatasetInventory {
        try await database.writer.read { db in
            func ids(_ table: String) throws -> Set<String> { Set(try String.fetchAll(db, sql: "SELECT id FROM \(table)")) }
            return DatasetInventory([
                "launches": try ids(LaunchRecord.databaseTableName), "rockets": try ids(RocketRecord.databaseTableName),
                "launchpads": try ids(LaunchpadRecord.databaseTableName),
            ])
        }
    }

    public func company() async throws -> Company? {
        try await database.writer.read { db in try CompanyRecord.fetchOne(db)?.body }
    }

    public func launches(matching query: LaunchQuery, linkIDs: [LaunchLink: String]) async throws -> Page<Launch> {
        try await database.writer.read { db in
            let filtered = Self.filter(query, linkIDs: linkIDs)
            let total = try filtered.fetchCount(db)
            let ascending = query.sort == .ascending
            let records = try filtered
                .order(
                    ascending ? LaunchRecord.Columns.dateUnix.asc : LaunchRecord.Columns.dateUnix.desc,
                    ascending ? LaunchRecord.Columns.flightNumber.asc : LaunchRecord.Columns.flightNumber.desc
                )
                .limit(query.page.limit, offset: query.page.offset)
                .fetchAll(db)
            return Page(items: records.map(\.launch), request: query.page, total: total)
        }
    }

    /// The SQL form of `LaunchQuery.matches`.
    private static func filter(_ query: LaunchQuery, linkIDs: [LaunchLink: String]) -> QueryInterfaceRequest<LaunchRecord> {
        var request = LaunchRecord.all()
        if let keys = query.period.monthKeys {
            request = request.filter(keys.contains(LaunchRecord.Columns.monthKey))
        }
        if let outcome = query.outcome {
            request = request.filter(LaunchRecord.Columns.outcome == outcome.rawValue)
        }
        if let search = query.search {
            request = request.filter(sql: "instr(search_name, ?) > 0", arguments: [search.foldedForSearch])
        }
        for (link, id) in linkIDs {
            request = request.filter(column(of: link) == id)
        }
        return request
    }

    /// The column holding the id each link filter compares: the SQL form of `LaunchLink.id(of:)`.
    private static func column(of link: LaunchLink) -> Column {
        switch link {
        case .rocket: LaunchRecord.Columns.rocketID
        case .pad: LaunchRecord.Columns.launchpadID
        }
    }

    public func launch(id: String) async throws -> Launch? {
        try await database.writer.read { db in try LaunchRecord.fetchOne(db, key: id)?.launch }
    }

    public func rockets() async throws -> [Rocket] {
        try await database.writer.read { db in
            try RocketRecord.order(Column("position")).fetchAll(db).map(\.body)
        }
    }

    public func rocket(id: String) async throws -> Rocket? {
        try await database.writer.read { db in try RocketRecord.fetchOne(db, key: id)?.body }
    }

    public func launchpad(id: String) async throws -> Launchpad? {
        try await database.writer.read { db in try LaunchpadRecord.fetchOne(db, key: id)?.body }
    }

    public func launchpads() async throws -> [Launchpad] {
        try await database.writer.read { db in
            // Inserted in upstream's order, so the row id keeps it.
            try LaunchpadRecord.order(Column.rowID).fetchAll(db).map(\.body)
        }
    }

    public func launchCountsByYear() async throws -> [LaunchYearCounts] {
        try await database.writer.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT month_key / 100 AS year, outcome, COUNT(*) AS count
                FROM spacex_launch GROUP BY year, outcome ORDER BY year
                """)
            var byYear: [Int: LaunchYearCounts] = [:]
            for row in rows {
                let year: Int = row["year"]
                let count: Int = row["count"]
                guard let outcome = LaunchOutcome(rawValue: row["outcome"]) else { continue }
                var counts = byYear[year] ?? LaunchYearCounts(year: year)
                counts.add(outcome, count: count)
                byYear[year] = counts
            }
            return byYear.values.sorted { $0.year < $1.year }
        }
    }

    public func imageHosts() async throws -> Set<String> {
        try await database.writer.read { db in
            let launches = try LaunchRecord.fetchAll(db).flatMap { $0.launch.imageURLs }
            let rockets = try RocketRecord.fetchAll(db).flatMap(\.body.images)
            return HostAddress.hosts(of: launches + rockets)
        }
    }
}
