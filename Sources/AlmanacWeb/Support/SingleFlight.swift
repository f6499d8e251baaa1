import Synchronization

/// Work that many requests may ask for at once, done once: the first caller for a key does it in
/// its own task, and the others that arrive meanwhile wait for the same result (or error). A page
/// that every visitor asks for right after a refresh is then drawn once, not once per waiting
/// request.
///
/// The first caller works itself rather than starting a task for the work: a first-time page is
/// almost always asked for by one request alone, and a task per page (made, scheduled on another
/// thread, awaited) was about a twentieth of a first-time launches page (perf, release build).
/// The waiters share the first caller's fate: if its task is cancelled and the work throws,
/// they get that error, as they got the work's errors before.
final class SingleFlight<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The callers waiting for the run of each key that is under way.
    private let running = Mutex<[Key: [CheckedContinuation<Value?, any Error>]]>([:])

    func run(_ key: Key, _ work: () async throws -> Value) async throws -> Value {
        while true {
            let leads = running.withLock { running in
                guard running[key] == nil else { return false }
                running[key] = []
                return true
            }
            if leads { return try await lead(key, work) }
            // Another caller is at work: wait for its result, or for nil when it finished before
            // this one was listed (then try to lead again).
            let shared = try await withCheckedThrowingContinuation { (waiter: CheckedContinuation<Value?, any Error>) in
                let listed = running.withLock { running in
                    guard running[key] != nil else { return false }
                    running[key]?.append(waiter)
                    return true
                }
                if !listed { waiter.resume(returning: nil) }
            }
            if let shared { return shared }
        }
    }

    private func lead(_ key: Key, _ work: () async throws -> Value) async throws -> Value {
        let result: Result<Value, any Error>
        do { result = .success(try await work()) } catch { result = .failure(error) }
        let waiters = running.withLock { $0.removeValue(forKey: key) ?? [] }
        for waiter in waiters { waiter.resume(with: result.map(Optional.some)) }
        return try result.get()
    }

    /// How many callers share the work for `key` now (0 when none runs): for tests.
    func callers(of key: Key) -> Int { running.withLock { $0[key].map { $0.count + 1 } ?? 0 } }
}
