import AlmanacCore
import Foundation
import Synchronization

/// How many requests an upstream with a quota may still be sent: at most `perHour` in any hour,
/// and none before a time it named with `Retry-After`. Shared by every refresh of one process.
public final class RequestBudget: Sendable {
    private struct State {
        var sent: [Date] = []
        var notBefore: Date?
    }

    public let perHour: Int
    private let now: Now
    private let state = Mutex(State())

    public init(perHour: Int, now: Now = .system) {
        self.perHour = perHour
        self.now = now
    }

    /// Takes one request from the budget: false when the hour's are spent or the upstream asked
    /// to wait.
    public func take() -> Bool {
        let now = now()
        return state.withLock { state in
            if let notBefore = state.notBefore, now < notBefore { return false }
            state.sent.removeAll { now.timeIntervalSince($0) >= 3600 }
            guard state.sent.count < perHour else { return false }
            state.sent.append(now)
            return true
        }
    }

    /// Counts requests sent beyond the ones taken (a page the transport retried): they spent the
    /// quota too.
    public func charge(_ extra: Int) {
        guard extra > 0 else { return }
        let now = now()
        state.withLock { $0.sent += Array(repeating: now, count: extra) }
    }

    /// The upstream said 429: nothing more until `retryAfter` has passed (an hour when it did not say).
    public func wait(_ retryAfter: Duration?) {
        let until = now().addingTimeInterval((retryAfter ?? .seconds(3600)).seconds)
        state.withLock { $0.notBefore = max($0.notBefore ?? until, until) }
    }

    /// When the next request may be sent, if not now.
    public var waitingUntil: Date? {
        let now = now()
        return state.withLock { state in state.notBefore.flatMap { $0 > now ? $0 : nil } }
    }
}
