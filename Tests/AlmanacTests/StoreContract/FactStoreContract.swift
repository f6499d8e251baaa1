import AlmanacCore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Synchronization
import Testing

/// What every facts store does, run against each store kind.
@Suite("Fact store contract")
struct FactStoreContract {
    private func term(_ text: String) throws -> FactSearchTerm { try FactSearchTerm(parsing: text) }

    @Test("recent searches: newest first, case-insensitive de-duplication, at most 20, clearable", arguments: StoreKind.available)
    func recentSearches(kind: StoreKind) async throws {
        let store = try await kind.withFacts().facts
        for (index, text) in ["kick", "dinner", "Kick", "code"].enumerated() {
            try await store.recordSearch(try term(text), at: TestFixtures.now.addingTimeInterval(Double(index)))
        }
        #expect(try await store.recentSearches().map(\.term) == ["code", "Kick", "dinner"])
        for index in 0..<25 {
            try await store.recordSearch(try term("term \(index)"), at: TestFixtures.now.addingTimeInterval(Double(100 + index)))
        }
        let recent = try await store.recentSearches()
        #expect(recent.count == RecentSearch.limit)
        #expect(recent.first?.term == "term 24" && recent.last?.term == "term 5")
        try await store.clearRecentSearches()
        #expect(try await store.recentSearches().isEmpty)
        #expect(try await store.factCount(category: nil, safeMode: .off) == 8)
    }

    @Test("categories are replaced wholesale", arguments: StoreKind.available)
    func categoriesReplaced(kind: StoreKind) async throws {
        let store = try await kind.withFacts().facts
        #expect(try await store.categories().names == ["career", "dev", "explicit", "food", "sport"])
        try await store.replaceCategories(["music", "dev"], origin: .upstream("http://x"), at: TestFixtures.now)
        let (names, fetchedAt) = try await store.categories()
        #expect(names == ["music", "dev"])
        #expect(fetchedAt == TestFixtures.now)
    }

    @Test("safe mode hides explicit facts from counts, categories and picks", arguments: StoreKind.available)
    func safeModeFilters(kind: StoreKind) async throws {
        let store = try await kind.withFacts().facts
        #expect(try await store.factCount(category: nil, safeMode: .on) == 7)
        #expect(try await store.factCount(category: nil, safeMode: .off) == 8)
        #expect(try await store.factCount(category: "explicit", safeMode: .on) == 0)
        #expect(try await store.factCount(category: "food", safeMode: .on) == 2)
        for offset in 0..<7 {
            #expect(try await store.fact(at: offset, category: nil, safeMode: .on)?.isExplicit == false)
        }
    }

    @Test(
        "a pick is given the count of allowed facts and gets the facts at its offsets, in order; none stored, it is not asked",
        arguments: StoreKind.available)
    func picks(kind: StoreKind) async throws {
        let store = try await kind.withFacts().facts
        let counted = Mutex<[Int]>([])
        let picked = try await store.facts(
            picking: { count in
                counted.withLock { $0.append(count) }
                return [2, 0, count, -1, 2]
            }, category: "food", safeMode: .on)
        #expect(counted.withLock { $0 } == [2], "the two safe food facts")
        let food = try await store.facts(picking: { Array(0..<$0) }, category: "food", safeMode: .on)
        #expect(food.map(\.id) == food.map(\.id).sorted() && food.count == 2)
        #expect(picked.map(\.id) == [food[0].id], "offsets past the count are skipped")
        let none = try await store.facts(
            picking: { _ in
                Issue.record("asked to pick from nothing")
                return [0]
            }, category: "explicit", safeMode: .on)
        #expect(none.isEmpty)
    }

    @Test("the fact of the day is kept once chosen, never explicit, and differs between days", arguments: StoreKind.available)
    func factOfTheDay(kind: StoreKind) async throws {
        let store = try await kind.withFacts().facts
        let first = try #require(try await store.factOfTheDay("2026-11-21") { _ in 0 })
        let again = try #require(try await store.factOfTheDay("2026-11-21") { count in count - 1 })
        #expect(first == again)
        #expect(!first.isExplicit)
        let other = try #require(try await store.factOfTheDay("2026-11-22") { count in count - 1 })
        #expect(other != first)
    }

