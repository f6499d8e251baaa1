import Foundation

/// Facts and categories read from a snapshot directory.
public struct FactSnapshot: Sendable {
    public let facts: [FetchedFact]
    /// Nil when the snapshot has no category list.
    public let categories: [String]?
    public let origin: Origin

    public init(facts: [FetchedFact], categories: [String]?, origin: Origin) {
        self.facts = facts
        self.categories = categories
        self.origin = origin
    }
}

/// Adds a snapshot's facts to the store (nothing stored is removed: searched terms and recent
/// searches stay) and replaces the categories when the snapshot has them.
public struct ImportFacts: Sendable {
    private let store: any FactStore
    private let now: Now

    public init(store: any FactStore, now: Now = .system) {
        self.store = store
        self.now = now
    }

    public struct Summary: Hashable, Sendable {
        public let facts: Int
        public let categories: Int

        /// "571 facts, 16 categories".
        public var countsText: String { "\(facts) facts, \(categories) categories" }
    }

    @discardableResult
    public func callAsFunction(_ snapshot: FactSnapshot) async throws -> Summary {
        try await store.save(snapshot.facts, origin: snapshot.origin, at: now())
        if let categories = snapshot.categories {
            try await store.replaceCategories(categories, origin: snapshot.origin, at: now())
        }
        return Summary(facts: snapshot.facts.count, categories: snapshot.categories?.count ?? 0)
    }
}
