import AlmanacCore
@testable import AlmanacStore
import Foundation
import GRDB
import Testing

/// Stores made by earlier releases open in this one: every schema version since the first
/// migrates in place to the schema a new store gets, and a store of the last version before the
/// launches moved to JSON keeps every launch, rocket and pad as it was.
@Suite("SQLite store: migrations from each earlier version")
struct SQLiteMigrationTests {
    /// A store file migrated up to `version` by this build's (append-only) migration history.
    private func store(at version: String, in folder: URL, filling fill: (Database) throws -> Void = { _ in }) throws -> String {
        let path = folder.appendingPathComponent("\(UUID().uuidString).sqlite").path
        let queue = try DatabaseQueue(path: path)
        try AppDatabase.migrator.migrate(queue, upTo: version)
        try queue.write(fill)
        try queue.close()
        return path
    }

    private func schema(at path: String) throws -> [String] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            try String.fetchAll(db, sql: "SELECT type || ' ' || name || ': ' || IFNULL(sql, '') FROM sqlite_master WHERE name NOT LIKE 'grdb_%' ORDER BY type, name")
        }
    }

    @Test("a store at every earlier version opens, is migrated and has a new store's schema")
    func everyVersion() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fresh = folder.appendingPathComponent("fresh.sqlite").path
        _ = try AppDatabase.open(path: fresh)
        let expected = try schema(at: fresh)
        let versions = AppDatabase.migrator.migrations
        #expect(versions.count >= 11)
        for version in versions.dropLast() {
            let path = try store(at: version, in: folder)
            let database = try AppDatabase.open(path: path)
            #expect(try await database.isMigrated(), "from \(version)")
            #expect(try schema(at: path) == expected, "from \(version)")
        }
    }

    @Test("a v10 store's launches, rockets, pads and Launch Library launches read back the same after v11")
    func launchesBecomeJSON() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // As the v10 build wrote them: a column per launch field; nested values through GRDB's
        // Codable records, which write dates as milliseconds since 1970.
        let legacy = JSONEncoder()
        legacy.dateEncodingStrategy = .millisecondsSince1970
        legacy.outputFormatting = .sortedKeys
        func json(_ value: some Encodable) throws -> String { String(decoding: try legacy.encode(value), as: UTF8.self) }
        let spacex = Launch(
            id: "5eb87cd9ffd86e000604b32a", flightNumber: 1, name: "FalconSat", date: Date(timeIntervalSince1970: 1_143_239_400),
            datePrecision: .hour, isUpcoming: false, success: false, rocketID: "falcon1", launchpadID: "kwajalein", details: "Engine failure",
            failures: [LaunchFailure(time: 33, altitude: nil, reason: "merlin engine failure")],
            links: LaunchLinks(patchSmall: "https://images2.imgbox.com/a.png", webcast: "https://www.youtube.com/watch?v=0a_00nJ_Y88", youtubeID: "0a_00nJ_Y88"),
            launchLibraryID: nil
        )
        let details = LaunchLibraryDetails(
            id: "ll2-1", status: nil, windowStart: Date(timeIntervalSince1970: 1_800_000_000), windowEnd: Date(timeIntervalSince1970: 1_800_003_600),
            rocketName: "Falcon 9", padName: "SLC-40", locationName: "Cape Canaveral", fullName: "Falcon 9 | Starlink", missionDescription: nil,
            imageURL: nil, infoURL: nil, webcastURL: nil, probability: 80, holdReason: nil, failReason: nil, spacexID: nil,
            lastUpdated: Date(timeIntervalSince1970: 1_799_000_000)
        )
        let library = Launch(
            id: "ll2-1", flightNumber: 0, name: "Starlink", date: Date(timeIntervalSince1970: 1_800_000_000), datePrecision: .hour,
            isUpcoming: true, success: nil, rocketID: nil, launchpadID: nil, details: nil, failures: [], links: LaunchLinks(),
            launchLibraryID: "ll2-1", launchLibrary: details, provenance: .launchLibrary
        )
        let pads = [
            Launchpad(id: "kwajalein", name: "Kwajalein Atoll", fullName: nil, locality: "Omelek", region: nil, timeZone: nil, status: "retired", details: nil),
            Launchpad(id: "ccsfs", name: "CCSFS SLC 40", fullName: nil, locality: nil, region: "Florida", timeZone: nil, status: "active", details: nil),
        ]
        let path = try store(at: "v10: profiles that never came back", in: folder) { db in
            try db.execute(sql: """
                INSERT INTO spacex_launch (id, flight_number, name, search_name, date_unix, date_precision, month_key, upcoming, success,
                    outcome, rocket_id, launchpad_id, details, failures, patch_small, webcast, youtube_id)
                VALUES (?, 1, 'FalconSat', 'falconsat', 1143239400, 'hour', 200603, 0, 0, 'failure', 'falcon1', 'kwajalein', 'Engine failure', ?, ?, ?, ?)
                """, arguments: [spacex.id, try String(decoding: JSONEncoder().encode(spacex.failures), as: UTF8.self),
                                 spacex.links.patchSmall, spacex.links.webcast, spacex.links.youtubeID])
            for pad in pads {
                try db.execute(sql: "INSERT INTO spacex_launchpad (id, body) VALUES (?, ?)", arguments: [pad.id, try json(pad)])
            }
            try db.execute(sql: "INSERT INTO ll2_launch (id, list, net, launch, body) VALUES (?, 'upcoming', 1800000000, ?, x'7B7D')",
                           arguments: [library.id, try json(library)])
        }
        let database = try AppDatabase.open(path: path)
        let store = SQLLaunchStore(database: database)
        #expect(try await store.launch(id: spacex.id) == spacex)
        #expect(try await store.launch(id: library.id)?.date == library.date)
        #expect(try await store.launch(id: library.id)?.launchLibrary == details)
        #expect(try await store.launchpads().map(\.id) == pads.map(\.id))
        let page = try await store.launches(matching: LaunchQuery(page: .first), linkIDs: [:])
        #expect(page.total == 2)
        #expect(try await SQLLaunchStore(database: database).launches(matching: LaunchQuery(search: "falcon", page: .first), linkIDs: [:]).items.map(\.id) == [spacex.id])
    }
}
