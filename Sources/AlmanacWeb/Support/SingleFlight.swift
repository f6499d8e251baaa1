import Synchronization

/// Work that many requests may ask for at once, done once: the first caller for a key starts it,
/// the others that arrive while it runs wait for the same result (or error). A page that every
/// visitor asks for right after a refresh is then drawn once, not once per waiting request.
final class SingleFlight<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Flight {
        let task: Task<Value, any Error>
        var callers: Int
    }

    private let running = Mutex<[Key: Flight]>([:])

    func run(_ key: Key, _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let task = running.withLock { running in
            if var flight = running[key] {
                flight.callers += 1
                running[key] = flight
                return flight.task
            }
            let task = Task { try await work() }
            running[key] = Flight(task: task, callers: 1)
            return task
        }
        defer { running.withLock { if $0[key]?.task == task { $0[key] = nil } } }
        return try await task.value
    }

    /// How many callers share the work for `key` now (0 when none runs): for tests.
    func callers(of key: Key) -> Int { running.withLock { $0[key]?.callers ?? 0 } }
}
