import AlmanacCore
import AlmanacReplay
import AlmanacStore
import AlmanacTestSupport
import ArgumentParser
import Foundation
import Testing

@Suite("almanac weather: search, add, list, move, remove, show")
struct WeatherCommandTests {
    @Test("against the replay: add by name (and --pick), refuse a duplicate, reorder, remove and restore")
    func manageCities() async throws {
        let directory = try TestFixtures.temporaryDirectory()
        let database = directory.appendingPathComponent("store.sqlite").path
        try await runCommand(["import", TestFixtures.directory.path], database: database)
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            let urls = ["--geocoding-url", base, "--forecast-url", base]
            try await runCommand(["weather", "search", "london"] + urls, database: database)
            try await runCommand(["weather", "add", "copenhagen"] + urls, database: database)
            try await runCommand(["weather", "add", "springfield", "--pick", "2"] + urls, database: database)
            await #expect(throws: (any Error).self) { try await runCommand(["weather", "add", "Copenhagen"] + urls, database: database) }
            await #expect(throws: ValidationError.self) { try await runCommand(["weather", "add", "springfield", "--pick", "9"] + urls, database: database) }
            try await runCommand(["weather", "move", "2", "--to", "1"], database: database)
            await #expect(throws: ValidationError.self) { try await runCommand(["weather", "move", "2", "--to", "5"], database: database) }
            try await runCommand(["weather", "show", "copen", "--format", "line"] + urls, database: database)
            try await runCommand(["weather", "show", "1", "--units", "imperial"] + urls, database: database)
            await #expect(throws: (any Error).self) { try await runCommand(["weather", "show", "1", "--units", "kelvin"], database: database) }
            try await runCommand(["weather", "remove", "1"], database: database)
            try await runCommand(["weather", "restore", "1"], database: database)
        }
        let store = SQLiteWeatherStore(database: try AppDatabase.open(path: database))
        let cities = try await store.savedCities()
        #expect(cities.map(\.name) == ["Springfield", "Copenhagen"])
        #expect(cities.first?.region == "Illinois")
        #expect(cities.map(\.position) == [1, 2])
    }
}
