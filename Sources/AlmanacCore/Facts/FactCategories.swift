import Foundation

/// The category names: the stored list, fetched again as the `RefreshRule` says (stale means
/// older than `maxAge`) and replaced wholesale; the stored list stays when the fetch fails.
public struct FactCategories: Sendable {
    private let source: any FactSource
    private let store: any FactStore
    private let now: Now
    private let maxAge: Duration

    public init(source: any FactSource, store: any FactStore, now: Now = .system, maxAge: Duration = .seconds(24 * 3600)) {
        self.source = source
        self.store = store
        self.now = now
        self.maxAge = maxAge
    }

    /// The categories safe mode allows, in the upstream's order.
    public func callAsFunction(safeMode: SafeMode = .on, refresh: RefreshRule) async throws -> [String] {
        var (names, fetchedAt) = try await store.categories()
        let age = fetchedAt.map { now().timeIntervalSince($0) } ?? .infinity
        let wanted =
            switch refresh {
            case .ifMissing: names.isEmpty
            case .ifStale: names.isEmpty || age >= Double(maxAge.components.seconds)
            case .always: true
            }
        if wanted, let fresh = try? await source.categories(), !fresh.isEmpty {
            try await store.replaceCategories(fresh, origin: source.origin, at: now())
            names = fresh
        }
        return names.filter(safeMode.allows(category:))
    }

    /// Fetches the list now, replacing the stored one; throws when the upstream fails or sends
    /// none (the stored list stays). Returns how many categories there are.
    public func refresh() async throws -> Int {
        let fresh = try await source.categories()
        guard !fresh.isEmpty else { throw UpstreamFailure.invalid(dataset: .facts, reason: "the category list is empty") }
        try await store.replaceCategories(fresh, origin: source.origin, at: now())
        return fresh.count
    }

    /// Every stored name, explicit included, without asking the upstream.
    public func stored() async throws -> [String] { try await store.categories().names }

    /// The categories among `names` that can give a fact without the upstream: those with a
    /// stored fact. Offered as tags while the upstream cannot be reached.
    public func withStoredFacts(_ names: [String], safeMode: SafeMode) async throws -> [String] {
        let found = try await store.categoriesWithFacts(names, safeMode: safeMode)
        return names.filter(found.contains)
    }

    /// When the stored list was fetched; nil when there is none.
    public func fetchedAt() async throws -> Date? {
        let (names, fetchedAt) = try await store.categories()
        return names.isEmpty ? nil : fetchedAt
    }
}
