import Foundation
import Hummingbird
import Metrics
import Synchronization

/// Encoded bodies by what they depend on, so a repeated request costs a dictionary look-up
/// instead of queries, formatting and encoding. Each key holds everything its body depends on
/// (the URL, the viewer's time zone and calendar day, the dataset's freshness as shown, a
/// preference), so a refresh, a failed refresh, a new day or an older "refreshed 3 minutes ago"
/// is a new key and never serves an outdated body. Bounded by bytes: the oldest entries go
/// first when a new one would not fit.
final class KeptBodies<Key: Hashable & Sendable, Body: KeepableBody>: Sendable {
    private struct Entries {
        var bodies: [Key: Body] = [:]
        /// Keys in insertion order from `head`; the ones before `head` are gone already.
        var order: [Key] = []
        var head = 0
        var bytes = 0
        /// Bytes let go since freed memory was last handed back.
        var evictedSinceRelease = 0
    }

    private let entries = Mutex(Entries())
    /// The most body bytes kept at once.
    let byteLimit: Int
    /// What keeping a key costs besides its body: nothing for keys of a few fields; the text of
    /// a key that holds a request's own text (a GraphQL query), so many long keys cannot
    /// outgrow the budget.
    private let keyCost: @Sendable (Key) -> Int
    /// Memory the bodies share and do not count themselves (`BodyDeltas`' bases), kept within the
    /// budget with theirs: evicting bodies frees what no kept body still shares.
    private let sharedBytes: @Sendable () -> Int
    /// Look-ups that found a body and that did not (`almanac_cache_requests_total{cache,result}`),
    /// by what the metrics call the key's kind.
    private let hits: [Counter]
    private let misses: [Counter]
    private let kind: @Sendable (Key) -> Int

    /// - Parameters:
    ///   - names: what the metrics call each kind of key (`pages`, `api`), `kind` saying which a key is.
    init(
        byteLimit: Int, names: [String], kind: @escaping @Sendable (Key) -> Int, keyCost: @escaping @Sendable (Key) -> Int = { _ in 0 },
        sharedBytes: @escaping @Sendable () -> Int = { 0 }
    ) {
        self.byteLimit = byteLimit
        self.sharedBytes = sharedBytes
        self.keyCost = keyCost
        self.kind = kind
        hits = names.map { Counter(label: "almanac_cache_requests_total", dimensions: [("cache", $0), ("result", "hit")]) }
        misses = names.map { Counter(label: "almanac_cache_requests_total", dimensions: [("cache", $0), ("result", "miss")]) }
    }

    /// One kind of key, which the metrics call `name`.
    convenience init(
        byteLimit: Int, name: String, keyCost: @escaping @Sendable (Key) -> Int = { _ in 0 }, sharedBytes: @escaping @Sendable () -> Int = { 0 }
    ) {
        self.init(byteLimit: byteLimit, names: [name], kind: { _ in 0 }, keyCost: keyCost, sharedBytes: sharedBytes)
    }

    func cached(_ key: Key) -> Body? {
        let body = cachedSinceMiss(key)
        (body == nil ? misses : hits)[kind(key)].increment()
        return body
    }

    /// A second look for a body the request's `cached` missed (another request may have kept it
    /// since): not counted, so a miss is counted once.
    func cachedSinceMiss(_ key: Key) -> Body? {
        entries.withLock { $0.bodies[key] }
    }

    func store(_ body: Body, for key: Key) {
        let size = body.memoryCost + keyCost(key)
        guard size <= byteLimit else { return }
        let releaseMemory = entries.withLock { entries -> Bool in
            if let replaced = entries.bodies.updateValue(body, forKey: key) {
                entries.bytes -= replaced.memoryCost + keyCost(key)
            } else {
                entries.order.append(key)
            }
            entries.bytes += size
            while entries.bytes + sharedBytes() > byteLimit, entries.head < entries.order.count {
                let oldest = entries.order[entries.head]
                entries.head += 1
                if let gone = entries.bodies.removeValue(forKey: oldest) {
                    entries.bytes -= gone.memoryCost + keyCost(oldest)
                    entries.evictedSinceRelease += gone.memoryCost + keyCost(oldest)
                }
            }
            // Drop the consumed front now and then, so the order list stays as long as the cache.
            if entries.head > 1024, entries.head * 2 > entries.order.count {
                entries.order.removeFirst(entries.head)
                entries.head = 0
            }
            // Once the whole budget has turned over, the freed bodies are worth handing back.
            guard entries.evictedSinceRelease >= byteLimit else { return false }
            entries.evictedSinceRelease = 0
            return true
        }
        if releaseMemory { FreedMemory.release() }
    }

    /// How many bodies are kept and the bytes they count (for tests and the status of a benchmark).
    var usage: (count: Int, bytes: Int) { entries.withLock { ($0.bodies.count, $0.bytes) } }
}

/// A cache of encoded bodies (`SharedAnswers` keeps every shared page and answer in one).
typealias ResponseCache<Key: Hashable & Sendable> = KeptBodies<Key, EncodedBody>

/// What `KeptBodies` keeps: a body it can answer a request with, and what keeping it costs.
protocol KeepableBody: Sendable {
    /// The memory the body holds of its own (not what it shares with other bodies).
    var memoryCost: Int { get }
    func response(for request: Request, status: HTTPResponse.Status) -> Response
}

extension EncodedBody: KeepableBody {}
