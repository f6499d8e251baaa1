import AlmanacCore
import Foundation

/// The SpaceX dataset and Launch Library 2's launches, merged into one timeline that every
/// launches read uses. Reads are plain: the server keeps what they make per version
/// (`KeptLaunchStore`).
public struct SQLLaunchStore: LaunchStore {
    let database: any SQLDatabase

    public init(database: any SQLDatabase) { self.database = database }

    public func replaceSpaceX(with download: SpaceXDownload, refreshedAt: Date) async throws {
        let catalog = download.catalog
        let launches = try catalog.launches.map { [SQLValue.text($0.id), .real($0.date.timeIntervalSince1970), .text(try StoredJSON.encode($0))] }
        let rockets = try catalog.rockets.enumerated().map { [SQLValue.text($1.id), $0.sqlValue, .text(try StoredJSON.encode($1))] }
        let launchpads = try catalog.launchpads.enumerated().map { [SQLValue.text($1.id), $0.sqlValue, .text(try StoredJSON.encode($1))] }
        let company = try StoredJSON.encode(catalog.company)
        // Both launch refreshes rebuild the timeline: one at a time.
        try await database.write([.dataset(.spacex), .launchTimeline]) { session in
            for table in ["spacex_company", "spacex_launch", "spacex_rocket", "spacex_launchpad"] {
                try await session.execute("DELETE FROM \(raw: table)")
            }
            try await session.execute("INSERT INTO spacex_company (id, body) VALUES (1, \(company))")
            try await session.insert("INSERT INTO spacex_launch (id, date_unix, launch)", rows: launches)
            try await session.insert("INSERT INTO spacex_rocket (id, position, body)", rows: rockets)
            try await session.insert("INSERT INTO spacex_launchpad (id, position, body)", rows: launchpads)
            try await session.rebuildLaunchSearchEntries(timeline: try await session.rebuildLaunchTimeline())
            try await session.recordRefresh(of: .spacex, documents: download.documents, origin: download.origin, at: refreshedAt)
        }
    }

    public func saveLaunchLibrary(_ fetch: LaunchLibraryFetch, updatedThrough: Date?, backfillBefore: Date?, refreshedAt: Date) async throws {
        let list = fetch.list.rawValue
        var encoded: [String: (launch: Launch, json: Data)] = [:]
        let entries = try fetch.entries.map { entry in
            let json = try StoredJSON.encode(entry.launch)
            encoded[entry.launch.id] = (entry.launch, Data(json.utf8))
            return [
                SQLValue.text(entry.launch.id), .text(list), .real(entry.launch.date.timeIntervalSince1970), .text(json), .blob(entry.body),
            ]
        }
        let (incoming, written) = (fetch.entries.map(\.launch), encoded)
        try await database.write([.dataset(.launchLibrary), .launchTimeline]) { session in
            try await session.recordChanges(to: incoming, from: fetch.list, at: refreshedAt)
            try await session.insert(
                "INSERT INTO ll2_launch (id, list, net, launch, body)", rows: entries,
                suffix: """
                     ON CONFLICT (id) DO UPDATE SET list = excluded.list, net = excluded.net, launch = excluded.launch, body = excluded.body
                    """)
            try await session.execute(
                """
                INSERT INTO ll2_list (list, refreshed_at, updated_through, backfill_before, providers)
                VALUES (
                    \(list), \(refreshedAt.timeIntervalSince1970), \(updatedThrough?.timeIntervalSince1970), \(backfillBefore?.timeIntervalSince1970),
                    \(fetch.providers.map(String.init).joined(separator: ",")))
                ON CONFLICT (list) DO UPDATE SET refreshed_at = excluded.refreshed_at, updated_through = excluded.updated_through,
                    backfill_before = excluded.backfill_before, providers = excluded.providers
                """)
            try await session.rebuildLaunchSearchEntries(timeline: try await session.rebuildLaunchTimeline(written: written))
            try await session.recordFreshness(of: .launchLibrary, origin: fetch.origin, at: refreshedAt)
        }
    }

    public func launchLibraryLists() async throws -> [String: LaunchLibraryList] {
        try await database.read { session in
            var lists: [String: LaunchLibraryList] = [:]
            for row in try await session.rows("SELECT id, list FROM ll2_launch") {
                if let list = LaunchLibraryList(rawValue: try row["list"]) { lists[try row["id"]] = list }
            }
            return lists
        }
    }

    public func launchLibraryBodies(_ ids: [String]) async throws -> [String: Data] {
        guard !ids.isEmpty else { return [:] }
        return try await database.read { session in
            var bodies: [String: Data] = [:]
            // A page at a time (at most 100 ids): within both engines' parameter limits.
            for start in stride(from: 0, to: ids.count, by: 500) {
                let chunk = SQL.joined(ids[start..<min(ids.count, start + 500)].map { "\($0)" as SQL }, separator: ", ")
                for row in try await session.rows("SELECT id, body FROM ll2_launch WHERE id IN (\(chunk))") {
                    bodies[try row["id"]] = try row["body"]
                }
            }
            return bodies
        }
    }