    @Test("export writes every fact and the categories; importing that gives the same store", arguments: StoreKind.available)
    func exportRoundTrip(kind: StoreKind) async throws {
        let stores = try await kind.withFacts()
        let documents = try await stores.datasets.documents(of: .facts)
        #expect(documents.map(\.path) == ["chucknorris/categories.json", "chucknorris/jokes.json"])
        let directory = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for document in documents { try DirectorySnapshotWriter(directory: directory).write(document) }
        let reread = try SnapshotFactsReader(directory: directory).read()
        let original = try TestFixtures.factSnapshot()
        let byID = { (facts: [FetchedFact]) -> [Fact] in facts.map(\.fact).sorted { $0.id < $1.id } }
        #expect(byID(reread.facts) == byID(original.facts))
        #expect(reread.categories == original.categories)
    }

    @Test(
        "discoveries: a fact the facts API brings first is one, newest first, by category, safe mode applied; imported or stored again it is not",
        arguments: StoreKind.available)
    func discoveries(kind: StoreKind) async throws {
        let store = try await kind.withFacts().facts
        #expect(try await store.discoveredFacts(category: nil, safeMode: .off, limit: 50).isEmpty, "imported: not discoveries")
        func fetched(_ id: String, _ categories: [String]) -> FetchedFact {
            FetchedFact(fact: Fact(id: id, text: "Fact \(id).", categories: categories, url: "https://x/\(id)"), body: Data("{}".utf8))
        }
        let (first, later) = (TestFixtures.now, TestFixtures.now.addingTimeInterval(60))
        try await store.save([fetched("newDev000000000000001", ["dev"])], origin: .upstream("http://x"), at: first)
        try await store.saveSearch(
            try term("rude"), facts: [fetched("newExplicit0000000002", ["explicit"]), fetched("devSelfOptimising00003", ["dev"])],
            origin: .upstream("http://x"), at: later)
        try await store.save([fetched("newDev000000000000001", ["dev"])], origin: .upstream("http://x"), at: later.addingTimeInterval(60))
        try await store.save([fetched("imported0000000000003", ["dev"])], origin: .snapshot("/tmp/s"), at: later)
        let all = try await store.discoveredFacts(category: nil, safeMode: .off, limit: 50)
        #expect(all.map(\.fact.id) == ["newExplicit0000000002", "newDev000000000000001"])
        #expect(all.map(\.discoveredAt) == [later, first], "the first time it came, not the last")
        #expect(try await store.discoveredFacts(category: nil, safeMode: .on, limit: 50).map(\.fact.id) == ["newDev000000000000001"])
        #expect(try await store.discoveredFacts(category: "dev", safeMode: .on, limit: 50).map(\.fact.id) == ["newDev000000000000001"])
        #expect(try await store.discoveredFacts(category: "food", safeMode: .on, limit: 50).isEmpty)
        #expect(try await store.discoveredFacts(category: nil, safeMode: .off, limit: 1).count == 1)
    }

    @Test("a fact stored again is updated in place, never duplicated, and its full-text entry follows", arguments: StoreKind.available)
    func upsert(kind: StoreKind) async throws {
        let store = try await kind.withFacts().facts
        let changed = Fact(
            id: "kickSeparation00000001", text: "Chuck Norris can juggle planets.", categories: ["science"],
            url: "https://api.chucknorris.io/jokes/kickSeparation00000001")
        try await store.save([FetchedFact(fact: changed, body: Data("{}".utf8))], origin: .upstream("http://x"), at: TestFixtures.now)
        #expect(try await store.factCount(category: nil, safeMode: .off) == 8)
        #expect(try await store.fact(id: changed.id) == changed)
        #expect(try await store.facts(matchingText: "juggle", safeMode: .on, page: .first).items.map(\.id) == [changed.id])
        #expect(try await store.facts(matchingText: "separation", safeMode: .on, page: .first).total == 0)
        #expect(try await store.factCount(category: "science", safeMode: .on) == 1)
        // Without categories (most facts): read back as none, not as a failed decoding.
        let plain = Fact(id: changed.id, text: changed.text, categories: [], url: changed.url)
        try await store.save([FetchedFact(fact: plain, body: Data("{}".utf8))], origin: .upstream("http://x"), at: TestFixtures.now)
        #expect(try await store.fact(id: plain.id) == plain)
    }

