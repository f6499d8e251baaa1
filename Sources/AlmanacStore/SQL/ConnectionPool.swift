import Synchronization

/// Connections lent one at a time: a caller waits (in order) while all of them are in use.
/// Made on first need, up to `limit`.
final class ConnectionPool<Connection: Sendable>: Sendable {
    private struct State {
        var idle: [Connection] = []
        var made = 0
        var waiting: [CheckedContinuation<Connection, Never>] = []
    }

    private let state = Mutex(State())
    private let limit: Int
    private let make: @Sendable () throws -> Connection

    init(limit: Int, make: @escaping @Sendable () throws -> Connection) {
        self.limit = max(1, limit)
        self.make = make
    }

    /// Runs `body` with a connection of its own, given back however `body` ends.
    func with<Result>(_ body: (Connection) async throws -> Result) async throws -> Result {
        let connection = try await take()
        defer { giveBack(connection) }
        return try await body(connection)
    }

    private enum Next {
        case ready(Connection)
        case make
        case wait
    }

    private func take() async throws -> Connection {
        let next: Next = state.withLock { state in
            if let connection = state.idle.popLast() { return .ready(connection) }
            if state.made < limit {
                state.made += 1
                return .make
            }
            return .wait
        }
        switch next {
        case .ready(let connection): return connection
        case .make:
            do { return try make() } catch {
                state.withLock { $0.made -= 1 }
                throw error
            }
        case .wait:
            return await withCheckedContinuation { continuation in
                let ready: Connection? = state.withLock { state in
                    if let connection = state.idle.popLast() { return connection }
                    state.waiting.append(continuation)
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        }
    }

    private func giveBack(_ connection: Connection) {
        let waiter: CheckedContinuation<Connection, Never>? = state.withLock { state in
            if state.waiting.isEmpty {
                state.idle.append(connection)
                return nil
            }
            return state.waiting.removeFirst()
        }
        waiter?.resume(returning: connection)
    }
}
