import AlmanacCore
import AlmanacPresentation
import Foundation
import Testing

@testable import AlmanacCLI

@Suite("Command line")
struct CLITests {
    /// A store file loaded from the fixtures, in a folder removed afterwards.
    private func withLoadedStore(_ body: (_ database: String, _ folder: URL) async throws -> Void) async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        let imported = await CLIHarness.run(["import", TestFixtures.directory.path], database: database)
        #expect(imported.code == 0 && imported.standardOutput.contains("Imported SpaceX: 6 launches, 2 rockets, 2 launchpads"))
        try await body(database, folder)
    }

    /// The JSON a `--json` run printed, as a list of objects.
    private func objects(_ run: CLIHarness.Run) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]], "\(run.standardOutput)")
    }

    @Test("launches: what is next (as the page shows it), a table with every launch and a page line; --json parses and holds the same launches")
    func launches() async throws {
        try await withLoadedStore { database, _ in
            let table = await CLIHarness.run(["launches", "--time-zone", "UTC"], database: database)
            #expect(table.code == 0)
            let lines = table.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first == "Next: Crew Future · Q2 2030 · in 3 years", "\(table.standardOutput)")
            #expect(lines.dropFirst(2).first?.hasPrefix("#  Mission") == true, "\(table.standardOutput)")
            // The short id at any width; at 120 columns "When", in the largest unit that fits; the
            // rocket by name, without SpaceX's "/ rocket" type.
            #expect(lines.dropFirst(2).first?.hasSuffix("Id") == true)
            let wide = await CLIHarness.run(["launches", "--time-zone", "UTC"], database: database, terminalColumns: 120)
            #expect(wide.standardOutput.contains("When") && wide.standardOutput.contains(" years ago "), "\(wide.standardOutput)")
            #expect(!table.standardOutput.contains("/ rocket"), "\(table.standardOutput)")
            #expect(table.standardOutput.contains("FalconSat") && table.standardOutput.contains("24 Mar 2006, 10:30 PM"))
            #expect(table.standardOutput.hasSuffix("Page 1 of 1, 6 launches in all.\n"))
            let json = try objects(await CLIHarness.run(["launches", "--json", "--sort", "asc"], database: database))
            #expect(json.count == 6)
            #expect(json.first?["name"] as? String == "FalconSat")
            let year = try objects(await CLIHarness.run(["launches", "--year", "2020", "--json"], database: database))
            #expect(Set(year.compactMap { $0["name"] as? String }) == ["Starlink Unknown", "Same Day Twin", "Écran Test <script>alert(1)</script>"])
        }
    }

    @Test("company, rockets, a launch and a rocket print what the web pages show")
    func details() async throws {
        try await withLoadedStore { database, _ in
            let company = await CLIHarness.run(["company"], database: database)
            #expect(company.code == 0 && company.standardOutput.hasPrefix("TestX\nTestX was founded by Ada Founder in 2002."))
            let rockets = try objects(await CLIHarness.run(["rockets", "--json"], database: database))
            #expect(rockets.compactMap { $0["name"] as? String } == ["Falcon 1", "Falcon 9"])
            let launch = await CLIHarness.run(["launch", "l1", "--time-zone", "UTC"], database: database)
            #expect(launch.standardOutput.hasPrefix("FalconSat  ✗ Failure"))
            #expect(launch.standardOutput.contains("T+33 s, merlin engine failure"))
            let rocket = await CLIHarness.run(["rocket", "Falcon 9"], database: database)
            #expect(
                rocket.code == 0 && rocket.standardOutput.hasPrefix("Falcon 9 (Active)")
                    && rocket.standardOutput.contains("Mass                                    549,054 kg"))
        }
    }

    @Test(
        "bad flags exit 64 with an error naming the flag and what is allowed",
        arguments: [
            (["launches", "--year", "20x1"], "--year must be four digits"),
            (["launches", "--limit", "0"], "--limit must be a whole number from 1 to 100"),
            (["launches", "--outcome", "won"], "--outcome must be one of"),
            (["launches", "--rocket", "Saturn V"], "--rocket must be a rocket id or one of: Falcon 1, Falcon 9"),
            (["rockets", "--sort", "weight"], "--sort must be one of name, first-flight, success-rate, cost"),
        ])
    func badFlags(arguments: [String], message: String) async throws {
        try await withLoadedStore { database, _ in
            let run = await CLIHarness.run(arguments, database: database)
            #expect(run.code == 64, "\(run.standardError)")
            #expect(run.standardError.contains(message), "\(run.standardError)")
            #expect(run.standardOutput.isEmpty)
        }
    }

    @Test(
        "an unknown flag, time zone or port is refused before anything runs, naming it",
        arguments: [
            (["launches", "--colour", "red"], "Unknown option '--colour'"),
            (["launches", "--time-zone", "Mars/Base"], "--time-zone must be an IANA time zone such as Europe/Berlin or UTC (got \"Mars/Base\")"),
            (["serve", "--port", "70000"], "--port must be from 0 to 65535 (got \"70000\")"),
            (["serve", "--spacex-max-age", "soon"], "--spacex-max-age"),
        ])
    func parseErrors(arguments: [String], message: String) async {
        let run = await CLIHarness.run(arguments)
        #expect(run.code == 64)
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }

    @Test(
        "help is printed on standard output and exits 0, for the tool and for a command",
        arguments: [
            ["--help"], ["launches", "--help"], ["help", "weather", "add"],
        ])
    func help(arguments: [String]) async {
        let run = await CLIHarness.run(arguments)
        #expect(run.code == 0 && run.standardError.isEmpty, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("OVERVIEW: "), "\(run.standardOutput.prefix(80))")
    }

    @Test("almanac alone: what the store holds and how fresh, then the commands to start with")
    func overview() async throws {
        try await withLoadedStore { database, _ in
            let run = await CLIHarness.run(["--db", database])
            #expect(run.code == 0 && run.standardError.isEmpty, "\(run.standardError)")
            let lines = run.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("Almanac: public data APIs, offline.") == true)
            #expect(lines.contains { $0.hasPrefix("  SpaceX") && $0.contains("6 launches") && $0.contains("refreshed") }, "\(lines)")
            #expect(lines.contains { $0.hasPrefix("  Weather") })
            #expect(lines.filter { $0.hasPrefix("  almanac ") }.count >= 5)
        }
        let empty = await CLIHarness.run([])
        #expect(empty.code == 0 && empty.standardOutput.contains("never refreshed"), "\(empty.standardOutput)\(empty.standardError)")
    }

    @Test("an unknown id, an empty store and an empty snapshot exit 1 with the reason")
    func failures() async throws {
        try await withLoadedStore { database, folder in
            let unknown = await CLIHarness.run(["launch", "nope"], database: database)
            #expect(unknown.code == 1 && unknown.standardError == "Error: there is no launch with id \"nope\"\n")
            let empty = folder.appendingPathComponent("empty.sqlite").path
            let company = await CLIHarness.run(["company"], database: empty)
            #expect(company.code == 1 && company.standardError.contains("no SpaceX data stored yet"))
            let snapshot = await CLIHarness.run(["import", folder.appendingPathComponent("nothing").path], database: empty)
            #expect(snapshot.code == 1 && snapshot.standardError.contains("holds no snapshot data"))
        }
    }

    @Test("configuration: a flag beats its ALMANAC_ variable, which beats the default")
    func precedence() async throws {
        try await withLoadedStore { database, folder in
            let empty = folder.appendingPathComponent("empty.sqlite").path
            // ALMANAC_DB names the store when --db is absent, and --db wins over it.
            let fromVariable = await CLIHarness.run(["company"], environment: ["ALMANAC_DB": database])
            #expect(fromVariable.code == 0, "\(fromVariable.standardError)")
            let fromFlag = await CLIHarness.run(["company", "--db", empty], environment: ["ALMANAC_DB": database])
            #expect(fromFlag.code == 1 && fromFlag.standardError.contains("no SpaceX data stored yet"))
            // The default store is in the data directory (XDG_DATA_HOME), empty here.
            let fromDefault = await CLIHarness.run(["company"], environment: ["XDG_DATA_HOME": folder.appendingPathComponent("xdg").path])
            #expect(fromDefault.code == 1)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("xdg/almanac/almanac.sqlite").path))
            // The time zone: flag over variable.
            let zoned = await CLIHarness.run(
                ["launch", "l1", "--time-zone", "Asia/Tokyo"], database: database, environment: ["ALMANAC_TIME_ZONE": "UTC"])
            #expect(zoned.standardOutput.contains("25 Mar 2006, 7:30 AM"))
            let variable = await CLIHarness.run(["launch", "l1"], database: database, environment: ["ALMANAC_TIME_ZONE": "UTC"])
            #expect(variable.standardOutput.contains("24 Mar 2006, 10:30 PM"))
            // A bad variable is refused like a bad flag, naming the variable.
            let bad = await CLIHarness.run(["launches"], database: database, environment: ["ALMANAC_TIME_ZONE": "Mars/Base"])
            #expect(bad.code == 64)
        }
    }

    @Test("tables take the output's width: free text shrinks (widest first, with an ellipsis), ids and numbers never; COLUMNS widens them")
    func tableWidth() async throws {
        var table = TextTable([
            .init(title: "#", alignRight: true), .init(title: "Mission", shrinks: true), .init(title: "Date/Time"),
            .init(title: "Rocket", shrinks: true), .init(title: "Outcome"),
        ])
        table.add(["207", "A very long mission name indeed, longer than any", "2022/12/01 - 12:00 AM", "Falcon Heavy / rocket", "◷ Upcoming"])
        let narrow = table.render(width: 80).plain.split(separator: "\n")
        #expect(narrow.allSatisfy { $0.count <= 80 }, "\(narrow)")
        // The widest text column gave up width first: both end up cut to the same width.
        #expect(narrow[2].contains("A very long missio…  ") && narrow[2].contains("Falcon Heavy / roc…  "), "\(narrow)")
        #expect(narrow[2].contains("2022/12/01 - 12:00 AM") && narrow[2].hasPrefix("207"))
        let wide = table.render(width: 160).plain.split(separator: "\n")
        #expect(wide[2].contains("A very long mission name indeed, longer than any") && !wide[2].contains("…"))
        // Too narrow for the whole dates and ids: wider than asked rather than cut.
        var ids = TextTable([.init(title: "Name", shrinks: true), .init(title: "Id")])
        ids.add(["Falcon Heavy", "5e9d0d95eda69955f709d1eb"])
        let tight = ids.render(width: 20).plain.split(separator: "\n")
        #expect(tight[2] == "Falcon …  5e9d0d95eda69955f709d1eb", "\(tight)")

        // The width: COLUMNS when sensible, else the terminal's, else 80 (a pipe, a file).
        let terminal = Console(standardOutput: { _ in }, standardError: { _ in }, terminalColumns: { 120 })
        let pipe = Console(standardOutput: { _ in }, standardError: { _ in })
        Environment.$variables.withValue([:]) {
            #expect(terminal.width == 120 && pipe.width == 80)
        }
        Environment.$variables.withValue(["COLUMNS": "140"]) {
            #expect(terminal.width == 140 && pipe.width == 140)
        }
        Environment.$variables.withValue(["COLUMNS": "lots"]) {
            #expect(terminal.width == 120 && pipe.width == 80)
        }
        let chart = BarChart.render(
            LaunchStatsViewModel([LaunchYearCounts(year: 2021, success: 31), LaunchYearCounts(year: 2022, success: 40, failure: 1, upcoming: 9)])
                .years, width: 80
        ).plain
        #expect(chart.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(chart.contains("▒"))
    }
}
