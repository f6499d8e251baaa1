@testable import AlmanacCLI
import AlmanacCore
import AlmanacPresentation
import ArgumentParser
import Foundation
import Testing

@Suite("Command line")
struct CLITests {
    private func loadedDatabase() async throws -> (URL, String) {
        let folder = try TestFixtures.temporaryDirectory()
        let database = folder.appendingPathComponent("store.sqlite").path
        try await runCommand(["import", TestFixtures.directory.path], database: database)
        return (folder, database)
    }

    @Test("bad flags exit with an error naming the flag and what is allowed", arguments: [
        (["launches", "--year", "20x1"], "--year must be four digits"),
        (["launches", "--limit", "0"], "--limit must be a whole number from 1 to 100"),
        (["launches", "--outcome", "won"], "--outcome must be one of"),
        (["launches", "--rocket", "Saturn V"], "--rocket must be a rocket id or one of: Falcon 1, Falcon 9"),
        (["rockets", "--sort", "weight"], "--sort must be one of name, first-flight, success-rate, cost"),
    ])
    func badFlags(arguments: [String], message: String) async throws {
        let (folder, database) = try await loadedDatabase()
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect {
            try await runCommand(arguments, database: database)
        } throws: { error in
            AlmanacCommand.message(for: error).contains(message)
        }
    }

    @Test("an unknown flag or time zone is refused before anything runs")
    func parseErrors() {
        #expect(throws: (any Error).self) { try AlmanacCommand.parseAsRoot(["launches", "--colour", "red"]) }
        #expect(throws: (any Error).self) { try AlmanacCommand.parseAsRoot(["launches", "--time-zone", "Mars/Base"]) }
        #expect(throws: (any Error).self) { try AlmanacCommand.parseAsRoot(["serve", "--port", "70000"]) }
    }

    @Test("an unknown id and an empty store exit non-zero with the reason")
    func failures() async throws {
        let (folder, database) = try await loadedDatabase()
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect(throws: CommandFailure.self) { try await runCommand(["launch", "nope"], database: database) }
        let empty = folder.appendingPathComponent("empty.sqlite").path
        await #expect { try await runCommand(["company"], database: empty) } throws: { error in
            "\(error)".contains("no SpaceX data stored yet")
        }
        await #expect { try await runCommand(["import", folder.path], database: empty) } throws: { error in
            "\(error)".contains("holds no snapshot data")
        }
    }

    @Test("tables fit 80 columns, cutting long cells with an ellipsis")
    func tableWidth() async throws {
        var table = TextTable([.init(title: "#", width: 3, alignRight: true), .init(title: "Mission", width: 16), .init(title: "Date/Time", width: 21), .init(title: "Rocket", width: 21), .init(title: "Outcome", width: 10)])
        table.add(["207", "A very long mission name indeed", "2022/12/01 - 12:00 AM", "Falcon Heavy / rocket", "◷ Upcoming"])
        let lines = table.render().split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines[2].contains("A very long mis…"))
        let chart = BarChart.render(LaunchStatsViewModel([LaunchYearCounts(year: 2021, success: 31), LaunchYearCounts(year: 2022, success: 40, failure: 1, upcoming: 9)]).years, width: 80)
        #expect(chart.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(chart.contains("▒"))
    }
}
