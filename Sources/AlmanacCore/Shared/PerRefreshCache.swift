import Synchronization

/// Values read from a dataset (a SWAPI record decoded from its JSON, the SpaceX rockets, the
/// launch counts per year), kept until the dataset is refreshed, so pages that show them on every
/// request stop decoding or counting them on every request.
///
/// Keyed by the dataset's refresh time, read in the same transaction as the values: a replace by
/// another process (`almanac sync` beside `almanac serve`) is a new time, and the first read
/// that sees it starts afresh. A replace through this store also calls `clear()`, which covers a
/// replace at the same instant (tests with a fixed clock); a generation number keeps a read that
/// started before the clear from storing what it read. At most `limit` values are kept: past it
/// the cache starts afresh (every dataset here is far smaller than the default).
public final class PerRefreshCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var version: Double?
        var values: [Key: Value] = [:]
        var generation = 0
    }

    private let state = Mutex(State())
    private let limit: Int

    public init(limit: Int = 10_000) { self.limit = limit }

    /// The kept value for `key` when it was read at `version`, otherwise the one `read` makes
    /// (then kept). A nil `version` (a dataset never refreshed) keeps nothing.
    public func value(for key: Key, version: Double?, _ read: () throws -> Value) rethrows -> Value {
        guard let version else { return try read() }
        let (kept, generation) = state.withLock { state in
            (state.version == version ? state.values[key] : nil, state.generation)
        }
        if let kept { return kept }
        let value = try read()
        keep(value, for: key, version: version, readIn: generation)
        return value
    }

    /// The same, for a store whose reads are asynchronous (PostgreSQL's).
    public func value(for key: Key, version: Double?, _ read: () async throws -> Value) async rethrows -> Value {
        guard let version else { return try await read() }
        let generation = state.withLock { state in state.generation }
        if let kept = state.withLock({ state in state.version == version ? state.values[key] : nil }) { return kept }
        let value = try await read()
        keep(value, for: key, version: version, readIn: generation)
        return value
    }

    private func keep(_ value: Value, for key: Key, version: Double, readIn generation: Int) {
        state.withLock { state in
            guard state.generation == generation else { return }
            if state.version != version || state.values.count >= limit {
                state.version = version
                state.values = [:]
            }
            state.values[key] = value
        }
    }

    /// Forgets every value: the dataset was just replaced.
    public func clear() {
        state.withLock { state in
            state.values = [:]
            state.version = nil
            state.generation += 1
        }
    }
}

/// One value per refresh of a dataset (see `PerRefreshCache`).
public final class PerRefreshMemo<Value: Sendable>: Sendable {
    private let cache = PerRefreshCache<Bool, Value>(limit: 1)

    public init() {}

    public func value(version: Double?, _ read: () throws -> Value) rethrows -> Value {
        try cache.value(for: true, version: version, read)
    }

    public func value(version: Double?, _ read: () async throws -> Value) async rethrows -> Value {
        try await cache.value(for: true, version: version, read)
    }

    public func clear() { cache.clear() }
}
