import Synchronization

/// A value read from a whole dataset (the SpaceX rockets decoded from their JSON bodies, the
/// launch counts per year), kept until the dataset is refreshed, so pages that show it on every
/// request stop decoding or counting it on every request.
///
/// Keyed by the dataset's refresh time, read in the same transaction as the value: a replace by
/// another process (`almanac sync` beside `almanac serve`) is a new time. A replace through this
/// store also calls `clear()`, which covers a replace at the same instant (tests with a fixed
/// clock), and a generation number keeps a read that started before it from storing old data.
final class PerRefreshMemo<Value: Sendable>: Sendable {
    private struct State {
        var kept: (version: Double, value: Value)?
        var generation = 0
    }

    private let state = Mutex(State())

    /// The kept value when `version` matches, otherwise the one `decode` makes (then kept).
    /// Nil `version` (a dataset never refreshed) is never kept.
    func value(version: Double?, _ decode: () throws -> Value) rethrows -> Value {
        guard let version else { return try decode() }
        let generation: Int
        do {
            let current = state.withLock { ($0.kept, $0.generation) }
            if let kept = current.0, kept.version == version { return kept.value }
            generation = current.1
        }
        let value = try decode()
        state.withLock { state in
            if state.generation == generation { state.kept = (version, value) }
        }
        return value
    }

    /// Forgets the value: the dataset was just replaced.
    func clear() {
        state.withLock { state in
            state.kept = nil
            state.generation += 1
        }
    }
}
