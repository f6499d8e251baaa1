import AlmanacCore
import Foundation
import GRDB
import Testing

@testable import AlmanacStore

/// Stores made by earlier releases open in this one: a SQLite file at each schema version since
/// the first (made by replaying `Fixtures/store-history/sqlite-vN.sql`, the statements each
/// release's migration ran, recorded as GRDB recorded them) is migrated in place to the structure
/// a new store gets, keeping what it held.
@Suite("SQLite store: migrations from each earlier release")
struct SQLiteMigrationTests {
    static let versions = 1...9

    /// A store file as release `version` left it, with `fill` run on it.
    static func store(at version: Int, in folder: URL, filling fill: (Database) throws -> Void = { _ in }) throws -> String {
        let path = folder.appendingPathComponent("v\(version)-\(UUID().uuidString).sqlite").path
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            for step in 1...version {
                let migration = try String(
                    contentsOf: TestFixtures.directory.appendingPathComponent("store-history/sqlite-v\(step).sql"), encoding: .utf8)
                try db.execute(sql: migration)
                // The first line names the migration: "-- v1: datasets and SpaceX".
                let name = migration.prefix { $0 != "\n" }.dropFirst(3)
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [String(name)])
            }
            try fill(db)
        }
        try queue.close()
        return path
    }

    /// A store made new by this build in `folder`: the structure every migrated store must have.
    static func freshStore(in folder: URL) async throws -> String {
        let path = folder.appendingPathComponent("fresh.sqlite").path
        _ = try await AppDatabase.open(path: path)
        return path
    }

    /// Tables, columns (type affinity, NOT NULL), keys and indexes by the columns they cover,
    /// and triggers: what statements depend on, whatever words made them.
    static func structure(at path: String) throws -> [String] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            var lines: [String] = try String.fetchAll(
                db, sql: "SELECT type || ' ' || name FROM sqlite_master WHERE type IN ('trigger') OR sql LIKE 'CREATE VIRTUAL%'")
            let tables = try String.fetchAll(
                db,
                sql: """
                    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'fact_fts%' AND name <> 'almanac_migration'
                    """)
            for table in tables {
                for column in try Row.fetchAll(
                    db, sql: "SELECT name, type, \"notnull\" AS required, pk FROM pragma_table_info(?)", arguments: [table])
                {
                    let required =
                        (column["required"] as Int) == 1 || ((column["pk"] as Int) > 0 && (column["type"] as String).uppercased() == "INTEGER")
                    lines.append("\(table).\(column["name"] as String) \(affinity(column["type"])) \(required ? "NOT NULL" : "")")
                }
                let key = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk", arguments: [table])
                if !key.isEmpty { lines.append("\(table) unique (\(key.joined(separator: ", ")))") }
                for index in try Row.fetchAll(db, sql: "SELECT name, \"unique\" AS isUnique, origin FROM pragma_index_list(?)", arguments: [table])
                where (index["origin"] as String) != "pk" {
                    let columns = try String.fetchAll(
                        db, sql: "SELECT name FROM pragma_index_info(?) ORDER BY seqno", arguments: [index["name"] as String])
                    let kind = (index["isUnique"] as Int) == 1 ? "unique" : "index \(index["name"] as String)"
                    lines.append("\(table) \(kind) (\(columns.joined(separator: ", ")))")
                }
            }
            return lines.sorted()
        }
    }

    /// SQLite's type affinity of a declared type (its rules, in their order).
    private static func affinity(_ declared: String) -> String {
        let type = declared.uppercased()
        if type.contains("INT") { return "integer" }
        if ["CHAR", "CLOB", "TEXT"].contains(where: type.contains) { return "text" }
        if type.contains("BLOB") || type.isEmpty { return "blob" }
        if ["REAL", "FLOA", "DOUB"].contains(where: type.contains) { return "real" }
        return "numeric"
    }

    @Test("a store of every earlier release opens migrated, with the structure of a new store", arguments: versions)
    func everyVersion(version: Int) async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fresh = try await Self.freshStore(in: folder)
        let path = try Self.store(at: version, in: folder)
        let database = try await AppDatabase.open(path: path)
        try await database.checkMigrated()
        #expect(try Self.structure(at: path) == Self.structure(at: fresh))
        // Opened again, nothing is left to do.
        _ = try await AppDatabase.open(path: path)
        #expect(try Self.structure(at: path) == Self.structure(at: fresh))
    }

    @Test("what no read uses is dropped from an old store and never made in a new one: SWAPI's numbers table, the list indexes")
    func unreadGone() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fresh = try await Self.freshStore(in: folder)
        let old = try Self.store(at: 9, in: folder)
        #expect(try Self.structure(at: old).contains { $0.hasPrefix("galaxy_number.") })
        _ = try await AppDatabase.open(path: old)
        for path in [fresh, old] {
            let unread = try Self.structure(at: path).filter {
                $0.hasPrefix("galaxy_number") || $0.contains("launch_timeline_for_lists") || $0.contains("galaxy_record_by_name")
            }
            #expect(unread.isEmpty, "\(unread)")
        }
    }

    @Test("a table Schema declares that a migrated store lacks is missing from it, and made when the store next opens")
    func newTableWithoutAStep() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fresh = try await Self.freshStore(in: folder)
        let path = folder.appendingPathComponent("without-agencies.sqlite").path
        let database = try await AppDatabase.open(path: path)
        // Every step applied, one table not there and this build's tables not recorded as made:
        // a table added to `Schema` after this store was made.
        try await database.write([]) { session in
            try await session.execute("DROP TABLE ll2_agency")
            try await session.execute("DELETE FROM almanac_migration WHERE name = \(Migrations.tablesRecord)")
        }
        #expect(try await database.read { try await Migrations.missing(on: $0) } == ["table ll2_agency"])
        await #expect(throws: StoreNotReady.self) { try await database.checkMigrated() }
        let reopened = try await AppDatabase.open(path: path)
        try await reopened.checkMigrated()
        #expect(try Self.structure(at: path) == Self.structure(at: fresh))
    }

    @Test("a v9 store's launches, rockets, pads and Launch Library launches read back the same once launches are JSON")
    func launchesBecomeJSON() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // As the v9 build wrote them: a column per launch field; nested values through GRDB's
        // Codable records, which write dates as milliseconds since 1970.
        let legacy = JSONEncoder()
        legacy.dateEncodingStrategy = .millisecondsSince1970
        legacy.outputFormatting = .sortedKeys
        func json(_ value: some Encodable) throws -> String { String(decoding: try legacy.encode(value), as: UTF8.self) }
        let spacex = LegacyLaunches.falconSat
        let library = LegacyLaunches.starlink
        let pads = LegacyLaunches.pads
        let path = try Self.store(at: 9, in: folder) { db in
            try LegacyLaunches.insert(spacex, into: db)
            for pad in pads {
                try db.execute(sql: "INSERT INTO spacex_launchpad (id, body) VALUES (?, ?)", arguments: [pad.id, try json(pad)])
            }
            try db.execute(
                sql: "INSERT INTO ll2_launch (id, list, net, launch, body) VALUES (?, 'upcoming', 1800000000, ?, x'7B7D')",
                arguments: [library.id, try json(library)])
        }
        let database = try await AppDatabase.open(path: path)
        let store = SQLLaunchStore(database: database)
        #expect(try await store.launch(id: spacex.id) == spacex)
        #expect(try await store.launch(id: library.id)?.date == library.date)
        #expect(try await store.launch(id: library.id)?.launchLibrary == library.launchLibrary)
        #expect(try await store.launchpads().map(\.id) == pads.map(\.id))
        #expect(try await store.launches(matching: LaunchQuery(page: .first), linkIDs: [:]).total == 2)
        #expect(try await store.launches(matching: LaunchQuery(search: "falconsat", page: .first), linkIDs: [:]).items.map(\.id) == [spacex.id])
        // FalconSat by its name, the Starlink launch by its rocket's.
        #expect(try await store.launches(matching: LaunchQuery(search: "falcon", page: .first), linkIDs: [:]).total == 2)
    }

    @Test("a v6 store's launches gain their Launch Library link from the stored SpaceX body")
    func launchLibraryLinkFromTheBody() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let launch = LegacyLaunches.falconSat
        let path = try Self.store(at: 6, in: folder) { db in
            try LegacyLaunches.insert(launch, into: db)
            let body = #"[{"id": "\#(launch.id)", "launch_library_id": "ll2-falconsat"}]"#
            try db.execute(
                sql: "INSERT INTO dataset_document (dataset, path, body) VALUES ('spacex', 'spacex/v4/launches.json', ?)",
                arguments: [Data(body.utf8)])
        }
        let store = SQLLaunchStore(database: try await AppDatabase.open(path: path))
        #expect(try await store.launch(id: launch.id)?.launchLibraryID == "ll2-falconsat")
    }

    @Test("saved cities, recent searches and recently viewed records of a store made before profiles become the local profile's")
    func beforeProfiles() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.store(at: 7, in: folder) { db in
            try db.execute(
                sql: """
                    INSERT INTO weather_city (name, country_code, latitude, longitude, position) VALUES ('Aarhus', 'DK', 56.2, 10.2, 1);
                    INSERT INTO fact_recent_search (term_key, term, searched_at) VALUES ('kick', 'kick', 1), ('cafe', 'café', 2);
                    INSERT INTO galaxy_recent_view (resource, id, viewed_at) VALUES ('people', 1, 1);
                    """)
        }
        let database = try await AppDatabase.open(path: path)
        #expect(try await SQLWeatherStore(database: database).savedCities(of: .local).map(\.name) == ["Aarhus"])
        #expect(try await SQLFactStore(database: database).recentSearches(of: .local).map(\.term) == ["café", "kick"])
        #expect(try await SQLGalaxyStore(database: database).recentlyViewed(by: .local) == [GalaxyReference(.people, 1)])
        #expect(try await SQLProfileStore(database: database).record(.local)?.hasReturned == true)
    }
}

