import AlmanacCore
import Foundation

/// What the facts pages ask between writes, kept per version of the facts dataset
/// (`DataVersions`): search pages (every visitor's `/facts` opens on one, and the same few terms
/// are asked; a page of 20 facts is about 10 kB, so each keeps at most 64) and the ids random and
/// daily picks choose from (counting them was a scan of the table each). Everything else is
/// passed to the store as it is.
package final class KeptFactStore: FactStore {
    private let store: any FactStore
    private let changes: any StoreChanges
    private let forTerm = KeptWhileStamped<Search, Page<Fact>>(limit: 64)
    private let matchingText = KeptWhileStamped<Search, Page<Fact>>(limit: 64)
    private let allowedIDs = KeptWhileStamped<Choices, [String]>(limit: 64)

    private struct Search: Hashable, Sendable {
        let text: String
        let safeMode: SafeMode
        let page: PageRequest
    }

    private struct Choices: Hashable, Sendable {
        let category: String?
        let safeMode: SafeMode
    }

    package init(_ store: any FactStore, changes: any StoreChanges) {
        self.store = store
        self.changes = changes
    }

    private func version() async throws -> DataVersion? { try await changes.version(of: [.dataset(.facts)]) }

    package func facts(forTerm term: FactSearchTerm, safeMode: SafeMode, page: PageRequest) async throws -> Page<Fact> {
        let read = { try await self.store.facts(forTerm: term, safeMode: safeMode, page: page) }
        return try await forTerm.value(Search(text: term.key, safeMode: safeMode, page: page), version: try await version(), always: read)
    }

    package func facts(matchingText text: String, safeMode: SafeMode, page: PageRequest) async throws -> Page<Fact> {
        let read = { try await self.store.facts(matchingText: text, safeMode: safeMode, page: page) }
        return try await matchingText.value(Search(text: text, safeMode: safeMode, page: page), version: try await version(), always: read)
    }

    package func discoveredFacts(category: String?, safeMode: SafeMode, limit: Int) async throws -> [DiscoveredFact] {
        try await store.discoveredFacts(category: category, safeMode: safeMode, limit: limit)
    }

    package func allowedFactIDs(category: String?, safeMode: SafeMode) async throws -> [String] {
        let read = { try await self.store.allowedFactIDs(category: category, safeMode: safeMode) }
        return try await allowedIDs.value(Choices(category: category, safeMode: safeMode), version: try await version(), always: read)
    }

    @discardableResult
    package func saveSearch(_ term: FactSearchTerm, facts: [FetchedFact], origin: Origin, at date: Date) async throws -> Int {
        try await store.saveSearch(term, facts: facts, origin: origin, at: date)
    }

    package func save(_ facts: [FetchedFact], origin: Origin, at date: Date) async throws { try await store.save(facts, origin: origin, at: date) }
    package func searchFetchedAt(_ term: FactSearchTerm) async throws -> Date? { try await store.searchFetchedAt(term) }
    package func fact(id: String) async throws -> Fact? { try await store.fact(id: id) }

    package func factOfTheDay(_ day: String, choose: @escaping @Sendable (Int) -> Int) async throws -> Fact? {
        try await store.factOfTheDay(day, choose: choose)
    }

    package func categories() async throws -> (names: [String], fetchedAt: Date?) { try await store.categories() }

    package func replaceCategories(_ names: [String], origin: Origin, at date: Date) async throws {
        try await store.replaceCategories(names, origin: origin, at: date)
    }

    package func categoriesWithFacts(_ categories: [String], safeMode: SafeMode) async throws -> Set<String> {
        try await store.categoriesWithFacts(categories, safeMode: safeMode)
    }

    package func recentSearches(of profile: ProfileID) async throws -> [RecentSearch] { try await store.recentSearches(of: profile) }

    package func recordSearch(_ term: FactSearchTerm, at date: Date, for profile: ProfileID) async throws {
        try await store.recordSearch(term, at: date, for: profile)
    }

    package func clearRecentSearches(of profile: ProfileID) async throws { try await store.clearRecentSearches(of: profile) }
}
