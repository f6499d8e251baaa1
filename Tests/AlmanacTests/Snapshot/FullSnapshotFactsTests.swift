import AlmanacCore
import AlmanacReplay
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

/// The real facts data: every joke imports, and a search through the replay matches what a
/// plain substring scan of the file finds.
@Suite("Full snapshot: Chuck Norris facts", .enabled(if: TestFixtures.fullSnapshot != nil, "set ALMANAC_SNAPSHOT to a snapshot directory"))
struct FullSnapshotFactsTests {
    @Test("imports all 229 facts and 16 categories; explicit ones are hidden by safe mode")
    func imports() async throws {
        let directory = try #require(TestFixtures.fullSnapshot)
        let store = SQLFactStore(database: try await AppDatabase.temporary())
        try await ImportFacts(store: store)(try SnapshotFactsReader(directory: directory).read())
        #expect(try await store.factCount(category: nil, safeMode: .off) == 229)
        #expect(try await store.categories().names.count == 16)
        let explicit = try await store.factCount(category: "explicit", safeMode: .off)
        #expect(explicit > 0)
        #expect(try await store.factCount(category: nil, safeMode: .on) == 229 - explicit)
    }

    @Test("a search through the replay stores exactly the facts whose text contains the term")
    func searchMatchesFile() async throws {
        let directory = try #require(TestFixtures.fullSnapshot)
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("chucknorris/jokes.json"))) as? [[String: Any]])
        let expected = Set(objects.filter { ($0["value"] as? String ?? "").lowercased().contains("kick") }.compactMap { $0["id"] as? String })
        let replay = try ReplayUpstream(snapshotDirectory: directory)
        let store = SQLFactStore(database: try await AppDatabase.temporary())
        let result = try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            try await SearchFacts(source: ChuckNorrisFactSource(baseURL: base, transport: TestFixtures.fastTransport), store: store)(
                try FactSearchTerm(parsing: "kick"), page: try PageRequest(page: 1, limit: 100), safeMode: .off
            )
        }
        #expect(result.outcome == .upstream(newFacts: expected.count))
        #expect(Set(result.page.items.map(\.id)) == expected)
    }
}