/// Launches as the releases before v10 stored them (a column per field).
enum LegacyLaunches {
    static let falconSat = Launch(
        id: "5eb87cd9ffd86e000604b32a", flightNumber: 1, name: "FalconSat", date: Date(timeIntervalSince1970: 1_143_239_400),
        datePrecision: .hour, isUpcoming: false, success: false, rocketID: "falcon1", launchpadID: "kwajalein", details: "Engine failure",
        failures: [LaunchFailure(time: 33, altitude: nil, reason: "merlin engine failure")],
        links: LaunchLinks(
            patchSmall: "https://images2.imgbox.com/a.png", webcast: "https://www.youtube.com/watch?v=0a_00nJ_Y88", youtubeID: "0a_00nJ_Y88"),
        launchLibraryID: nil
    )

    static let starlink = Launch(
        id: "ll2-1", flightNumber: 0, name: "Starlink", date: Date(timeIntervalSince1970: 1_800_000_000), datePrecision: .hour,
        isUpcoming: true, success: nil, rocketID: nil, launchpadID: nil, details: nil, failures: [], links: LaunchLinks(),
        launchLibraryID: "ll2-1",
        launchLibrary: LaunchLibraryDetails(
            id: "ll2-1", status: nil, windowStart: Date(timeIntervalSince1970: 1_800_000_000), windowEnd: Date(timeIntervalSince1970: 1_800_003_600),
            rocketName: "Falcon 9", padName: "SLC-40", locationName: "Cape Canaveral", fullName: "Falcon 9 | Starlink", missionDescription: nil,
            imageURL: nil, infoURL: nil, webcastURL: nil, probability: 80, holdReason: nil, failReason: nil, spacexID: nil,
            lastUpdated: Date(timeIntervalSince1970: 1_799_000_000)
        ),
        provenance: .launchLibrary
    )

    static let pads = [
        Launchpad(
            id: "kwajalein", name: "Kwajalein Atoll", fullName: nil, locality: "Omelek", region: nil, timeZone: nil, status: "retired", details: nil),
        Launchpad(id: "ccsfs", name: "CCSFS SLC 40", fullName: nil, locality: nil, region: "Florida", timeZone: nil, status: "active", details: nil),
    ]

    static func insert(_ launch: Launch, into db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO spacex_launch (id, flight_number, name, search_name, date_unix, date_precision, month_key, upcoming, success,
                    outcome, rocket_id, launchpad_id, details, failures, patch_small, webcast, youtube_id)
                VALUES (?, ?, ?, ?, ?, 'hour', 200603, 0, 0, 'failure', ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                launch.id, launch.flightNumber, launch.name, launch.name.lowercased(), launch.date.timeIntervalSince1970, launch.rocketID,
                launch.launchpadID, launch.details, String(decoding: try JSONEncoder().encode(launch.failures), as: UTF8.self),
                launch.links.patchSmall, launch.links.webcast, launch.links.youtubeID,
            ])
    }
}
