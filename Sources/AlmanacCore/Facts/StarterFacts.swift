/// A few stored facts to start with when a page has nothing else to show (the first visit to
/// the facts page, when no stored fact matches "facts"): the same ones for everyone on a day,
/// spread across the stored facts, from the store alone.
public struct StarterFacts: Sendable {
    private let store: any FactStore

    public init(store: any FactStore) { self.store = store }

    /// - Parameter day: the date as `yyyy-MM-dd` in the viewer's calendar.
    public func callAsFunction(day: String, count: Int = 4, safeMode: SafeMode) async throws -> [Fact] {
        try await store.facts(
            picking: { total in
                let start = Int(StableHash.fnv1a64Value(day.utf8) % UInt64(total))
                let step = max(1, total / max(count, 1))
                return (0..<min(count, total)).map { (start + $0 * step) % total }
            }, category: nil, safeMode: safeMode)
    }
}
