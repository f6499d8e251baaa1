import Foundation
import Testing

/// What a person sees in a terminal, compared line by line with text files in
/// `Fixtures/terminal/` that were written and checked by hand: every listing at 80 and at 120
/// columns, the weather's one screen, an offline search, an ambiguous id. The commands run at a
/// fixed time (ten minutes after the fixture forecast was fetched) in UTC, so "4 years ago"
/// and "fetched 10 minutes ago" read the same every year.
@Suite("terminal output: tables that fit, colour only on a terminal")
struct TerminalOutputTests {
    static let now = Date(timeIntervalSince1970: 1_795_273_800)  // 2026-11-21 15:10 UTC

    /// A store with the fixtures imported, Copenhagen and London saved (found among the stored
    /// places: the geocoder is unreachable) and one recent search.
    private func withStore(_ body: (_ database: String) async throws -> Void) async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        #expect(await run(["import", TestFixtures.directory.path], database).code == 0)
        for city in ["Copenhagen", "London"] {
            #expect(await run(["weather", "add", city, "--geocoding-url", TestFixtures.unreachableURL, "--retry-delay", "1"], database).code == 0)
        }
        #expect(await run(["facts", "search", "kick", "--facts-url", TestFixtures.unreachableURL, "--retry-delay", "1"], database).code == 0)
        try await body(database)
    }

    private func run(
        _ arguments: [String], _ database: String, columns: Int? = nil, terminal: Bool = false, environment: [String: String] = [:]
    ) async -> CLIHarness.Run {
        var variables = ["ALMANAC_TIME_ZONE": "UTC"].merging(environment) { $1 }
        if let columns, !terminal { variables["COLUMNS"] = "\(columns)" }
        return await CLIHarness.run(
            arguments, database: database, environment: variables, now: Self.now,
            terminalColumns: terminal ? columns ?? 80 : nil
        )
    }

    /// Compares `text` with the file `name`; on a difference, names the first line that
    /// differs and writes what was printed beside the test's temporary files to compare.
    private func expectText(_ text: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = TestFixtures.directory.appendingPathComponent("terminal/\(name)")
        // The fixtures' own folder shows in the freshness lines; it depends on the checkout.
        let printed = text.replacingOccurrences(of: TestFixtures.directory.path, with: "FIXTURES")
        let expected = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        guard printed != expected else { return }
        let got = printed.split(separator: "\n", omittingEmptySubsequences: false),
            want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
        let actual = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-terminal-actual/\(name)")
        try? FileManager.default.createDirectory(at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? printed.write(to: actual, atomically: true, encoding: .utf8)
        Issue.record(
            "\(name) differs at line \(line + 1):\n  printed:  \(line < got.count ? String(got[line]) : "(end)")\n  expected: \(line < want.count ? String(want[line]) : "(end)")\n(all of it: \(actual.path))",
            sourceLocation: sourceLocation
        )
    }

    @Test(
        "every listing fits 80 and 120 columns as written by hand",
        arguments: [
            (["launches"], "launches"), (["launches", "--stats"], "launches-stats"), (["rockets"], "rockets"),
            (["swapi", "people"], "swapi-people"), (["swapi", "films"], "swapi-films"), (["weather", "list"], "weather-list"),
            (["facts", "recent"], "facts-recent"), (["status"], "status"),
        ])
    func listing(arguments: [String], name: String) async throws {
        try await withStore { database in
            for columns in [80, 120] {
                let printed = await run(arguments, database, columns: columns)
                #expect(printed.code == 0 && printed.standardError.isEmpty, "\(printed.standardError)")
                try expectText(printed.standardOutput, matches: "\(name)-\(columns).txt")
            }
        }
    }

    @Test("the weather: one screen at 80 columns, and one line per city")
    func weather() async throws {
        try await withStore { database in
            let screen = await run(["weather", "show", "copenhagen"], database, columns: 80)
            #expect(screen.code == 0 && screen.standardError.isEmpty, "\(screen.standardError)")
            try expectText(screen.standardOutput, matches: "weather-show-80.txt")
            let lines = screen.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count <= 25 && lines.allSatisfy { $0.count <= 80 }, "\(lines.count) lines")
            // London has no forecast and the forecast API is unreachable: said once, on standard error.
            let now = await run(["weather", "--forecast-url", TestFixtures.unreachableURL, "--retry-delay", "1"], database, columns: 80)
            #expect(now.standardError == "The forecast API is unreachable (127.0.0.1: connection refused); showing the saved forecasts.\n")
            try expectText(now.standardOutput, matches: "weather-now-80.txt")
        }
    }

    @Test("an unreachable upstream: the answer on standard output, exactly one line on standard error")
    func unreachable() async throws {
        try await withStore { database in
            for columns in [80, 120] {
                let facts = await run(
                    ["facts", "search", "kick", "--facts-url", TestFixtures.unreachableURL, "--retry-delay", "1"], database, columns: columns)
                #expect(facts.code == 0)
                // Nothing was ever fetched for "kick" (the API was down then too): every saved fact is searched.
                #expect(facts.standardError == "The facts API is unreachable (127.0.0.1: connection refused); searching every saved fact.\n")
                try expectText(facts.standardOutput, matches: "facts-search-offline-\(columns).txt")
                let places = await run(
                    ["weather", "search", "lon", "--geocoding-url", TestFixtures.unreachableURL, "--retry-delay", "1"], database, columns: columns)
                #expect(places.code == 0)
                #expect(places.standardError == "The place search API is unreachable (127.0.0.1: connection refused); searching the stored places.\n")
                try expectText(places.standardOutput, matches: "weather-search-offline-\(columns).txt")
            }
        }
    }

    @Test(
        "an ambiguous id prefix is refused naming every candidate; a unique one is accepted",
        .enabled(if: TestFixtures.fullSnapshot != nil, "the fixtures' ids share no prefix: needs ALMANAC_SNAPSHOT")
    )
    func ambiguousPrefix() async throws {
        // A snapshot of SpaceX alone: the real rockets and launches, whose ids share long prefixes.
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = folder.appendingPathComponent("snapshot")
        try FileManager.default.createDirectory(at: snapshot, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: snapshot.appendingPathComponent("spacex"),
            withDestinationURL: try #require(TestFixtures.fullSnapshot).appendingPathComponent("spacex")
        )
        let database = folder.appendingPathComponent("store.sqlite").path
        #expect(await run(["import", snapshot.path], database).code == 0)
        let rocket = await run(["rocket", "5e9d0d95eda6"], database)
        #expect(rocket.code == 1 && rocket.standardOutput.isEmpty)
        try expectText(rocket.standardError, matches: "rocket-ambiguous.txt")
        let launch = await run(["launch", "6243ae"], database)
        #expect(launch.code == 1 && launch.standardOutput.isEmpty)
        try expectText(launch.standardError, matches: "launch-ambiguous.txt")
        let unique = await run(["rocket", "5e9d0d95eda69973"], database)
        #expect(unique.code == 0 && unique.standardOutput.hasPrefix("Falcon 9"), "\(unique.standardError)")
    }

    @Test("colour only where it shows: a terminal gets it, a pipe, NO_COLOR and --color never do not; --color always forces it")
    func colour() async throws {
        try await withStore { database in
            let escape = "\u{1B}["
            let piped = await run(["launches"], database, columns: 80)
            #expect(!piped.standardOutput.contains(escape))
            let terminal = await run(["launches"], database, columns: 80, terminal: true)
            #expect(terminal.standardOutput.contains("\(escape)32m✓ Success\(escape)0m"), "\(terminal.standardOutput)")
            // Painted or not, the columns line up the same: the codes take no width.
            #expect(
                terminal.standardOutput.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == piped.standardOutput)
            #expect(!(await run(["launches"], database, columns: 80, terminal: true, environment: ["NO_COLOR": "1"])).standardOutput.contains(escape))
            #expect(!(await run(["launches", "--color", "never"], database, columns: 80, terminal: true)).standardOutput.contains(escape))
            #expect((await run(["launches", "--color", "always"], database, columns: 80)).standardOutput.contains(escape))
            #expect(
                (await run(["launches", "--color", "always"], database, columns: 80, environment: ["NO_COLOR": "1"])).standardOutput.contains(escape))
            let offline = await run(
                ["facts", "search", "kick", "--facts-url", TestFixtures.unreachableURL, "--retry-delay", "1"], database, terminal: true)
            #expect(offline.standardError.hasPrefix("\(escape)33mThe facts API is unreachable"), "\(offline.standardError)")
            let refused = await run(["launches", "--color", "sometimes"], database)
            #expect(
                refused.code == 64 && refused.standardError.contains("--color must be never, auto or always (got \"sometimes\")"),
                "\(refused.standardError)")
        }
    }
}
