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

    /// How many facts one transaction saves: small enough that progress moves several times a
    /// second, large enough that a million facts do not cost a million commits.
    static let batchSize = 5_000

    /// - Parameter progress: after each batch, how many facts are saved and how many in all.
    ///   Facts only ever add to the store, so a failure after some batches loses nothing.
    @discardableResult
    public func callAsFunction(
        _ snapshot: FactSnapshot, progress: @Sendable (_ saved: Int, _ total: Int) -> Void = { _, _ in }
    ) async throws -> Summary {
        let date = now()
        var saved = 0
        for start in stride(from: 0, to: snapshot.facts.count, by: Self.batchSize) {
            let batch = Array(snapshot.facts[start..<min(start + Self.batchSize, snapshot.facts.count)])
            try await store.save(batch, origin: snapshot.origin, at: date)
            saved += batch.count
            progress(saved, snapshot.facts.count)
        }
        if let categories = snapshot.categories {
            try await store.replaceCategories(categories, origin: snapshot.origin, at: now())
        }
        return Summary(facts: snapshot.facts.count, categories: snapshot.categories?.count ?? 0)
    }
}
