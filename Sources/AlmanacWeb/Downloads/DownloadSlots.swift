import Synchronization

/// How many whole-list downloads run at once: a few per client and a few more for the server.
/// A download reads and encodes thousands of rows and holds its connection while it streams;
/// the per-client connection limit alone would let one address run dozens side by side, each
/// with its rows in memory, and crowd out everyone's pages. One past the limit is a 429 with
/// `Retry-After`, as the other per-client limits answer.
final class DownloadSlots: Sendable {
    /// Downloads one client (`RequestClient.key`) may run at once.
    let perClient: Int
    /// Downloads the server runs at once, all clients together.
    let total: Int
    private let running = Mutex<(total: Int, byClient: [String: Int])>((0, [:]))

    /// `perClient` nil: no limit (`--downloads-per-client 0`).
    init(perClient: Int?, total: Int? = nil) {
        self.perClient = max(1, perClient ?? .max)
        self.total = max(self.perClient, total ?? perClient.map { $0 > .max / 4 ? .max : $0 * 4 } ?? .max)
    }

    /// A download's place, given back when the last reference to it goes: when its response has
    /// been written, or dropped unwritten.
    final class Slot: Sendable {
        private let giveBack: @Sendable () -> Void

        fileprivate init(giveBack: @escaping @Sendable () -> Void) { self.giveBack = giveBack }

        deinit { giveBack() }
    }

    /// A place for `client`'s download; a 429 naming the limit when it or the server has none free.
    func take(for client: String) throws -> Slot {
        let refusal: String? = running.withLock { running in
            if running.byClient[client, default: 0] >= perClient {
                return "At most \(perClient) downloads at once from one address: try again when one has finished."
            }
            if running.total >= total { return "The server is sending as many downloads as it can: try again in a moment." }
            running.total += 1
            running.byClient[client, default: 0] += 1
            return nil
        }
        if let refusal { throw APIError.rateLimited(refusal, retryAfter: .seconds(5)) }
        return Slot { [self] in giveBack(for: client) }
    }

    private func giveBack(for client: String) {
        running.withLock { running in
            running.total -= 1
            let left = running.byClient[client, default: 1] - 1
            running.byClient[client] = left > 0 ? left : nil
        }
    }

    /// Downloads running now (for tests).
    var inProgress: Int { running.withLock { $0.total } }
}
