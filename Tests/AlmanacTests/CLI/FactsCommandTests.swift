@testable import AlmanacCLI
import AlmanacCore
import AlmanacPresentation
import AlmanacReplay
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import ArgumentParser
import Foundation
import Testing

@Suite("almanac facts, and facts in import and export")
struct FactsCommandTests {
    private func withStoreFile(_ body: (_ path: String, _ folder: URL) async throws -> Void) async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder.appendingPathComponent("almanac.sqlite").path, folder)
    }

    @Test("search online stores the facts; offline the same command shows them; recent searches are kept and cleared")
    func searchOnlineThenOffline() async throws {
        try await withStoreFile { database, _ in
            let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
            try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
                try await runCommand(["facts", "search", "kick", "--facts-url", base, "--json"], database: database)
                try await runCommand(["facts", "random", "--category", "dev", "--facts-url", base], database: database)
            }
            try await runCommand(["facts", "search", "Kick", "--facts-url", TestFixtures.unreachableURL, "--retry-delay", "1"], database: database)
            let store = SQLiteFactStore(database: try AppDatabase.open(path: database))
            #expect(try await store.factCount(category: nil, safeMode: .off) >= 4)
            let saved = try await store.facts(forTerm: try FactSearchTerm(parsing: "kick"), safeMode: .off, page: .first)
            #expect(saved.total == 4)
            #expect(try await store.recentSearches().map(\.term) == ["Kick"])
            try await runCommand(["facts", "recent", "--clear"], database: database)
            #expect(try await store.recentSearches().isEmpty)
        }
    }

    @Test("bad arguments name what was wrong and what is allowed", arguments: [
        (["facts", "search", "ab"], "TERM: A search needs 3 to 120 characters (got 2 characters)."),
        (["facts", "search", "   "], "TERM: A search needs 3 to 120 characters (got nothing but spaces)."),
        (["facts", "random", "--category", "explicit"], "The explicit category is hidden while safe mode is on."),
        (["facts", "random", "--category", "robots"], "--category must be one of career, dev, food, sport (got \"robots\")"),
        (["facts", "show", "../etc"], "ID must be a fact id: letters, digits, - and _ (got \"../etc\")"),
    ])
    func badArguments(arguments: [String], message: String) async throws {
        try await withStoreFile { database, _ in
            try await runCommand(["import", TestFixtures.directory.path], database: database)
            await #expect { try await runCommand(arguments + ["--facts-url", TestFixtures.unreachableURL, "--retry-delay", "0"], database: database) } throws: { error in
                "\(error)".contains(message)
            }
        }
    }

    @Test("an explicit fact needs --include-explicit")
    func explicitNeedsFlag() async throws {
        try await withStoreFile { database, _ in
            try await runCommand(["import", TestFixtures.directory.path], database: database)
            let arguments = ["facts", "show", "explicitKick0000000005", "--facts-url", TestFixtures.unreachableURL]
            await #expect { try await runCommand(arguments, database: database) } throws: { error in
                "\(error)".contains("add --include-explicit to see it")
            }
            try await runCommand(arguments + ["--include-explicit"], database: database)
        }
    }

    @Test("import adds the facts and categories without touching recent searches; export writes them back")
    func importExport() async throws {
        try await withStoreFile { database, folder in
            try await runCommand(["facts", "search", "kick", "--facts-url", TestFixtures.unreachableURL, "--retry-delay", "0"], database: database)
            try await runCommand(["import", TestFixtures.directory.path], database: database)
            let store = SQLiteFactStore(database: try AppDatabase.open(path: database))
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
        let text = FactsCommand.text(FactCardViewModel(fact))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(text.hasSuffix("\n  DEV · FOOD  (abc)"))
    }
}
