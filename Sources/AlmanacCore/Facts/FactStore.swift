import Foundation

/// Where facts, searched terms, categories and recent searches are kept; the source of truth
/// for every facts screen. Every method that stores upstream data also records the dataset's
/// freshness, in the same transaction.
public protocol FactStore: Sendable {
    /// Stores what a search returned: facts are added or updated, and each id is linked to the
    /// term unless it already is. Nothing is ever unlinked. Returns how many ids were new for the term.
    @discardableResult
    func saveSearch(_ term: FactSearchTerm, facts: [FetchedFact], origin: Origin, at date: Date) async throws -> Int
    /// Adds or updates facts that came without a term (random, by id, an import).
    func save(_ facts: [FetchedFact], origin: Origin, at date: Date) async throws

    /// When the facts API last answered a search for the term (any capitalisation); nil when it
    /// never has.
    func searchFetchedAt(_ term: FactSearchTerm) async throws -> Date?
    /// One page of the facts stored for a term, oldest link first.
    func facts(forTerm term: FactSearchTerm, safeMode: SafeMode, page: PageRequest) async throws -> Page<Fact>
    /// One page of every stored fact matching the words (each word also as a prefix), best first.
    func facts(matchingText text: String, safeMode: SafeMode, page: PageRequest) async throws -> Page<Fact>
    func fact(id: String) async throws -> Fact?
    /// The ids of the stored facts safe mode allows, in one category or in all, by id: what
    /// random and daily picks choose from. The stores read it; the server keeps it per version
    /// of the dataset.
    func allowedFactIDs(category: String?, safeMode: SafeMode) async throws -> [String]
    /// How many stored facts are allowed by safe mode, in one category or in all.
    func factCount(category: String?, safeMode: SafeMode) async throws -> Int
    /// The allowed facts at the offsets `pick` chooses, given how many there are, in a stable
    /// order (by id), for random and daily picks. Offsets outside the count are skipped; `pick`
    /// is not called when there is no allowed fact.
    func facts(
        picking pick: @escaping @Sendable (_ count: Int) -> [Int], category: String?, safeMode: SafeMode
    ) async throws -> [Fact]
    /// The fact chosen for a day, once chosen; `choose` picks one (given the count of safe facts)
    /// the first time the day is asked for. Nil when no safe fact is stored.
    func factOfTheDay(_ day: String, choose: @escaping @Sendable (Int) -> Int) async throws -> Fact?

    /// The facts the facts API brought that nothing had stored before (`DiscoveredFact`), newest
    /// first, at most `limit`, in one category or in all, safe mode applied.
    func discoveredFacts(category: String?, safeMode: SafeMode, limit: Int) async throws -> [DiscoveredFact]

    /// The stored category names and when they were fetched; empty and nil before the first fetch.
    func categories() async throws -> (names: [String], fetchedAt: Date?)
    /// Replaces every category with `names`.
    func replaceCategories(_ names: [String], origin: Origin, at date: Date) async throws
    /// Which of `categories` have at least one stored fact (safe mode applied).
    func categoriesWithFacts(_ categories: [String], safeMode: SafeMode) async throws -> Set<String>

    /// A profile's recent searches, newest first.
    func recentSearches(of profile: ProfileID) async throws -> [RecentSearch]
    /// Records a profile's search: an earlier one differing only in case is replaced; the oldest
    /// beyond `RecentSearch.limit` are dropped.
    func recordSearch(_ term: FactSearchTerm, at date: Date, for profile: ProfileID) async throws
    func clearRecentSearches(of profile: ProfileID) async throws
}

/// A term the viewer searched for, and when.
public struct RecentSearch: Hashable, Sendable, Codable {
    /// How many recent searches are kept.
    public static let limit = 20

    public let term: String
    public let searchedAt: Date

    public init(term: String, searchedAt: Date) {
        self.term = term
        self.searchedAt = searchedAt
    }
}

extension FactStore {
    public func factCount(category: String?, safeMode: SafeMode) async throws -> Int {
        try await allowedFactIDs(category: category, safeMode: safeMode).count
    }

    /// Facts are never removed, so every id picked names a stored fact.
    public func facts(
        picking pick: @escaping @Sendable (_ count: Int) -> [Int], category: String?, safeMode: SafeMode
    ) async throws -> [Fact] {
        let ids = try await allowedFactIDs(category: category, safeMode: safeMode)
        guard !ids.isEmpty else { return [] }
        var facts: [Fact] = []
        for offset in pick(ids.count) where ids.indices.contains(offset) {
            if let fact = try await fact(id: ids[offset]) { facts.append(fact) }
        }
        return facts
    }

    /// By counting, one category at a time; a store with an index answers faster.
    public func categoriesWithFacts(_ categories: [String], safeMode: SafeMode) async throws -> Set<String> {
        var found = Set<String>()
        for category in categories where try await factCount(category: category, safeMode: safeMode) > 0 { found.insert(category) }
        return found
    }
}
