/// A random fact, optionally of one category: from the upstream (and stored), else a random
/// stored fact. Safe mode never shows an explicit one.
public struct RandomFact: Sendable {
    private let source: any FactSource
    private let store: any FactStore
    private let now: Now
    private let random: @Sendable (Int) -> Int

    /// - Parameter random: picks an index below its argument; tests pass a fixed one.
    public init(
        source: any FactSource, store: any FactStore, now: Now = .system,
        random: @escaping @Sendable (Int) -> Int = { Int.random(in: 0..<$0) }
    ) {
        self.source = source
        self.store = store
        self.now = now
        self.random = random
    }

    public struct Result: Sendable {
        public let fact: Fact
        /// Why the upstream could not be used, when the fact is a stored one.
        public let failure: UpstreamFailure?
    }

    /// How often to ask again when safe mode refuses an explicit answer.
    static let safeModeAttempts = 3

    public func callAsFunction(category: String? = nil, safeMode: SafeMode = .on) async throws -> Result {
        var failure: UpstreamFailure?
        var asked = 0
        do {
            for _ in 0..<Self.safeModeAttempts {
                let fetched = try await source.random(categories: category.map { [$0] } ?? [])
                asked += 1
                try await store.save([fetched], origin: source.origin, at: now())
                if safeMode.allows(fetched.fact) { return Result(fact: fetched.fact, failure: nil) }
            }
        } catch is CancellationError {
            throw CancellationError()
        } catch let upstream as UpstreamFailure {
            // Only the upstream's failures fall back: a store that cannot save is an error of its own.
            failure = upstream
        } catch let exceeded as UpstreamBudgetExceeded {
            // A client over its budget is told so, unless the upstream was asked already: then a
            // stored fact answers, as when safe mode refused every answer.
            guard asked > 0 else { throw exceeded }
        }
        let picked = try await store.facts(picking: { [random] in [random($0)] }, category: category, safeMode: safeMode)
        guard let fact = picked.first else { throw NotFound(.randomFact(category: category)) }
        return Result(fact: fact, failure: failure)
    }
}
