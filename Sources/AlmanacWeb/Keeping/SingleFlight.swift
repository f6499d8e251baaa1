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
///
/// A result may also be the first caller's own (a GraphQL answer that read its visitor's cities):
/// `run(_:sharing:_:)` then hands the waiters nothing, and each does the work for itself, at once
/// rather than one after another.
final class SingleFlight<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// What a waiter gets from the run it waited for.
    private enum Handed: Sendable {
        case result(Value)
        /// The run had finished before this caller was listed: it may lead the next one.
        case finishedBeforeListed
        /// The run's result was its caller's own.
        case notShared
    }

    /// The callers waiting for the run of each key that is under way.
    private let running = Mutex<[Key: [CheckedContinuation<Handed, any Error>]]>([:])

    func run(_ key: Key, _ work: () async throws -> Value) async throws -> Value {
        try await run(key, sharing: { _ in true }, work)
    }

    /// `run`, where only a result `isShared` accepts goes to the callers that waited for it.
    func run(_ key: Key, sharing isShared: (Value) -> Bool, _ work: () async throws -> Value) async throws -> Value {
        while true {
            let leads = running.withLock { running in
                guard running[key] == nil else { return false }
                running[key] = []
                return true
            }
            if leads { return try await lead(key, sharing: isShared, work) }
            // Another caller is at work: wait for its result.
            let handed = try await withCheckedThrowingContinuation { (waiter: CheckedContinuation<Handed, any Error>) in
                let listed = running.withLock { running in
                    guard running[key] != nil else { return false }
                    running[key]?.append(waiter)
                    return true
                }
                if !listed { waiter.resume(returning: .finishedBeforeListed) }
            }
            switch handed {
            case .result(let value): return value
            case .finishedBeforeListed: continue
            case .notShared: return try await work()
            }
        }
    }

    private func lead(_ key: Key, sharing isShared: (Value) -> Bool, _ work: () async throws -> Value) async throws -> Value {
        let result: Result<Value, any Error>
        do { result = .success(try await work()) } catch { result = .failure(error) }
        let waiters = running.withLock { $0.removeValue(forKey: key) ?? [] }
        let handed = result.map { isShared($0) ? Handed.result($0) : .notShared }
        for waiter in waiters { waiter.resume(with: handed) }
        return try result.get()
    }

    /// How many callers share the work for `key` now (0 when none runs): for tests.
    func callers(of key: Key) -> Int { running.withLock { $0[key].map { $0.count + 1 } ?? 0 } }
}
