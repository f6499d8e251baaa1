/// The fact of the day: the same for everyone on a date, never explicit. It is chosen from the
/// stored facts the first time the date is asked for and kept, so facts stored later that day do
/// not change it. With nothing stored yet, one random fact is fetched first.
public struct FactOfTheDay: Sendable {
    private let source: any FactSource
    private let store: any FactStore
    private let now: Now

    public init(source: any FactSource, store: any FactStore, now: Now = .system) {
        self.source = source
        self.store = store
        self.now = now
    }

    /// How a day's fact is picked among `count` stored ones: the same for everyone, every time.
    static func choice(for day: String) -> @Sendable (Int) -> Int {
        { count in Int(StableHash.fnv1a64Value(day.utf8) % UInt64(count)) }
    }

    /// - Parameter day: the date as `yyyy-MM-dd` in the viewer's calendar.
    public func callAsFunction(day: String) async throws -> Fact {
        let choose = Self.choice(for: day)
        if let fact = try await store.factOfTheDay(day, choose: choose) { return fact }
        if let fetched = try? await source.random(categories: []) {
            try await store.save([fetched], origin: source.origin, at: now())
        }
        guard let fact = try await store.factOfTheDay(day, choose: choose) else {
            throw NotFound(.factOfTheDay, id: day)
        }
        return fact
    }
}
