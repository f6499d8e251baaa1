/// The facts screens' questions answered from the store alone, never asking the facts API: for
/// front ends that promise not to reach an upstream (GraphQL), and that work offline.
public struct StoredFacts: Sendable {
    private let store: any FactStore
    private let random: @Sendable (Int) -> Int

    /// - Parameter random: picks an index below its argument; tests pass a fixed one.
    public init(store: any FactStore, random: @escaping @Sendable (Int) -> Int = { Int.random(in: 0..<$0) }) {
        self.store = store
        self.random = random
    }

    /// Stored facts matching every word (each also as a prefix), best first: the one search box's index.
    public func search(_ text: String, safeMode: SafeMode, page: PageRequest) async throws -> Page<Fact> {
        try await store.facts(matchingText: text, safeMode: safeMode, page: page)
    }

    public func fact(id: String) async throws -> Fact? { try await store.fact(id: id) }

    /// Every fact the facts page lists for `term` from the store (`SearchFacts`: those stored
    /// for the term, else a local full-text search), in its order: a whole list to download,
    /// never a new search upstream.
    public func everything(for term: FactSearchTerm, safeMode: SafeMode) async throws -> [Fact] {
        let saved = try await store.facts(forTerm: term, safeMode: safeMode, page: .everything)
        if saved.total > 0 { return saved.items }
        return try await store.facts(matchingText: term.text, safeMode: safeMode, page: .everything).items
    }

    /// The latest facts the facts API brought that nothing had stored before, newest first: the
    /// new facts' feed, of one category or of all.
    public func discovered(category: String?, safeMode: SafeMode, limit: Int = 50) async throws -> [DiscoveredFact] {
        try await store.discoveredFacts(category: category, safeMode: safeMode, limit: limit)
    }

    /// The stored category names safe mode allows, in the upstream's order.
    public func categories(safeMode: SafeMode) async throws -> [String] {
        try await store.categories().names.filter(safeMode.allows(category:))
    }

    /// A stored fact at random, of one category or any; nil when none is stored.
    public func random(category: String?, safeMode: SafeMode) async throws -> Fact? {
        try await store.facts(picking: { [random] in [random($0)] }, category: category, safeMode: safeMode).first
    }

    /// The fact of the day as `FactOfTheDay` picks it (the same choice for the same day), without
    /// fetching one when nothing is stored.
    public func ofTheDay(_ day: String) async throws -> Fact? {
        try await store.factOfTheDay(day, choose: FactOfTheDay.choice(for: day))
    }
}
