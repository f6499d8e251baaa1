import Metrics
import Synchronization

/// How many connections each client address holds open; a client at its limit has further
/// connections closed as they arrive.
final class ConnectionsPerClient: Sendable {
    let limit: Int
    private let open = Mutex<[String: Int]>([:])

    init(limit: Int) { self.limit = max(1, limit) }

    /// Counts a new connection of `client`: false (and not counted) when it holds its limit.
    func open(_ client: String) -> Bool {
        let admitted = open.withLock { open in
            let count = open[client, default: 0]
            guard count < limit else { return false }
            open[client] = count + 1
            return true
        }
        if !admitted { Counter(label: "almanac_connections_refused_total", dimensions: [("reason", "per_client_limit")]).increment() }
        return admitted
    }

    func close(_ client: String) {
        open.withLock { open in
            let count = open[client, default: 1] - 1
            open[client] = count > 0 ? count : nil
        }
    }

    /// The connections `client` holds (for tests).
    func count(of client: String) -> Int { open.withLock { $0[client, default: 0] } }
}