    public func launchLibraryState(_ list: LaunchLibraryList) async throws -> LaunchLibraryListState {
        let row = try await database.read {
            try await $0.firstRow("SELECT refreshed_at, updated_through, backfill_before, providers FROM ll2_list WHERE list = \(list.rawValue)")
        }
        return LaunchLibraryListState(
            refreshedAt: try row.map { Date(timeIntervalSince1970: try $0["refreshed_at"]) },
            updatedThrough: try (row?["updated_through"] as Double?).map(Date.init(timeIntervalSince1970:)),
            backfillBefore: try (row?["backfill_before"] as Double?).map(Date.init(timeIntervalSince1970:)),
            providers: (try row?["providers"] as String?)?.split(separator: ",").compactMap { Int($0) } ?? []
        )
    }

    public func confirmSpaceX(origin: Origin, refreshedAt: Date) async throws {
        try await database.write(.dataset(.spacex)) { try await $0.recordFreshness(of: .spacex, origin: origin, at: refreshedAt) }
    }

    public func spacexDocuments() async throws -> [SnapshotDocument] {
        try await database.read { try await $0.storedDocuments(of: .spacex) }
    }

    public func spacexInventory() async throws -> DatasetInventory {
        try await database.snapshot { session in
            var ids: [String: Set<String>] = [:]
            for (name, table) in [("launches", "spacex_launch"), ("rockets", "spacex_rocket"), ("launchpads", "spacex_launchpad")] {
                ids[name] = Set(try await session.values("SELECT id FROM \(raw: table)", as: String.self))
            }
            return DatasetInventory(ids)
        }
    }

    public func company() async throws -> Company? {
        try await database.read { session in
            try await session.firstRow("SELECT body FROM spacex_company").map { try StoredJSON.decode(Company.self, column: "body", of: $0) }
        }
    }

    public func launchIDs() async throws -> Set<String> {
        try await database.read { Set(try await $0.values("SELECT id FROM launch_timeline", as: String.self)) }
    }

    public func listing() async throws -> LaunchListing {
        let (timeline, rockets) = try await database.snapshot { (try await $0.storedTimeline(), try await $0.storedRockets()) }
        return LaunchListing(timeline, rocketNames: rockets.namesByID)
    }

    public func catalogReferences() async throws -> LaunchReferences {
        try await database.snapshot { session in
            LaunchReferences(rockets: try await session.storedRockets(), launchpads: try await session.storedLaunchpads())
        }
    }

    public func changeLog() async throws -> LaunchChangeLog {
        LaunchChangeLog(try await database.read { try await $0.launchChanges("") })
    }

    public func restoreChanges(_ changes: [LaunchChange]) async throws {
        try await database.write([.launchTimeline], announcing: [.dataset(.launchLibrary)]) { session in try await session.insertChanges(changes) }
    }

    public func launchCountsByYear() async throws -> [LaunchYearCounts] {
        try await database.snapshot { session in
            var byYear: [Int: LaunchYearCounts] = [:]
            for row in try await session.rows(
                """
                SELECT month_key / 100 AS year, outcome, COUNT(*) AS n FROM launch_timeline GROUP BY month_key / 100, outcome
                """)
            {
                guard let outcome = LaunchOutcome(rawValue: try row["outcome"]) else { continue }
                let year: Int = try row["year"]
                var counts = byYear[year] ?? LaunchYearCounts(year: year)
                counts.add(outcome, count: try row["n"])
                byYear[year] = counts
            }
            // Each source's span in years: the SpaceX API's launches, each Launch Library list.
            let spans = try await session.rows(
                """
                SELECT MIN(date_unix) AS first, MAX(date_unix) AS last FROM spacex_launch
                UNION ALL SELECT MIN(net), MAX(net) FROM ll2_launch GROUP BY list
                """
            ).compactMap { row -> ClosedRange<Int>? in
                guard let first = try row["first"] as Double?, let last = try row["last"] as Double? else { return nil }
                return Launch.monthKey(of: Date(timeIntervalSince1970: first)) / 100...Launch.monthKey(of: Date(timeIntervalSince1970: last))
                    / 100
            }
            return LaunchYearCounts.markingGaps(byYear.values.sorted { $0.year < $1.year }, spans: spans)
        }
    }

    public func imageHosts() async throws -> Set<String> {
        try await database.snapshot { session in
            let launches = try await session.storedTimeline()
            return HostAddress.hosts(of: launches.flatMap(\.imageURLs) + (try await session.storedRockets()).flatMap(\.images))
        }
    }
}
