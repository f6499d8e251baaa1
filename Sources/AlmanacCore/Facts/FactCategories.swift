import Foundation

/// The category names: the stored list while it is younger than `maxAge`, else fetched again
/// and replaced wholesale (the stored list stays when the fetch fails).
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
    public func callAsFunction(safeMode: SafeMode = .on) async throws -> [String] {
        var (names, fetchedAt) = try await store.categories()
        let age = fetchedAt.map { now().timeIntervalSince($0) } ?? .infinity
        if names.isEmpty || age >= Double(maxAge.components.seconds) {
            if let fresh = try? await source.categories(), !fresh.isEmpty {
                try await store.replaceCategories(fresh, origin: source.origin, at: now())
                names = fresh
            }
        }
        return names.filter(safeMode.allows(category:))
    }
}
