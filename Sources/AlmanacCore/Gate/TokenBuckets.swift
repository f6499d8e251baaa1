import Foundation
import Synchronization

/// A token bucket per key (a client's address): each key may take `capacity` at once, then one
/// every `interval / refill`. Keys whose buckets are full again are forgotten, so memory stays
/// bounded by the keys active within one refill period, and never above `keyLimit`.
public final class TokenBuckets: Sendable {
    /// How many a key may take at once.
    public let capacity: Int
    /// How many come back per `interval`.
    public let refill: Int
    public let interval: Duration
    private let now: Now
    private let keyLimit: Int
    private let buckets = Mutex<[String: Bucket]>([:])

    private struct Bucket {
        var tokens: Double
        var updated: Date
    }

    public init(capacity: Int, refill: Int, per interval: Duration, now: Now = .system, keyLimit: Int = 100_000) {
        self.capacity = max(1, capacity)
        self.refill = max(1, refill)
        self.interval = interval
        self.now = now
        self.keyLimit = max(1, keyLimit)
    }

    /// Takes one from `key`'s bucket: nil when it had one, else how long until it will.
    public func take(_ key: String) -> Duration? {
        let now = now()
        let rate = Double(refill) / interval.seconds
        return buckets.withLock { buckets in
            var bucket = buckets[key] ?? Bucket(tokens: Double(capacity), updated: now)
            bucket.tokens = min(Double(capacity), bucket.tokens + max(0, now.timeIntervalSince(bucket.updated)) * rate)
            bucket.updated = now
            guard bucket.tokens >= 1 else {
                buckets[key] = bucket
                return .seconds(((1 - bucket.tokens) / rate).rounded(.up))
            }
            bucket.tokens -= 1
            if buckets[key] == nil, buckets.count >= keyLimit { Self.forgetFull(&buckets, now: now, rate: rate, capacity: capacity) }
            buckets[key] = bucket
            return nil
        }
    }

    /// How many keys are remembered (for tests and metrics).
    public var keyCount: Int { buckets.withLock { $0.count } }

    /// Drops the buckets that have filled up again (the same as no bucket); when none has, the
    /// fullest half, so an attacker rotating keys cannot grow the table.
    private static func forgetFull(_ buckets: inout [String: Bucket], now: Date, rate: Double, capacity: Int) {
        func level(_ bucket: Bucket) -> Double { bucket.tokens + max(0, now.timeIntervalSince(bucket.updated)) * rate }
        let before = buckets.count
        buckets = buckets.filter { level($0.value) < Double(capacity) }
        guard buckets.count == before else { return }
        let fullest = buckets.sorted { level($0.value) > level($1.value) }.prefix(before / 2).map(\.key)
        for key in fullest { buckets[key] = nil }
    }
}
