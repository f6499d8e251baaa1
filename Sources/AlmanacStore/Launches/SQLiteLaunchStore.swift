import AlmanacCore
import Foundation
import GRDB

/// The SpaceX dataset and Launch Library 2's launches in SQLite, merged into one timeline that
/// every launches read uses. Launch filters run in SQL against indexed columns.
public struct SQLiteLaunchStore: LaunchStore {
    private let database: AppDatabase
    private let decoded = DecodedLaunchData()

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
            try db.rebuildLaunchTimeline()
            try db.recordRefresh(of: .spacex, documents: download.documents, origin: download.origin, at: refreshedAt)
        }
        decoded.clear()
    }

    public func saveLaunchLibrary(_ fetch: LaunchLibraryFetch, updatedThrough: Date?, refreshedAt: Date) async throws {
        try await database.writer.write { db in
            for entry in fetch.entries {
                try LaunchLibraryRecord(
                    id: entry.launch.id, list: fetch.list.rawValue, net: entry.launch.date.timeIntervalSince1970,
                    launch: entry.launch, body: entry.body
                ).save(db)
            }
            try LaunchLibraryListRecord(
                list: fetch.list.rawValue, refreshed_at: refreshedAt.timeIntervalSince1970,
                updated_through: updatedThrough?.timeIntervalSince1970
            ).save(db)
            try db.rebuildLaunchTimeline()
            try db.recordFreshness(of: .launchLibrary, origin: fetch.origin, at: refreshedAt)
        }
        decoded.clear()
    }

    public func launchLibraryState(_ list: LaunchLibraryList) async throws -> LaunchLibraryListState {
        try await database.writer.read { db in
            let record = try LaunchLibraryListRecord.fetchOne(db, key: list.rawValue)
            return LaunchLibraryListState(
                refreshedAt: record.map { Date(timeIntervalSince1970: $0.refreshed_at) },
                updatedThrough: record?.updated_through.map(Date.init(timeIntervalSince1970:))
            )
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
        let filter = Self.filter(query, linkIDs: linkIDs)
        let order = query.sort == .ascending ? "date_unix ASC, flight_number ASC" : "date_unix DESC, flight_number DESC"
        return try await database.writer.read { db in
            // Cached statements: the SQL has one of a few shapes (which filters are set), so each
            // is compiled once per connection instead of once per page view.
            let total = try Int.fetchOne(
                db.cachedStatement(sql: "SELECT COUNT(*) FROM \(TimelineRecord.databaseTableName)\(filter.sql)"), arguments: filter.arguments
            ) ?? 0
            let records = try TimelineRecord.fetchAll(
                db.cachedStatement(sql: "SELECT \(TimelineRecord.selectedColumnsSQL) FROM \(TimelineRecord.databaseTableName)\(filter.sql) ORDER BY \(order) LIMIT ? OFFSET ?"),
                arguments: filter.arguments + [query.page.limit, query.page.offset]
            )
            return Page(items: records.map { $0.launch }, request: query.page, total: total)
        }
    }

    /// The SQL form of `LaunchQuery.matches`: a WHERE clause whose text depends only on which
    /// filters are set, with the values as arguments.
    private static func filter(_ query: LaunchQuery, linkIDs: [LaunchLink: String]) -> (sql: String, arguments: StatementArguments) {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        if let keys = query.period.monthKeys {
            conditions.append("\(LaunchRecord.Columns.monthKey.name) BETWEEN ? AND ?")
            arguments += [keys.lowest, keys.highest]
        }
        if let outcome = query.outcome {
            conditions.append("\(LaunchRecord.Columns.outcome.name) = ?")
            arguments += [outcome.rawValue]
        }
        if let search = query.search {
            conditions.append("instr(search_name, ?) > 0")
            arguments += [search.foldedForSearch]
        }
        for link in LaunchLink.allCases {
            guard let id = linkIDs[link] else { continue }
            conditions.append("\(column(of: link).name) = ?")
            arguments += [id]
        }
        return (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "), arguments)
    }

    /// The column holding the id each link filter compares: the SQL form of `LaunchLink.id(of:)`.
    private static func column(of link: LaunchLink) -> Column {
        switch link {
        case .rocket: LaunchRecord.Columns.rocketID
        case .pad: LaunchRecord.Columns.launchpadID
        }
    }

    public func launchIDs() async throws -> Set<String> {
        try await database.writer.read { db in Set(try String.fetchAll(db, sql: "SELECT id FROM launch_timeline")) }
    }

    public func launch(id: String) async throws -> Launch? {
        try await database.writer.read { db in
            try TimelineRecord.fetchOne(
                db, sql: "SELECT \(TimelineRecord.selectedColumnsSQL) FROM launch_timeline WHERE id = ? OR launch_library_id = ? LIMIT 1",
                arguments: [id, id]
            )?.launch
        }
    }

    public func rockets() async throws -> [Rocket] {
        try await database.writer.read { db in try storedRockets(db, version: try db.refreshVersion(of: .spacex)) }
    }

    public func rocket(id: String) async throws -> Rocket? {
        try await database.writer.read { db in try RocketRecord.fetchOne(db, key: id)?.body }
    }

    public func launchpad(id: String) async throws -> Launchpad? {
        try await database.writer.read { db in try LaunchpadRecord.fetchOne(db, key: id)?.body }
    }

    public func launchpads() async throws -> [Launchpad] {
        try await database.writer.read { db in try storedLaunchpads(db, version: try db.refreshVersion(of: .spacex)) }
    }

    public func launchReferences() async throws -> LaunchReferences {
        try await database.writer.read { db in
            let version = try db.refreshVersion(of: .spacex)
            return LaunchReferences(rockets: try storedRockets(db, version: version), launchpads: try storedLaunchpads(db, version: version))
        }
    }

    /// `version`: SpaceX's refresh time, read in the same transaction.
    private func storedRockets(_ db: Database, version: Double?) throws -> [Rocket] {
        try decoded.rockets.value(version: version) {
            try RocketRecord.order(Column("position")).fetchAll(db).map(\.body)
        }
    }

    private func storedLaunchpads(_ db: Database, version: Double?) throws -> [Launchpad] {
        try decoded.launchpads.value(version: version) {
            // Inserted in upstream's order, so the row id keeps it.
            try LaunchpadRecord.order(Column.rowID).fetchAll(db).map(\.body)
        }
    }

    public func launchCountsByYear() async throws -> [LaunchYearCounts] {
        try await database.writer.read { db in
            try decoded.countsByYear.value(version: try db.timelineVersion()) {
                let rows = try Row.fetchAll(db, sql: """
                    SELECT month_key / 100 AS year, outcome, COUNT(*) AS count
                    FROM launch_timeline GROUP BY year, outcome ORDER BY year
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
                // Each source's span in years: the SpaceX API's launches, each Launch Library list.
                let spans = try Row.fetchAll(db, sql: """
                    SELECT MIN(date_unix) AS first, MAX(date_unix) AS last FROM spacex_launch
                    UNION ALL SELECT MIN(net), MAX(net) FROM ll2_launch GROUP BY list
                    """).compactMap { row -> ClosedRange<Int>? in
                        guard let first = row["first"] as Double?, let last = row["last"] as Double? else { return nil }
                        return Launch.monthKey(of: Date(timeIntervalSince1970: first)) / 100...Launch.monthKey(of: Date(timeIntervalSince1970: last)) / 100
                    }
                return LaunchYearCounts.markingGaps(byYear.values.sorted { $0.year < $1.year }, spans: spans)
            }
        }
    }

    public func imageHosts() async throws -> Set<String> {
        try await database.writer.read { db in
            let launches = try TimelineRecord.fetchAll(db).flatMap { $0.launch.imageURLs }
            let rockets = try RocketRecord.fetchAll(db).flatMap(\.body.images)
            return HostAddress.hosts(of: launches + rockets)
        }
    }
}
