/// A few stored facts to start with when a page has nothing else to show (the first visit to
/// the facts page, when no stored fact matches "facts"): the same ones for everyone on a day,
/// spread across the stored facts, from the store alone.
public struct StarterFacts: Sendable {
    private let store: any FactStore

    public init(store: any FactStore) { self.store = store }

    /// - Parameter day: the date as `yyyy-MM-dd` in the viewer's calendar.
    public func callAsFunction(day: String, count: Int = 4, safeMode: SafeMode) async throws -> [Fact] {
        let total = try await store.factCount(category: nil, safeMode: safeMode)
        guard total > 0 else { return [] }
        let start = Int(StableHash.fnv1a64Value(day.utf8) % UInt64(total))
        let step = max(1, total / max(count, 1))
        var facts: [Fact] = []
        for index in 0..<min(count, total) {
            if let fact = try await store.fact(at: (start + index * step) % total, category: nil, safeMode: safeMode) { facts.append(fact) }
        }
        return facts
    }
}
