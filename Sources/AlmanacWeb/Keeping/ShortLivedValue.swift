import Synchronization

/// A value re-read from the store at most once per `lifetime` (a second by default): a
/// dataset's freshness, which changes once per refresh while every page and API request needs
/// it, or the status of every dataset. When it is due, one request reads it and the others keep
/// using the value they have until that read is done, so a busy server does not send every
/// concurrent request to the store at the same instant each second.
final class ShortLivedValue<Value: Sendable>: Sendable {
    private struct State {
        var read: ContinuousClock.Instant
        var value: Value
        var isRereading = false
        var generation: Int
    }

    private let state = Mutex<State?>(nil)
    private let lifetime: Duration

    init(lifetime: Duration = .seconds(1)) { self.lifetime = lifetime }

    /// Drops the value: the next request reads it afresh (this process just changed it).
    func forget() { state.withLock { $0 = nil } }

    /// The value, read again when it is older than the lifetime or was read at another
    /// `generation` (a count of this process's changes to it, taken before reading).
    func value(generation: Int = 0, _ read: () async throws -> Value) async throws -> Value {
        let now = ContinuousClock.now
        let kept: Value? = state.withLock { state in
            guard let current = state, current.generation == generation else { return nil }
            if now - current.read < lifetime { return current.value }
            if current.isRereading { return current.value }  // someone else is reading the new one
            state?.isRereading = true
            return nil
        }
        if let kept { return kept }
        do {
            let value = try await read()
            state.withLock { $0 = State(read: now, value: value, generation: generation) }
            return value
        } catch {
            state.withLock { $0?.isRereading = false }
            throw error
        }
    }
}
