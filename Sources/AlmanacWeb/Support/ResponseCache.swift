import Foundation
import Synchronization

/// Encoded API bodies by request, so a repeated request costs a dictionary look-up instead of a
/// query, formatting and encoding. The key holds everything a body depends on besides the URL:
/// the viewer's time zone, the viewer's calendar day ("3 days since now" changes at midnight)
/// and the dataset's refresh time and staleness, so a refresh, a failed refresh or a new day
/// never serves an outdated body.
final class ResponseCache: Sendable {
    struct Key: Hashable, Sendable {
        let uri: String
        let timeZone: String
        let day: Int
        let refreshedAt: Double?
        let stale: Bool
        let lastError: String?
    }

    private let entries = Mutex<[Key: EncodedBody]>([:])
    private let capacity: Int

    init(capacity: Int = 1024) { self.capacity = capacity }

    /// The cached body, or the one `make` builds (then cached).
    func body(for key: Key, make: () async throws -> EncodedBody) async throws -> EncodedBody {
        if let hit = entries.withLock({ $0[key] }) { return hit }
        let body = try await make()
        entries.withLock { entries in
            // Crude but bounded: a full cache starts over rather than tracking recency.
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = body
        }
        return body
    }
}

/// The SpaceX freshness, re-read from the store at most once a second: it changes once per sync,
/// while every API request needs it.
final class FreshnessCache: Sendable {
    private let state = Mutex<(read: ContinuousClock.Instant, value: (any Sendable)?)?>(nil)
    private let lifetime: Duration

    init(lifetime: Duration = .seconds(1)) { self.lifetime = lifetime }

    func value<Value: Sendable>(_ read: () async throws -> Value) async throws -> Value {
        let now = ContinuousClock.now
        if let cached = state.withLock({ $0 }), now - cached.read < lifetime, let value = cached.value as? Value {
            return value
        }
        let value = try await read()
        state.withLock { $0 = (now, value) }
        return value
    }
}
