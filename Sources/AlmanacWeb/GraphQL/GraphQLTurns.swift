import Synchronization

/// Whose GraphQL query runs now: one at a time per client, and at most `concurrent` across
/// clients, the clients with queries waiting taking turns (round robin). A query costs CPU in proportion to its
/// answer (up to `QueryLimits.maximumValues`), so one client sending its heaviest allowed query
/// on many connections runs them one after another and leaves the other cores, and the other
/// clients' turns, to everyone else. A client with `maximumWaiting` queries waiting is refused
/// (429) rather than queued further.
final class GraphQLTurns: Sendable {
    let concurrent: Int
    let maximumWaiting: Int

    private struct Waiter {
        let id: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var running = 0
        var runningClients: Set<String> = []
        /// Each client's waiting queries, oldest first.
        var queues: [String: [Waiter]] = [:]
        /// The clients with queries waiting, in the order their turn comes: a client whose query
        /// ran goes to the back, so a client with many waiting never keeps another waiting
        /// behind all of them.
        var rotation: [String] = []
        var nextID = 0

        mutating func enqueue(_ waiter: Waiter, for client: String) {
            queues[client, default: []].append(waiter)
            if !rotation.contains(client) { rotation.append(client) }
        }

        /// Removes the waiter `id` (a visitor who left); nil when its turn already came.
        mutating func remove(_ id: Int) -> Waiter? {
            for (client, waiters) in queues {
                guard let index = waiters.firstIndex(where: { $0.id == id }) else { continue }
                let waiter = queues[client]?.remove(at: index)
                if queues[client]?.isEmpty == true {
                    queues[client] = nil
                    rotation.removeAll { $0 == client }
                }
                return waiter
            }
            return nil
        }

        /// The next waiters whose turn has come, marked running.
        mutating func start(upTo concurrent: Int) -> [Waiter] {
            var started: [Waiter] = []
            var index = 0
            while running < concurrent, index < rotation.count {
                let client = rotation[index]
                guard !runningClients.contains(client), var waiters = queues[client], !waiters.isEmpty else {
                    index += 1
                    continue
                }
                started.append(waiters.removeFirst())
                running += 1
                runningClients.insert(client)
                rotation.remove(at: index)
                if waiters.isEmpty {
                    queues[client] = nil
                } else {
                    queues[client] = waiters
                    rotation.append(client)
                }
            }
            return started
        }
    }

    private let state = Mutex(State())

    /// - Parameter maximumWaiting: a household or an office behind one address sends several at
    ///   once; the per-client connection cap (64 by default) bounds them anyway.
    init(concurrent: Int, maximumWaiting: Int = 64) {
        self.concurrent = max(1, concurrent)
        self.maximumWaiting = maximumWaiting
    }

    /// Runs `body` in `client`'s turn.
    func run<Result: Sendable>(for client: String, _ body: () async throws -> Result) async throws -> Result {
        try await take(for: client)
        defer { give(for: client) }
        return try await body()
    }

    private func take(for client: String) async throws {
        enum Taken { case now, refused, waiting }
        let id = state.withLock {
            $0.nextID += 1
            return $0.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let taken = state.withLock { state -> Taken in
                    if state.running < concurrent, !state.runningClients.contains(client), state.queues[client] == nil {
                        state.running += 1
                        state.runningClients.insert(client)
                        return .now
                    }
                    guard state.queues[client, default: []].count < maximumWaiting else { return .refused }
                    state.enqueue(Waiter(id: id, continuation: continuation), for: client)
                    return .waiting
                }
                switch taken {
                case .now: continuation.resume()
                case .refused: continuation.resume(throwing: Self.busy)
                case .waiting: break
                }
            }
        } onCancel: {
            // A visitor who left stops waiting; one whose turn has come runs (and gives it back).
            state.withLock { $0.remove(id) }?.continuation.resume(throwing: CancellationError())
        }
    }

    private func give(for client: String) {
        let next = state.withLock { state -> [Waiter] in
            state.running -= 1
            state.runningClients.remove(client)
            // The client whose turn just ended waits behind every other client waiting.
            if let index = state.rotation.firstIndex(of: client) { state.rotation.append(state.rotation.remove(at: index)) }
            return state.start(upTo: concurrent)
        }
        for waiter in next { waiter.continuation.resume() }
    }

    /// How many of `client`'s queries wait for their turn.
    func waiting(for client: String) -> Int { state.withLock { $0.queues[client]?.count ?? 0 } }

    static let busy = APIError.rateLimited(
        "This client has too many GraphQL queries waiting; send the next one when an answer has come.", retryAfter: .seconds(1))
}
