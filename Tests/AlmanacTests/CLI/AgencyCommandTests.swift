import Foundation
import Testing

/// `almanac agencies` and `almanac agency` over the hand-written agencies
/// (`Fixtures/agencies`), as a user in an 80-column terminal reads them.
@Suite("almanac agencies and agency")
struct AgencyCommandTests {
    @Test("the list fits 80 columns (names cut, numbers whole) with launches and success apart; an agency's head is labelled by role")
    func agencies() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        let imported = await CLIHarness.run(["import", TestFixtures.directory.appendingPathComponent("agencies").path], database: database)
        #expect(imported.code == 0, "\(imported.standardError)")

        let list = await CLIHarness.run(["agencies"], database: database, environment: ["NO_COLOR": "1"], terminalColumns: 80)
        #expect(list.code == 0, "\(list.standardError)")
        let lines = list.standardOutput.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(list.standardOutput)")
        let rows = lines.map { $0.split(separator: " ").joined(separator: " ") }
        #expect(rows.contains("SpaceX (SpX) Commercial USA 500 98 % 121"), "\(list.standardOutput)")
        #expect(rows.contains("Rocket Lab (RL) Commercial NZL 64 93 % 147"), "\(list.standardOutput)")
        #expect(rows.contains { $0.hasPrefix("European Space Agency") && $0.hasSuffix(" 0 — 27") }, "\(list.standardOutput)")

        let one = await CLIHarness.run(["agency", "spx"], database: database, environment: ["NO_COLOR": "1"])
        #expect(one.code == 0, "\(one.standardError)")
        #expect(one.standardOutput.contains("\nCEO                     Elon Musk\n"), "\(one.standardOutput)")
        #expect(!one.standardOutput.contains("Administrator"), "\(one.standardOutput)")
    }
}
