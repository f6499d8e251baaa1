import NIOCore
import Synchronization

/// Every connection open now, and which of them wait idle (kept alive, no request under way),
/// so that at the server's budget (`ConnectionLimits.total`) the connection idle the longest is
/// closed to make room for a new one, whoever holds it: a trusted proxy, exempt from the
/// per-client cap, may hold a thousand idle connections, and a visitor from another address must
/// still get in.
final class OpenConnections: Sendable {
    private struct Entry {
        let channel: any Channel
        /// Since when it waits for a request; nil while one is under way.
        var idleSince: NIODeadline?
    }

    let budget: Int
    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    init(budget: Int) { self.budget = max(1, budget) }

    /// Counts `channel` in; at the budget, closes the connection idle the longest first.
    func opened(_ channel: any Channel) {
        let evicted = entries.withLock { entries -> (any Channel)? in
            var oldest: (id: ObjectIdentifier, since: NIODeadline)?
            if entries.count >= budget {
                for (id, entry) in entries {
                    guard let since = entry.idleSince else { continue }
                    if let current = oldest, current.since <= since { continue }
                    oldest = (id, since)
                }
            }
            entries[ObjectIdentifier(channel)] = Entry(channel: channel, idleSince: .now())
            return oldest.flatMap { entries.removeValue(forKey: $0.id)?.channel }
        }
        evicted?.close(promise: nil)
    }

    func closed(_ channel: any Channel) {
        _ = entries.withLock { $0.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// A request started on `channel` (it may not be closed to make room).
    func busy(_ channel: any Channel) {
        entries.withLock { $0[ObjectIdentifier(channel)]?.idleSince = nil }
    }

    /// `channel` answered and waits for the next request.
    func idle(_ channel: any Channel) {
        entries.withLock { $0[ObjectIdentifier(channel)]?.idleSince = .now() }
    }

    var count: Int { entries.withLock { $0.count } }
}
