import Foundation
import Testing

/// `almanac store copy`: a whole store, datasets and profiles, into an empty one of either kind.
@Suite("almanac store copy")
struct StoreCopyTests {
    @Test(
        "every dataset keeps its freshness, every profile its cities, searches and stars; a store holding data is refused",
        arguments: StoreKind.available)
    func copiesEverything(target kind: StoreKind) async throws {
        let source = try StoreKind.sqlite.newLocation()
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: source).deletingLastPathComponent().path) }
        try await runCommand(["import", TestFixtures.directory.path], database: source)
        try await runCommand(
            ["weather", "add", "copenhagen", "--geocoding-url", TestFixtures.unreachableURL, "--retry-delay", "1"], database: source)
        try await runCommand(["star", "people", "1"], database: source)
        let before = try await runCommand(["status"], database: source)

        let target = try kind.newLocation()
        defer { if kind == .sqlite { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: target).deletingLastPathComponent().path) } }
        let copied = await CLIHarness.run(["store", "copy", "--from", "sqlite:" + source, "--to", target])
        #expect(copied.code == 0, "\(copied.standardError)")
        #expect(copied.standardOutput.contains("Copied SpaceX: 6 launches, 2 rockets, 2 launchpads"))
        #expect(copied.standardOutput.contains("Copied 1 profiles: 1 saved cities"))
        #expect(copied.standardOutput.contains("1 stars"))
        #expect(try await runCommand(["weather", "list"], database: target).contains("Copenhagen"))
        #expect(try await runCommand(["starred"], database: target).contains("Luke Skywalker"))
        let after = try await runCommand(["status"], database: target)
        #expect(Self.withoutAges(after) == Self.withoutAges(before), "the same counts, refreshed at the same moments")

        let again = await CLIHarness.run(["store", "copy", "--from", "sqlite:" + source, "--to", target])
        #expect(again.code != 0 && again.standardError.contains("already holds"))
    }

    /// Status output with each "refreshed" line's relative age ("just now", "1 minute ago") taken
    /// out and its timestamp kept: a slow machine may read the two statuses a minute apart.
    private static func withoutAges(_ status: String) -> String {
        status.replacing(/refreshed +[^(\n]*\(/, with: "refreshed (")
    }

    @Test("a malformed store location is refused naming what is wrong, and a password is never echoed")
    func refusals() async throws {
        let bad = await CLIHarness.run(["status", "--db", "postgres://almanac:s3cret@127.0.0.1:99999/almanac"])
        #expect(bad.code != 0 && bad.standardError.contains("--db must be a file path or postgres://"))
        #expect(!bad.standardError.contains("s3cret"))
        let same = await CLIHarness.run(["store", "copy", "--from", "/tmp/a.sqlite", "--to", "sqlite:/tmp/a.sqlite"])
        #expect(same.code != 0 && same.standardError.contains("the same store"))
        let unreachable = await CLIHarness.run(["status", "--db", "postgres://almanac@127.0.0.1:9/almanac"])
        #expect(unreachable.code != 0 && unreachable.standardError.contains("cannot be used"))
    }
}
