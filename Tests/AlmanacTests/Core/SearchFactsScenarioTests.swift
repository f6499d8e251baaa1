import AlmanacCore
import AlmanacReplay
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

/// The seed app's five offline scenarios, end to end: the real client over loopback HTTP (the
/// replay upstream, or one that fails on purpose) and the real SQLite store.
@Suite("Searching facts offline-first: the seed's five scenarios")
struct SearchFactsScenarioTests {
    /// A search `minutesLater` minutes after the fixtures' time (a later use: past `SearchFacts.freshFor`).
    private func search(
        _ term: String, at baseURL: String, in store: SQLFactStore, safeMode: SafeMode = .off, minutesLater: Double = 0
    ) async throws -> SearchFacts.Result {
        let source = ChuckNorrisFactSource(baseURL: baseURL, transport: TestFixtures.fastTransport)
        return try await SearchFacts(source: source, store: store, now: .fixed(TestFixtures.now.addingTimeInterval(minutesLater * 60)))(
            try FactSearchTerm(parsing: term), safeMode: safeMode)
    }

    private func emptyStore() async throws -> SQLFactStore { SQLFactStore(database: try await AppDatabase.temporary()) }

    private func withReplay<Result: Sendable>(_ body: (String) async throws -> Result) async throws -> Result {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        return try await withLoopbackServer({ replay.application(onRunning: $0) }, body)
    }

    @Test("first use, online, with results: the facts are stored for the term and shown")
    func firstUseOnline() async throws {
        let store = try await emptyStore()
        let result = try await withReplay { try await search("kick", at: $0, in: store) }
        #expect(result.outcome == .upstream(newFacts: 4))
        #expect(Set(result.page.items.map(\.id)) == Set(FactFixtures.kickIDs))
        #expect(try await store.factCount(category: nil, safeMode: .off) == 4)
        #expect(try await store.recentSearches().map(\.term) == ["kick"])
    }

