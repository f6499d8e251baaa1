import AlmanacCore
import AlmanacReplay
import AlmanacStore
import AlmanacTestSupport
import ArgumentParser
import Foundation
import Testing

@testable import AlmanacCLI

@Suite("almanac sync")
struct SyncCommandTests {
    private func sync(_ baseURL: String, database: String) async throws {
        let command = try SyncCommand.parse(["spacex", "--db", database, "--spacex-url", baseURL])
        try await command.run()
    }

    @Test("replaces the stored dataset from the upstream and records where it came from")
    func syncsFromUpstream() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        let baseURL = try await withLoopbackServer({ replay.application(onRunning: $0) }) { baseURL in
            try await sync(baseURL, database: database)
            return baseURL
        }
        let stored = try await AppDatabase.open(path: database)
        #expect(try await SQLLaunchStore(database: stored).rockets().count == 2)
        #expect(try await SQLDatasetStore(database: stored).freshness(of: .spacex)?.origin == .upstream(baseURL))
    }

    @Test("a failing upstream exits with the reason and leaves the stored data untouched")
    func failureKeepsData() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        let importer = try ImportCommand.parse([TestFixtures.directory.path, "--db", database])
        try await importer.run()
        let upstream = ScriptedUpstream(["/v4/company": [.respond(status: 200, body: "{}")], "/v4/launches": [.respond(status: 404)]])
        try await withLoopbackServer(upstream.application) { baseURL in
            await #expect {
                try await sync(baseURL, database: database)
            } throws: { error in
                // Both endpoints fail (an empty company, a missing launch list); either may be named.
                "\(error)".contains("stored data unchanged") && ("\(error)".contains("404") || "\(error)".contains("could not be read"))
            }
        }
        let stored = try await AppDatabase.open(path: database)
        let launches = try await SQLLaunchStore(database: stored).launches(matching: LaunchQuery(page: PageRequest()), linkIDs: [:])
        #expect(launches.total == 6)
        #expect(try await SQLDatasetStore(database: stored).freshness(of: .spacex)?.origin.kind == .snapshot)
    }
}
