import AlmanacCore
import AlmanacPresentation
import AlmanacReplay
import AlmanacStore
import AlmanacTestSupport
import ArgumentParser
import Foundation
import Testing

@testable import AlmanacCLI

@Suite("almanac swapi, sync swapi, import and export")
struct SWAPICommandTests {
    @Test("a list prints as a table within 80 columns (a pipe) with each fact under its column")
    func table() async throws {
        let store = try await TestFixtures.galaxyStore()
        let page = try await BrowseGalaxy(store: store)(GalaxyQuery(resource: .people, search: "a")).map(GalaxyRowViewModel.init)
        let text = SWAPICommand.table(page, resource: .people).plain
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("Id  Name                   Birth year  Homeworld"), "\(lines[0])")
        #expect(lines.contains { $0.contains("Jabba Desilijic Tiure") && $0.contains("600BBY") && $0.contains("Nal Hutta") })
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines.last == "Page 1 of 1, 6 people in all.")
    }

    @Test("a record prints the same rows as the web, links as name (type/id), dangling ones plainly")
    func detailText() async throws {
        let store = try await TestFixtures.galaxyStore()
        let film = GalaxyDetailViewModel(try await ShowGalaxyRecord(store: store)(GalaxyReference(.films, 1)))
        let text = SWAPICommand.text(film)
        #expect(text.hasPrefix("A New Hope (film #1)\n"))
        #expect(text.contains("release date            25 May 1977"))
        #expect(text.contains("Luke Skywalker (people/1)"))
        #expect(text.contains("unknown (#17)"))
        #expect(!text.contains("(people/17)"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test(
        "bad arguments name what was wrong and what is allowed",
        arguments: [
            (["swapi", "robots"], "RESOURCE must be one of people, planets, vehicles, films, species, starships"),
            (["swapi", "people", "luke"], "ID must be a whole number of 1 or more"),
            (["swapi", "people", "--sort", "cost"], "--sort must be one of name, height, mass for people"),
            (["swapi", "people", "--order", "up"], "--order must be asc or desc"),
            (["swapi", "people", "17"], "there is no person with id \"17\""),
            (["sync", "swapi", "--swapi-url", "ftp://x"], "--swapi-url must be http or https base URLs separated by commas (got \"ftp://x\")"),
        ])
    func badArguments(arguments: [String], message: String) async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        try await runCommand(["import", TestFixtures.directory.path], database: database)
        await #expect {
            try await runCommand(arguments, database: database)
        } throws: { error in
            (error as? CommandExit)?.code == 64 || "\(error)".contains("there is no") ? "\(error)".contains(message) : false
        }
    }

    @Test("an empty store says how to load SWAPI data")
    func emptyStore() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect { try await runCommand(["swapi", "people"], database: folder.appendingPathComponent("empty.sqlite").path) } throws: { error in
            "\(error)".contains("no SWAPI data stored yet: run `almanac sync swapi`")
        }
    }

    @Test("sync swapi skips a dead first mirror, stores everything and records the mirror that answered")
    func syncWithFailover() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory, swapiPageSize: 4)
        let good = try await ResettingServer.with { dead in
            try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
                try await runCommand(["sync", "swapi", "--swapi-url", dead + "/api," + base + "/swapi.dev/api"], database: database)
                return base + "/swapi.dev/api"
            }
        }
        let stored = try await AppDatabase.open(path: database)
        #expect(try await SQLGalaxyStore(database: stored).counts()[.people] == 6)
        #expect(try await SQLDatasetStore(database: stored).freshness(of: .swapi)?.origin == .upstream(good))
    }

    @Test("export writes swapi/<resource>.json that import reads back to the same records")
    func exportImportRoundTrip() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first.sqlite").path
        let second = folder.appendingPathComponent("second.sqlite").path
        let exported = folder.appendingPathComponent("snapshot")
        try await runCommand(["import", TestFixtures.directory.path], database: first)
        try await runCommand(["export", exported.path], database: first)
        for resource in GalaxyResource.allCases {
            let original = try Data(contentsOf: TestFixtures.directory.appendingPathComponent("swapi/\(resource.rawValue).json"))
            #expect(try Data(contentsOf: exported.appendingPathComponent("swapi/\(resource.rawValue).json")) == original)
        }
        try await runCommand(["import", exported.path], database: second)
        let a = SQLGalaxyStore(database: try await AppDatabase.open(path: first))
        let b = SQLGalaxyStore(database: try await AppDatabase.open(path: second))
        for resource in GalaxyResource.allCases {
            let query = GalaxyQuery(resource: resource, page: try PageRequest(page: 1, limit: 100))
            #expect(try await a.records(matching: query).items == b.records(matching: query).items)
        }
    }
}