    @Test("first use, online, the API answers an error: nothing stored, said so, local search tried")
    func firstUseAPIError() async throws {
        let upstream = ScriptedUpstream(["/jokes/search": [.respond(status: 500, body: #"{"error":"boom"}"#)]])
        let store = try await emptyStore()
        let result = try await withLoopbackServer(upstream.application) { try await search("kick", at: $0, in: store) }
        guard case .localSearchAfterFailure(let reason) = result.outcome else {
            Issue.record("got \(result.outcome)")
            return
        }
        #expect(reason.description.contains("HTTP 500"))
        #expect(result.page.total == 0)
        #expect(upstream.requestCount("/jokes/search") == 3)
        #expect(try await store.recentSearches().map(\.term) == ["kick"])
    }

    @Test("first use, offline: no crash, nothing to show, and the reason")
    func firstUseOffline() async throws {
        let result = try await search("kick", at: TestFixtures.unreachableURL, in: try await emptyStore())
        guard case .localSearchAfterFailure(let reason) = result.outcome else {
            Issue.record("got \(result.outcome)")
            return
        }
        #expect(reason.description.contains("unreachable"))
        #expect(result.page.items.isEmpty)
    }

    @Test("second use, online: only ids not yet stored for the term are added; nothing is ever removed")
    func secondUseOnlineAddsOnlyNew() async throws {
        let upstream = ScriptedUpstream([
            "/jokes/search": [
                .respond(status: 200, body: try FactFixtures.searchBody(["kickSeparation00000001", "roundhouseTide00000002"])),
                .respond(
                    status: 200, body: try FactFixtures.searchBody(["roundhouseTide00000002", "kickSeparation00000001", "scriptInjection0000006"])),
                .respond(status: 200, body: try FactFixtures.searchBody(["scriptInjection0000006"])),
            ]
        ])
        let store = try await emptyStore()
        let (first, second, third) = try await withLoopbackServer(upstream.application) { base in
            (
                try await search("kick", at: base, in: store), try await search("Kick", at: base, in: store, minutesLater: 10),
                try await search("KICK", at: base, in: store, minutesLater: 20)
            )
        }
        #expect(first.outcome == .upstream(newFacts: 2))
        #expect(second.outcome == .upstream(newFacts: 1))
        #expect(third.outcome == .upstream(newFacts: 0))
        // Stored order is the order ids were first linked; the third answer removed nothing.
        #expect(third.page.items.map(\.id) == ["kickSeparation00000001", "roundhouseTide00000002", "scriptInjection0000006"])
        #expect(try await store.factCount(category: nil, safeMode: .off) == 3)
        #expect(try await store.recentSearches().map(\.term) == ["KICK"])
    }

    @Test("second use, offline: the facts stored for the term are shown with the reason")
    func secondUseOffline() async throws {
        let store = try await emptyStore()
        let online = try await withReplay { try await search("kick", at: $0, in: store) }
        let offline = try await search("kick", at: TestFixtures.unreachableURL, in: store, minutesLater: 10)
        guard case .savedAfterFailure = offline.outcome else {
            Issue.record("got \(offline.outcome)")
            return
        }
        #expect(offline.page.items.map(\.id) == online.page.items.map(\.id))
    }

    @Test("offline with nothing saved for the term: a ranked full-text search of every stored fact")
    func localFullTextSearch() async throws {
        let store = try await TestFixtures.factStore()
        let result = try await search("kick", at: TestFixtures.unreachableURL, in: store, safeMode: .on)
        guard case .localSearchAfterFailure = result.outcome else {
            Issue.record("got \(result.outcome)")
            return
        }
        // "kick" whole-word matches rank above "kicks" (a prefix match); safe mode hides the explicit one.
        #expect(Set(result.page.items.prefix(3).map(\.id)) == ["kickSeparation00000001", "roundhouseTide00000002", "scriptInjection0000006"])
        #expect(!result.page.items.contains { $0.isExplicit })
        let prefix = try await search("optimi", at: TestFixtures.unreachableURL, in: store)
        #expect(prefix.page.items.map(\.id) == ["devSelfOptimising00003"])
        let accents = try await search("cafe", at: TestFixtures.unreachableURL, in: store)
        #expect(accents.page.items.map(\.id) == ["cafeAuLait00000000008"])
        let operators = try await search("\"kick\" * ( ) ^ :", at: TestFixtures.unreachableURL, in: store, safeMode: .on)
        #expect(operators.page.total == 3)
    }

    @Test("results are paged locally, 20 per page, later pages read the store")
    func paging() async throws {
        let ids = (1...45).map { String(format: "generatedFact%09d", $0) }
        let body =
            #"{"total":45,"result":["#
            + ids.map {
                #"{"categories":[],"id":"\#($0)","url":"https://api.chucknorris.io/jokes/\#($0)","value":"Chuck Norris fact number \#($0)"}"#
            }.joined(separator: ",") + "]}"
        let upstream = ScriptedUpstream(["/jokes/search": [.respond(status: 200, body: body)]])
        let store = try await emptyStore()
        try await withLoopbackServer(upstream.application) { base in
            let source = ChuckNorrisFactSource(baseURL: base, transport: TestFixtures.fastTransport)
            let search = SearchFacts(source: source, store: store, now: .fixed(TestFixtures.now))
            let term = try FactSearchTerm(parsing: "number")
            let first = try await search(term)
            let third = try await search(term, page: try PageRequest(page: 3))
            #expect(first.page.items.count == 20 && first.page.total == 45)
            #expect(third.page.items.map(\.id) == Array(ids.suffix(5)))
            #expect(third.outcome == .stored)
        }
        #expect(upstream.requestCount("/jokes/search") == 1)
    }

    @Test("a term the facts API answered in the last five minutes is answered from the store without asking again; a stale one asks")
    func freshTermFromTheStore() async throws {
        let store = try await emptyStore()
        let clock = Clock(TestFixtures.now)
        let term = try FactSearchTerm(parsing: "kick")
        let first = try await withReplay { base in
            try await SearchFacts(
                source: ChuckNorrisFactSource(baseURL: base, transport: TestFixtures.fastTransport), store: store, now: Now { clock.date })(
                    term, rememberFor: nil)
        }
        #expect(first.outcome == .upstream(newFacts: 4))
        // The facts API now counts what it is asked (and would fail it).
        let upstream = ScriptedUpstream(["/jokes/search": [.respond(status: 500, body: "{}")]])
        try await withLoopbackServer(upstream.application) { base in
            let search = SearchFacts(
                source: ChuckNorrisFactSource(baseURL: base, transport: TestFixtures.fastTransport), store: store, now: Now { clock.date })
            clock.date = TestFixtures.now.addingTimeInterval(4 * 60)
            let again = try await search(try FactSearchTerm(parsing: "KICK"), rememberFor: nil)
            #expect(again.outcome == .stored)
            #expect(Set(again.page.items.map(\.id)) == Set(first.page.items.map(\.id)))
            #expect(upstream.requestCount("/jokes/search") == 0, "a fresh term asks nothing")
            clock.date = TestFixtures.now.addingTimeInterval(6 * 60)
            let stale = try await search(term, rememberFor: nil)
            #expect(upstream.requestCount("/jokes/search") > 0, "a stale term asks again")
            guard case .savedAfterFailure = stale.outcome else {
                Issue.record("got \(stale.outcome)")
                return
            }
        }
    }
}