    @Test(
        "a search, and the facts a random one is picked from, read again after any write show it: a new answer for the term, a fact made explicit",
        arguments: StoreKind.available)
    func searchReadsFollowWrites(kind: StoreKind) async throws {
        let store = try await kind.withFacts().facts
        let kick = try term("kick")
        let separation = try #require(try await store.fact(id: "kickSeparation00000001"))
        try await store.saveSearch(
            kick, facts: [FetchedFact(fact: separation, body: Data("{}".utf8))], origin: .upstream("http://x"), at: TestFixtures.now)
        // Each read twice: the second may be kept (the SQLite store keeps them while nothing is committed).
        for _ in 0..<2 {
            #expect(try await store.searchFetchedAt(kick) == TestFixtures.now)
            #expect(try await store.facts(forTerm: kick, safeMode: .on, page: .first).items.map(\.id) == [separation.id])
            #expect(try await store.facts(matchingText: "separation", safeMode: .on, page: .first).total == 1)
        }
        let allowed = try await store.factCount(category: nil, safeMode: .on)
        #expect(try await store.factCount(category: nil, safeMode: .on) == allowed)
        let explicit = Fact(id: separation.id, text: separation.text, categories: ["explicit"], url: separation.url)
        try await store.save([FetchedFact(fact: explicit, body: Data("{}".utf8))], origin: .upstream("http://x"), at: TestFixtures.now)
        #expect(try await store.facts(forTerm: kick, safeMode: .on, page: .first).total == 0, "safe mode hides it at once")
        #expect(try await store.facts(matchingText: "separation", safeMode: .on, page: .first).total == 0)
        // Nor is it picked at random any more.
        #expect(try await store.factCount(category: nil, safeMode: .on) == allowed - 1)
        for offset in 0..<allowed - 1 { #expect(try await store.fact(at: offset, category: nil, safeMode: .on)?.id != separation.id) }
        #expect(try await store.fact(at: allowed - 1, category: nil, safeMode: .on) == nil)
        let later = TestFixtures.now.addingTimeInterval(600)
        let tide = try #require(try await store.fact(id: "roundhouseTide00000002"))
        try await store.saveSearch(kick, facts: [FetchedFact(fact: tide, body: Data("{}".utf8))], origin: .upstream("http://x"), at: later)
        #expect(try await store.searchFetchedAt(kick) == later)
        #expect(try await store.facts(forTerm: kick, safeMode: .off, page: .first).items.map(\.id) == [separation.id, tide.id])
    }

    @Test(
        "search text is never read as query syntax: quotes, operators, wildcards and NUL find plain words or nothing",
        arguments: StoreKind.available)
    func hostileSearchText(kind: StoreKind) async throws {
        let store = try await kind.withFacts().facts
        let kick = try await store.facts(matchingText: "kick", safeMode: .on, page: .first)
        #expect(kick.total > 0)
        for text in ["'kick'", "kick:*", "kick & !", "\"kick\" --", "\u{0}kick", "(kick)|"] {
            let found = try await store.facts(matchingText: text, safeMode: .on, page: .first)
            #expect(found.total > 0, "\(text)")
        }
        for text in ["'", ":*", "&|!", "%_", "\u{0}"] {
            #expect(try await store.facts(matchingText: text, safeMode: .on, page: .first).total == 0, "\(text)")
        }
        for text in HostileSearchTexts.all {
            await #expect(throws: Never.self, "\(text.unicodeScalars.map { String($0.value, radix: 16) })") {
                _ = try await store.facts(matchingText: text, safeMode: .on, page: .first)
                if let term = try? FactSearchTerm(parsing: text) {
                    _ = try await store.facts(forTerm: term, safeMode: .on, page: .first)
                    _ = try await store.searchFetchedAt(term)
                }
            }
        }
    }
}
