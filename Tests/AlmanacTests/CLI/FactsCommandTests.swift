import AlmanacCore
import AlmanacPresentation
import AlmanacReplay
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import ArgumentParser
import Foundation
import Testing

@testable import AlmanacCLI

@Suite("almanac facts, and facts in import and export")
struct FactsCommandTests {
    private func withStoreFile(_ body: (_ path: String, _ folder: URL) async throws -> Void) async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder.appendingPathComponent("almanac.sqlite").path, folder)
    }

    @Test("search online stores the facts; offline the same command shows them, saying so; recent searches are kept and cleared")
    func searchOnlineThenOffline() async throws {
        try await withStoreFile { database, _ in
            let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
            try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
                let online = await CLIHarness.run(["facts", "search", "kick", "--facts-url", base, "--json"], database: database)
                let view = try #require(try JSONSerialization.jsonObject(with: Data(online.standardOutput.utf8)) as? [String: Any])
                // Safe mode (the default) leaves out the explicit one of the four kick facts.
                #expect(view["source"] as? String == "upstream" && view["total"] as? Int == 3)
                let random = await CLIHarness.run(["facts", "random", "--category", "dev", "--facts-url", base], database: database)
                #expect(random.code == 0 && random.standardOutput.contains("DEV"))
            }
            // Ten minutes on: the term is no longer fresh, so the facts API is asked again (and fails).
            let offline = await CLIHarness.run(
                ["facts", "search", "Kick", "--facts-url", TestFixtures.unreachableURL, "--retry-delay", "1"], database: database,
                now: Date().addingTimeInterval(10 * 60))
            #expect(offline.code == 0)
            #expect(offline.standardError == "The facts API is unreachable (127.0.0.1: connection refused); showing the facts saved for “Kick”.\n")
            #expect(offline.standardOutput.hasPrefix("Chuck Norris"), "\(offline.standardOutput)")
            #expect(offline.standardOutput.hasSuffix("Page 1 of 1, 3 facts about “Kick”.\n"))
            let recent = await CLIHarness.run(["facts", "recent", "--json"], database: database)
            let terms = try #require(try JSONSerialization.jsonObject(with: Data(recent.standardOutput.utf8)) as? [[String: Any]])
            #expect(terms.compactMap { $0["term"] as? String } == ["Kick"])
            #expect(await CLIHarness.run(["facts", "recent", "--clear"], database: database).standardOutput == "Cleared 1 recent search.\n")
            #expect(await CLIHarness.run(["facts", "recent"], database: database).standardOutput == "No recent searches.\n")
        }
    }

    @Test(
        "bad arguments exit non-zero naming what was wrong and what is allowed",
        arguments: [
            (["facts", "search", "ab"], "TERM: A search needs 3 to 120 characters (got 2 characters).", Int32(64)),
            (["facts", "search", "   "], "TERM: A search needs 3 to 120 characters (got nothing but spaces).", 64),
            (["facts", "random", "--category", "explicit"], "The explicit category is hidden while safe mode is on.", 64),
            (["facts", "random", "--category", "robots"], "--category must be one of career, dev, food, sport (got \"robots\")", 64),
            (["facts", "show", "../etc"], "ID must be a fact id: letters, digits, - and _ (got \"../etc\")", 64),
        ])
    func badArguments(arguments: [String], message: String, code: Int32) async throws {
        try await withStoreFile { database, _ in
            #expect(await CLIHarness.run(["import", TestFixtures.directory.path], database: database).code == 0)
            let run = await CLIHarness.run(arguments + ["--facts-url", TestFixtures.unreachableURL, "--retry-delay", "0"], database: database)
            #expect(run.code == code, "\(run.standardError)")
            #expect(run.standardError.contains(message), "\(run.standardError)")
        }
    }

    @Test("an explicit fact needs --include-explicit")
    func explicitNeedsFlag() async throws {
        try await withStoreFile { database, _ in
            try await runCommand(["import", TestFixtures.directory.path], database: database)
            let arguments = ["facts", "show", "explicitKick0000000005", "--facts-url", TestFixtures.unreachableURL]
            let hidden = await CLIHarness.run(arguments, database: database)
            #expect(hidden.code == 1 && hidden.standardError.contains("add --include-explicit to see it"))
            let shown = await CLIHarness.run(arguments + ["--include-explicit"], database: database)
            #expect(shown.code == 0 && shown.standardOutput.contains("EXPLICIT"))
        }
    }

    @Test("import adds the facts and categories without touching recent searches; export writes them back")
    func importExport() async throws {
        try await withStoreFile { database, folder in
            try await runCommand(["facts", "search", "kick", "--facts-url", TestFixtures.unreachableURL, "--retry-delay", "0"], database: database)
            try await runCommand(["import", TestFixtures.directory.path], database: database)
            let store = SQLFactStore(database: try await AppDatabase.open(path: database))
            #expect(try await store.factCount(category: nil, safeMode: .off) == 8)
            #expect(try await store.recentSearches().map(\.term) == ["kick"])
            let exported = folder.appendingPathComponent("snapshot")
            try await runCommand(["export", exported.path], database: database)
            let reread = try SnapshotFactsReader(directory: exported).read()
            #expect(reread.facts.count == 8)
            #expect(reread.categories == ["career", "dev", "explicit", "food", "sport"])
        }
    }

    @Test("a fact prints wrapped to 80 columns with its tags and id")
    func text() {
        let fact = Fact(id: "abc", text: String(repeating: "Chuck Norris kicks ", count: 10), categories: ["dev", "food"], url: "")
        let text = FactsCommand.text(FactCardViewModel(fact)).plain
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(text.hasSuffix("\n  DEV · FOOD  (abc)"))
    }
}
