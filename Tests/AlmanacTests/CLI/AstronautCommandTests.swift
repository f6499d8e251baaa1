import Foundation
import Testing

/// `almanac astronauts` over the hand-written astronauts (`Fixtures/astronauts`), as a user reads it.
@Suite("almanac astronauts")
struct AstronautCommandTests {
    @Test("the status column shows when a row on the page has one, a dash for one that has none; it is left out when none has")
    func statusColumn() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        let imported = await CLIHarness.run(["import", TestFixtures.directory.appendingPathComponent("astronauts").path], database: database)
        #expect(imported.code == 0, "\(imported.standardError)")

        let all = await CLIHarness.run(["astronauts", "--sort", "name"], database: database, environment: ["NO_COLOR": "1"])
        #expect(all.code == 0, "\(all.standardError)")
        let rows = all.standardOutput.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(rows.first?.hasPrefix("Astronaut Agency Nationality Flights Status Id") == true, "\(all.standardOutput)")
        #expect(rows.contains { $0.hasPrefix("Yuri Gagarin") && $0.hasSuffix(" Deceased 1") }, "\(all.standardOutput)")
        #expect(rows.contains { $0.hasPrefix("Peggy Whitson") && $0.hasSuffix(" — 276") }, "\(all.standardOutput)")

        let unknown = await CLIHarness.run(["astronauts", "--search", "whitson"], database: database, environment: ["NO_COLOR": "1"])
        #expect(unknown.code == 0, "\(unknown.standardError)")
        #expect(unknown.standardOutput.hasPrefix("Astronaut"), "\(unknown.standardOutput)")
        #expect(!unknown.standardOutput.contains("Status") && unknown.standardOutput.contains("Peggy Whitson"), "\(unknown.standardOutput)")
    }
}
