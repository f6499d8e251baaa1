import AlmanacCore
import AlmanacReplay
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

@Suite("almanac weather: search, add, list, move, remove, show")
struct WeatherCommandTests {
    @Test("against the replay: search, add by name (and --pick), refuse a duplicate, reorder, show, remove and restore, each saying what it did")
    func manageCities() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        #expect(await CLIHarness.run(["import", TestFixtures.directory.path], database: database).code == 0)
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            let urls = ["--geocoding-url", base, "--forecast-url", base]
            func run(_ arguments: [String]) async -> CLIHarness.Run { await CLIHarness.run(arguments + urls, database: database) }

            let search = await run(["weather", "search", "london"])
            #expect(search.code == 0)
            let rows = search.standardOutput.split(separator: "\n").dropFirst(2)
            #expect(rows.count == 2 && rows.first?.contains("London") == true && rows.first?.contains("United Kingdom") == true)
            #expect(rows.first?.hasSuffix("8,961,989") == true)

            #expect(
                await run(["weather", "add", "copenhagen"]).standardOutput
                    == "Saved Copenhagen, Denmark as city 1 (position 1). Show it with `almanac weather show 1`.\n")
            #expect(
                await run(["weather", "add", "springfield", "--pick", "2"]).standardOutput.hasPrefix(
                    "Saved Springfield, Illinois, United States as city 2"))
            let duplicate = await run(["weather", "add", "Copenhagen"])
            #expect(duplicate.code == 1 && duplicate.standardError == "Error: Copenhagen is already saved (city 1, position 1); nothing changed\n")
            let pick = await run(["weather", "add", "springfield", "--pick", "9"])
            #expect(pick.code == 64 && pick.standardError.contains("--pick must be from 1 to 2"))

            #expect(await run(["weather", "move", "2", "--to", "1"]).standardOutput == "Moved Springfield to position 1.\n")
            let badMove = await run(["weather", "move", "2", "--to", "0"])
            #expect(badMove.code == 64 && badMove.standardError.contains("--to"), "\(badMove.standardError)")

            let line = await run(["weather", "show", "copen", "--format", "line"])
            #expect(line.standardOutput.hasPrefix("Copenhagen ☁ 6° Partly cloudy"), "\(line.standardOutput)")
            let imperial = await run(["weather", "show", "1", "--units", "imperial"])
            #expect(imperial.standardOutput.contains("42°") && imperial.standardOutput.contains("mph"), "\(imperial.standardOutput)")
            let kelvin = await run(["weather", "show", "1", "--units", "kelvin"])
            #expect(kelvin.code == 64 && kelvin.standardError.contains("--units"))
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(await run(["weather", "list", "--json"]).standardOutput.utf8)) as? [[String: Any]])
            #expect(json.compactMap { $0["name"] as? String } == ["Springfield", "Copenhagen"])

            #expect(await run(["weather", "remove", "1"]).standardOutput == "Removed Copenhagen. Undo with `almanac weather restore 1`.\n")
            #expect(await run(["weather", "restore", "1"]).standardOutput == "Restored Copenhagen at position 2.\n")
        }
        let cities = try await SQLWeatherStore(database: try await AppDatabase.open(path: database)).savedCities()
        #expect(cities.map(\.name) == ["Springfield", "Copenhagen"])
        #expect(cities.first?.region == "Illinois")
        #expect(cities.map(\.position) == [1, 2])
    }

    @Test("weather alerts: the alerts the stored forecasts hold at the clock's time, what is pushed, changed by options and refused by flag")
    func alerts() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        #expect(await CLIHarness.run(["import", TestFixtures.directory.path], database: database).code == 0)
        let offline = ["--geocoding-url", TestFixtures.unreachableURL, "--forecast-url", TestFixtures.unreachableURL]
        #expect(
            await CLIHarness.run(["weather", "add", "Home", "--latitude", "55.68", "--longitude", "12.57"] + offline, database: database).code == 0)
        // 03:00 in Copenhagen on 22 Nov: the recorded forecast's rain is two hours off.
        let night = Date(timeIntervalSince1970: 1_795_312_800)
        func run(_ arguments: [String]) async -> CLIHarness.Run {
            await CLIHarness.run(["weather", "alerts"] + arguments + offline, database: database, now: night)
        }

        let first = await run([])
        #expect(first.code == 0 && first.standardOutput == "Pushed to your devices: Off.\nHome: Rain likely from 05:00 (60% chance)\n", "\(first)")
        let set = await run(["--alerts", "rain-soon,frost-tonight", "--rain-chance", "70", "--quiet", "22:00-07:00", "--summary-at", "07:00"])
        #expect(set.standardOutput.hasPrefix("Pushed to your devices: Rain soon, Frost tonight, a summary at 07:00, quiet 22:00–07:00.\n"))
        #expect(set.standardOutput.contains("Home: Rain likely from 06:00 (70% chance)"), "a 70% chance from 06:00: \(set.standardOutput)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(await run(["--json"]).standardOutput.utf8)) as? [String: Any])
        #expect((json["pushed"] as? [String: Any])?["rainChance"] as? Int == 70)
        #expect((await run(["--quiet", "none", "--alerts", "none"])).standardOutput.hasPrefix("Pushed to your devices: a summary at 07:00.\n"))
        #expect((await run(["--mute", "Home"])).standardOutput.contains("Home (not pushed): Rain likely"))
        #expect(!(await run(["--unmute", "1"])).standardOutput.contains("not pushed"))

        for (arguments, message) in [
            (["--rain-chance", "5"], "--rain-chance must be a whole percent from 10 to 100 (got 5)"),
            (["--quiet", "22:00"], "--quiet must be two times as HH:MM-HH:MM, or none"),
            (["--quiet", "22:00-25:00"], "--quiet must be a time of day as HH:MM"),
            (["--alerts", "hail"], "--alerts must name kinds among rain-soon"),
        ] {
            let refused = await run(arguments)
            #expect(refused.code == 64 && refused.standardError.contains(message), "\(arguments): \(refused.standardError)")
        }
    }
}
