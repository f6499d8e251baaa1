/// The searches a profile made, newest first (at most `RecentSearch.limit`), and forgetting them.
public struct RecentSearches: Sendable {
    private let store: any FactStore

    public init(store: any FactStore) { self.store = store }

    public func callAsFunction(of profile: ProfileID) async throws -> [RecentSearch] { try await store.recentSearches(of: profile) }

    /// Forgets every recent search of the profile; returns how many there were.
    @discardableResult
    public func clear(of profile: ProfileID) async throws -> Int {
        let count = try await store.recentSearches(of: profile).count
        try await store.clearRecentSearches(of: profile)
        return count
    }
}

/// What every facts screen asks, built once from the source and the store.
public struct FactUseCases: Sendable {
    public let search: SearchFacts
    public let random: RandomFact
    public let today: FactOfTheDay
    public let show: ShowFact
    public let categories: FactCategories
    public let recent: RecentSearches
    public let starters: StarterFacts
    /// The store alone, never the facts API (a download).
    public let stored: StoredFacts

    public init(source: any FactSource, store: any FactStore, now: Now = .system, categoriesMaxAge: Duration = DatasetID.facts.defaultMaxAge) {
        search = SearchFacts(source: source, store: store, now: now)
        random = RandomFact(source: source, store: store, now: now)
        today = FactOfTheDay(source: source, store: store, now: now)
        show = ShowFact(source: source, store: store, now: now)
        categories = FactCategories(source: source, store: store, now: now, maxAge: categoriesMaxAge)
        recent = RecentSearches(store: store)
        starters = StarterFacts(store: store)
        stored = StoredFacts(store: store)
    }

    /// A `category` parameter checked against the stored category names (any, in safe mode or
    /// not: safe mode refuses `explicit` by name).
    public func category(parsing text: String?, safeMode: SafeMode) async throws -> String? {
        try FactCategory.parse(text, known: try await categories.stored(), safeMode: safeMode)
    }
}
