import AlmanacStore
import AlmanacCore
import Foundation
import PostgresNIO

/// The SpaceX dataset and Launch Library 2's launches in PostgreSQL, merged into one timeline
/// that every launches read uses. Launch filters run in SQL against indexed columns.
public struct PostgresLaunchStore: LaunchStore {
    private let database: PostgresDatabase
    private let decoded = DecodedLaunchData()

    public init(database: PostgresDatabase) { self.database = database }


    public func replaceSpaceX(with download: SpaceXDownload, refreshedAt: Date) async throws {
        let catalog = download.catalog
        let launches = try catalog.launches.map { (id: $0.id, date: $0.date.timeIntervalSince1970, launch: try JSONText.encode($0)) }
        // Both launch refreshes rebuild the timeline: one at a time.
        try await database.write(.dataset(.spacex), .launchTimeline) { connection in
            for table in ["spacex_company", "spacex_launch", "spacex_rocket", "spacex_launchpad"] {
                try await connection.run(PostgresQuery(unsafeSQL: "DELETE FROM \(table)"))
            }
            try await connection.run("INSERT INTO spacex_company (id, body) VALUES (1, \(try JSONText.encode(catalog.company)))")
            struct LaunchRow: Encodable { let id: String, date_unix: Double, launch: String }
            try await connection.run(PostgresQuery(unsafeSQL: """
                INSERT INTO spacex_launch (id, date_unix, launch)
                SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id text, date_unix double precision, launch text)
                """, binds: try PostgresConnection.jsonBinds(launches.map { LaunchRow(id: $0.id, date_unix: $0.date, launch: $0.launch) })))
            for (position, rocket) in catalog.rockets.enumerated() {
                try await connection.run("INSERT INTO spacex_rocket (id, position, body) VALUES (\(rocket.id), \(position), \(try JSONText.encode(rocket)))")
            }
            for (position, pad) in catalog.launchpads.enumerated() {
                try await connection.run("INSERT INTO spacex_launchpad (id, position, body) VALUES (\(pad.id), \(position), \(try JSONText.encode(pad)))")
            }
            try await connection.rebuildLaunchTimeline()
            try await connection.recordRefresh(of: .spacex, documents: download.documents, origin: download.origin, at: refreshedAt)
        }
        decoded.clear()
    }

    public func saveLaunchLibrary(_ fetch: LaunchLibraryFetch, updatedThrough: Date?, refreshedAt: Date) async throws {
        let list = fetch.list.rawValue
        let entries = try fetch.entries.map { (entry: $0, launch: try JSONText.encode($0.launch)) }
        try await database.write(.dataset(.launchLibrary), .launchTimeline) { connection in
            for (entry, launch) in entries {
                try await connection.run("""
                    INSERT INTO ll2_launch (id, list, net, launch, body)
                    VALUES (\(entry.launch.id), \(list), \(entry.launch.date.timeIntervalSince1970), \(launch), \(entry.body))
                    ON CONFLICT (id) DO UPDATE SET list = excluded.list, net = excluded.net, launch = excluded.launch, body = excluded.body
                    """)
            }
            try await connection.run("""
                INSERT INTO ll2_list (list, refreshed_at, updated_through)
                VALUES (\(list), \(refreshedAt.timeIntervalSince1970), \(updatedThrough?.timeIntervalSince1970))
                ON CONFLICT (list) DO UPDATE SET refreshed_at = excluded.refreshed_at, updated_through = excluded.updated_through
                """)
            try await connection.rebuildLaunchTimeline()
            try await connection.recordFreshness(of: .launchLibrary, origin: fetch.origin, at: refreshedAt)
        }
        decoded.clear()
    }

    public func launchLibraryState(_ list: LaunchLibraryList) async throws -> LaunchLibraryListState {
        let row = try await database.read { connection in
            try await connection.firstRow("SELECT refreshed_at, updated_through FROM ll2_list WHERE list = \(list.rawValue)")?.decode((Double, Double?).self)
        }
        return LaunchLibraryListState(
            refreshedAt: row.map { Date(timeIntervalSince1970: $0.0) }, updatedThrough: row?.1.map(Date.init(timeIntervalSince1970:))
        )
    }

    public func confirmSpaceX(origin: Origin, refreshedAt: Date) async throws {
        try await database.write(.dataset(.spacex)) { try await $0.recordFreshness(of: .spacex, origin: origin, at: refreshedAt) }
    }

    public func spacexDocuments() async throws -> [SnapshotDocument] {
        try await database.read { try await $0.storedDocuments(of: .spacex) }
    }

    public func spacexInventory() async throws -> DatasetInventory {
        try await database.snapshot { connection in
            var ids: [String: Set<String>] = [:]
            for (name, table) in [("launches", "spacex_launch"), ("rockets", "spacex_rocket"), ("launchpads", "spacex_launchpad")] {
                ids[name] = Set(try await connection.rows(PostgresQuery(unsafeSQL: "SELECT id FROM \(table)")).map { try $0.decode(String.self) })
            }
            return DatasetInventory(ids)
        }
    }

    public func company() async throws -> Company? {
        try await database.read { connection in
            try await connection.firstRow("SELECT body FROM spacex_company").map { try JSONText.decode(Company.self, from: try $0.decode(String.self)) }
        }
    }

