import NIOCore
import PostgresNIO
import Synchronization

/// A fixed number of connections to PostgreSQL, each made when a request first needs it and made
/// again, by the next request that needs one, after it broke. Requests beyond `size` wait their
/// turn in order. No timers and no background work: a database that restarts, fails over or
/// refuses connections costs the requests made meanwhile a failed connect (which their own
/// deadline bounds, `Deadline`), and nothing else.
///
/// postgres-nio's own pool (`PostgresClient`) ended the process when PostgreSQL restarted under
/// load: with `minimumConnections` equal to `maximumConnections`, a request arriving while a
/// dropped connection was still closing failed the precondition
/// `minimumConcurrentConnections <= stats.active` in `createNewDemandConnectionIfPossible()`; with
/// a lower minimum, every returned connection started an idle timer (a sleeping task each).
final class PostgresConnections: Sendable {
    typealias Connect = @Sendable (_ id: Int) async throws -> PostgresConnection

    /// What a waiting request is handed: a connection to use, or the right to make one.
    private enum Handed {
        case connection(PostgresConnection)
        case slot
    }

    private struct Waiter {
        let id: Int
        let continuation: CheckedContinuation<Handed, any Error>
    }

    private struct State {
        var idle: [PostgresConnection] = []
        /// Connections not made yet (or made and broken): each may be made by one request.
        var freeSlots: Int
        var waiters: [Waiter] = []
        var nextID = 0
        var isClosed = false
    }

    let size: Int
    private let connect: Connect
    private let state: Mutex<State>

    init(size: Int, connect: @escaping Connect) {
        self.size = max(1, size)
        self.connect = connect
        state = Mutex(State(freeSlots: max(1, size)))
    }

    /// Runs `body` on a connection of the pool, made or waited for first; a connection that
    /// broke meanwhile is not handed back but its slot is.
    ///
    /// A request that gives up on its answer (its `Deadline` passed, its task cancelled) closes the
    /// connection and hands its slot to the next in line at once: a query on a connection that
    /// died may never return (postgres-nio does not always fail it when the server goes), and
    /// would otherwise hold the slot for good.
    func withConnection<Result: Sendable>(_ body: (PostgresConnection) async throws -> Result) async throws -> Result {
        let connection = try await lease()
        let held = Lease()
        do {
            let result = try await withTaskCancellationHandler {
                try await body(connection)
            } onCancel: {
                guard held.abandon() else { return }
                Self.close(connection)
                returnSlot()
            }
            finish(connection, held)
            return result
        } catch {
            finish(connection, held)
            throw error
        }
    }

    /// Whether a leased connection is still its request's, or was given up on (and is closing).
    private final class Lease: Sendable {
        private enum State { case held, abandoned, finished }
        private let state = Mutex(State.held)

        /// True when the request still held it: it is the caller's to close.
        func abandon() -> Bool {
            state.withLock { state in
                guard state == .held else { return false }
                state = .abandoned
                return true
            }
        }

        /// True when it was abandoned (closing, its slot already handed on): it must not go back.
        func finish() -> Bool {
            state.withLock { state in
                defer { state = .finished }
                return state == .abandoned
            }
        }
    }

    private func finish(_ connection: PostgresConnection, _ lease: Lease) {
        if !lease.finish() { giveBack(connection) }
    }

    /// Closes the idle connections and refuses every request from now on; one in use is closed
    /// when it comes back.
    func close() {
        let (idle, waiters) = state.withLock { state in
            state.isClosed = true
            defer { (state.idle, state.waiters) = ([], []) }
            return (state.idle, state.waiters)
        }
        for waiter in waiters { waiter.continuation.resume(throwing: StoreClosed()) }
        for connection in idle { Self.close(connection) }
    }

    private func lease() async throws -> PostgresConnection {
        enum Now {
            case use(PostgresConnection)
            case make(Int)
            case wait, closed
        }
        let id = state.withLock {
            $0.nextID += 1
            return $0.nextID
        }
        let handed = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Handed, any Error>) in
                let now = state.withLock { state -> Now in
                    guard !state.isClosed else { return .closed }
                    while let connection = state.idle.popLast() {
                        if !connection.isClosed { return .use(connection) }
                        state.freeSlots += 1
                    }
                    if state.freeSlots > 0 {
                        state.freeSlots -= 1
                        return .make(id)
                    }
                    state.waiters.append(Waiter(id: id, continuation: continuation))
                    return .wait
                }
                switch now {
                case .use(let connection): continuation.resume(returning: .connection(connection))
                case .make: continuation.resume(returning: .slot)
                case .wait: break
                case .closed: continuation.resume(throwing: StoreClosed())
                }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index)
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
        switch handed {
        case .connection(let connection):
            return connection
        case .slot:
            do {
                return try await connect(id)
            } catch {
                // The slot goes to the next in line, who tries again (the database may be back).
                returnSlot()
                throw error
            }
        }
    }

    private func giveBack(_ connection: PostgresConnection) {
        if connection.isClosed {
            returnSlot()
            return
        }
        let (waiter, closeIt) = state.withLock { state -> (Waiter?, Bool) in
            if state.isClosed { return (nil, true) }
            if !state.waiters.isEmpty { return (state.waiters.removeFirst(), false) }
            state.idle.append(connection)
            return (nil, false)
        }
        if closeIt { Self.close(connection) }
        waiter?.continuation.resume(returning: .connection(connection))
    }

    /// Closes `connection`, keeping it alive until it is closed (postgres-nio asserts a
    /// connection is closed before it goes).
    private static func close(_ connection: PostgresConnection) {
        let closing: EventLoopFuture<Void> = connection.close()
        closing.whenComplete { _ in withExtendedLifetime(connection) {} }
    }

    private func returnSlot() {
        let waiter = state.withLock { state -> Waiter? in
            guard !state.waiters.isEmpty else {
                state.freeSlots += 1
                return nil
            }
            return state.waiters.removeFirst()
        }
        waiter?.continuation.resume(returning: .slot)
    }
}

/// The store was closed: its connections are gone.
struct StoreClosed: Error, CustomStringConvertible {
    var description: String { "the PostgreSQL store was closed" }
}
