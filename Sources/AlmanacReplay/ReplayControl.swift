import Foundation
import Synchronization

/// The live state of a replay server: its faults, which can change while it runs (from a test,
/// or `POST /_replay/faults`), and how many upstream requests it received.
public final class ReplayControl: Sendable {
    private struct State {
        var faults: ReplayFaults
        var requests = 0
        var byPath: [String: Int] = [:]
        var window: (second: Int, count: Int) = (0, 0)
    }

    private let state: Mutex<State>

    public init(faults: ReplayFaults = ReplayFaults()) {
        state = Mutex(State(faults: faults))
    }

    public var faults: ReplayFaults {
        get { state.withLock { $0.faults } }
        set { state.withLock { $0.faults = newValue } }
    }

    /// Upstream requests received so far (control requests not counted).
    public var requestCount: Int { state.withLock { $0.requests } }

    /// Upstream requests received so far per path (`/v1/forecast`, `/jokes/search`, …).
    public var requestsByPath: [String: Int] { state.withLock { $0.byPath } }

    /// Counts a request for `path`; returns the faults to apply and whether it is over the rate limit.
    func admit(path: String = "", at date: Date = Date()) -> (faults: ReplayFaults, overLimit: Bool) {
        state.withLock { state in
            state.requests += 1
            state.byPath[path, default: 0] += 1
            let second = Int(date.timeIntervalSince1970)
            state.window = state.window.second == second ? (second, state.window.count + 1) : (second, 1)
            let over = state.faults.rateLimit.map { state.window.count > $0 } ?? false
            return (state.faults, over)
        }
    }
}