    public func launches(matching query: LaunchQuery, linkIDs: [LaunchLink: String]) async throws -> Page<Launch> {
        var builder = QueryBuilder()
        var conditions: [String] = []
        if let keys = query.period.monthKeys {
            conditions.append("month_key BETWEEN \(builder.bind(keys.lowest)) AND \(builder.bind(keys.highest))")
        }
        if let outcome = query.outcome { conditions.append("outcome = \(builder.bind(outcome.rawValue))") }
        if let search = query.search { conditions.append("strpos(search_name, \(builder.bind(search.foldedForSearch))) > 0") }
        for link in LaunchLink.allCases {
            guard let id = linkIDs[link] else { continue }
            conditions.append("\(Self.column(of: link)) = \(builder.bind(id))")
        }
        let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        let order = query.sort == .ascending ? "date_unix ASC, flight_number ASC" : "date_unix DESC, flight_number DESC"
        let count = builder.query("SELECT COUNT(*) FROM launch_timeline\(filter)")
        let page = "SELECT launch FROM launch_timeline\(filter) ORDER BY \(order) LIMIT \(builder.bind(query.page.limit)) OFFSET \(builder.bind(query.page.offset))"
        let pageQuery = builder.query(page)
        return try await database.snapshot { connection in
            let total = try await connection.count(count)
            let launches = try await connection.rows(pageQuery).map { try JSONText.decode(Launch.self, from: try $0.decode(String.self)) }
            return Page(items: launches, request: query.page, total: total)
        }
    }

    /// The column holding the id each link filter compares: the SQL form of `LaunchLink.id(of:)`.
    private static func column(of link: LaunchLink) -> String {
        switch link {
        case .rocket: "rocket_id"
        case .pad: "launchpad_id"
        }
    }

    public func launchIDs() async throws -> Set<String> {
        try await database.read { Set(try await $0.rows("SELECT id FROM launch_timeline").map { try $0.decode(String.self) }) }
    }

    public func launch(id: String) async throws -> Launch? {
        try await database.read { connection in
            try await connection.firstRow("SELECT launch FROM launch_timeline WHERE id = \(id) OR launch_library_id = \(id) ORDER BY id = \(id) DESC LIMIT 1")
                .map { try JSONText.decode(Launch.self, from: try $0.decode(String.self)) }
        }
    }

    public func rockets() async throws -> [Rocket] {
        try await database.snapshot { connection in
            let version = try await connection.refreshVersion(of: .spacex)
            return try await decoded.rockets.value(version: version) { try await connection.storedRockets() }
        }
    }

    public func rocket(id: String) async throws -> Rocket? {
        try await database.read { connection in
            try await connection.firstRow("SELECT body FROM spacex_rocket WHERE id = \(id)").map { try JSONText.decode(Rocket.self, from: try $0.decode(String.self)) }
        }
    }

    public func launchpad(id: String) async throws -> Launchpad? {
        try await database.read { connection in
            try await connection.firstRow("SELECT body FROM spacex_launchpad WHERE id = \(id)").map { try JSONText.decode(Launchpad.self, from: try $0.decode(String.self)) }
        }
    }

    public func launchpads() async throws -> [Launchpad] {
        try await database.snapshot { connection in
            let version = try await connection.refreshVersion(of: .spacex)
            return try await decoded.launchpads.value(version: version) { try await connection.storedLaunchpads() }
        }
    }

    public func launchReferences() async throws -> LaunchReferences {
        try await database.snapshot { connection in
            let version = try await connection.refreshVersion(of: .spacex)
            return LaunchReferences(
                rockets: try await decoded.rockets.value(version: version) { try await connection.storedRockets() },
                launchpads: try await decoded.launchpads.value(version: version) { try await connection.storedLaunchpads() }
            )
        }
    }

    public func launchCountsByYear() async throws -> [LaunchYearCounts] {
        try await database.snapshot { connection in
            try await decoded.countsByYear.value(version: try await connection.timelineVersion()) {
                var byYear: [Int: LaunchYearCounts] = [:]
                for row in try await connection.rows("SELECT month_key / 100, outcome, COUNT(*) FROM launch_timeline GROUP BY 1, 2") {
                    let (year, outcomeName, count) = try row.decode((Int, String, Int).self)
                    guard let outcome = LaunchOutcome(rawValue: outcomeName) else { continue }
                    var counts = byYear[year] ?? LaunchYearCounts(year: year)
                    counts.add(outcome, count: count)
                    byYear[year] = counts
                }
                // Each source's span in years: the SpaceX API's launches, each Launch Library list.
                let spans = try await connection.rows("""
                    SELECT MIN(date_unix), MAX(date_unix) FROM spacex_launch
                    UNION ALL SELECT MIN(net), MAX(net) FROM ll2_launch GROUP BY list
                    """).compactMap { row -> ClosedRange<Int>? in
                        let (first, last) = try row.decode((Double?, Double?).self)
                        guard let first, let last else { return nil }
                        return Launch.monthKey(of: Date(timeIntervalSince1970: first)) / 100...Launch.monthKey(of: Date(timeIntervalSince1970: last)) / 100
                    }
                return LaunchYearCounts.markingGaps(byYear.values.sorted { $0.year < $1.year }, spans: spans)
            }
        }
    }

    public func imageHosts() async throws -> Set<String> {
        try await database.snapshot { connection in
            let launches = try await connection.rows("SELECT launch FROM launch_timeline")
                .map { try JSONText.decode(Launch.self, from: try $0.decode(String.self)) }
            return HostAddress.hosts(of: launches.flatMap(\.imageURLs) + (try await connection.storedRockets()).flatMap(\.images))
        }
    }
}
