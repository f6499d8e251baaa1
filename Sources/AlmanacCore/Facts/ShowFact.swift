/// One fact by id: the stored one, else fetched from the upstream and stored.
public struct ShowFact: Sendable {
    private let source: any FactSource
    private let store: any FactStore
    private let now: Now

    public init(source: any FactSource, store: any FactStore, now: Now = .system) {
        self.source = source
        self.store = store
        self.now = now
    }

    /// Ids are URL-safe base64 (22 characters upstream); anything else is refused before a lookup.
    /// What `id(parsing:)` accepts, as a regular expression.
    public static let idPattern = "^[A-Za-z0-9_-]{1,64}$"

    public static func id(parsing raw: String) throws(InvalidInput) -> String {
        let valid =
            (1...64).contains(raw.count)
            && raw.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
            }
        guard valid else {
            throw InvalidInput(.id, "\(.id) must be a fact id: letters, digits, - and _ (got \"\(raw)\")")
        }
        return raw
    }

    /// `fetch`'s answer, nil when it failed, rethrowing only `UpstreamBudgetExceeded`.
    private static func unlessOverBudget<Value>(_ fetch: () async throws -> Value?) async throws -> Value? {
        do {
            return try await fetch()
        } catch let exceeded as UpstreamBudgetExceeded {
            throw exceeded
        } catch {
            return nil
        }
    }

    public func callAsFunction(id: String, safeMode: SafeMode = .on) async throws -> Fact {
        var fact = try await store.fact(id: id)
        // Only the upstream's failures mean "not found": a client over its budget is told so.
        if fact == nil, let fetched = try await Self.unlessOverBudget({ try await source.fact(id: id) }) {
            try await store.save([fetched], origin: source.origin, at: now())
            fact = fetched.fact
        }
        guard let fact else { throw NotFound(.fact, id: id) }
        guard safeMode.allows(fact) else { throw HiddenBySafeMode(id: id) }
        return fact
    }
}

/// A fact exists but is in the explicit category, which safe mode hides.
public struct HiddenBySafeMode: Error, Hashable, Sendable, CustomStringConvertible {
    public let id: String
    public var description: String { "fact \(id) is in the explicit category, which safe mode hides" }
}
