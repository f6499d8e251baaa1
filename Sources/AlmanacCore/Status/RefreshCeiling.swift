import Foundation
import Synchronization

/// At most `limit` upstream requests per `window` for one dataset's refreshes, whatever the
/// data asks for (the forecasts of every saved city's place, say); what does not fit waits for
/// the next window and is counted as deferred, for `/status` and `/metrics` to say.
public final class RefreshCeiling: Sendable {
    public let limit: Int
    public let window: Duration
    private let now: Now
    private let state = Mutex<(sent: [Date], deferred: Int)>(([], 0))

    public init(limit: Int, per window: Duration, now: Now = .system) {
        self.limit = max(1, limit)
        self.window = window
        self.now = now
    }

    /// How many requests may go out now.
    public var remaining: Int {
        let now = now()
        return state.withLock { state in
            state.sent.removeAll { now.timeIntervalSince($0) >= window.seconds }
            return max(0, limit - state.sent.count)
        }
    }

    /// Counts `count` requests sent now.
    public func spend(_ count: Int) {
        let now = now()
        state.withLock { $0.sent += Array(repeating: now, count: max(0, count)) }
    }

    /// How much waits for the next window (as the last refresh found it).
    public var deferred: Int { state.withLock { $0.deferred } }

    /// Records how much the last refresh left for the next window.
    public func setDeferred(_ count: Int) {
        state.withLock { $0.deferred = max(0, count) }
    }

    /// What waits, and why in words; nil when nothing does.
    public var deferral: Deferral? {
        let waiting = deferred
        guard waiting > 0 else { return nil }
        return Deferral(count: waiting, text: "\(waiting) waiting for the next cycle (at most \(limit) requests per \(DurationWords.short(window)))")
    }

    /// Work a refresh put off to the next window.
    public struct Deferral: Hashable, Sendable {
        public let count: Int
        public let text: String
    }
}

/// "30 min", "1 h", "7 d": a duration in a few characters.
public enum DurationWords {
    public static func short(_ duration: Duration) -> String {
        let seconds = Int(duration.seconds)
        if seconds % 86_400 == 0 { return "\(seconds / 86_400) d" }
        if seconds % 3600 == 0 { return "\(seconds / 3600) h" }
        if seconds % 60 == 0 { return "\(seconds / 60) min" }
        return "\(seconds) s"
    }
}
