import AlmanacCore
import Synchronization

/// Values read from the store, each kept under the stamp of its topic (`StoreChanges`) taken
/// before it was read, and read again once that stamp has moved: so a kept value is never older
/// than the state its stamp names. Requests that miss the same key together wait for one read.
/// A key whose read finds nothing keeps nothing (keys from outside cannot fill memory); past
/// `limit` keys, every value is let go and keeping starts again.
final class KeptWhileStamped<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let kept = Mutex<[Key: (stamp: ChangeStamp, value: Value)]>([:])
    /// Reads under way, by key and stamp: a request that holds a newer stamp never takes the
    /// answer of a read that started before it.
    private let reads = SingleFlight<Stamped, Value?>()
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    /// The value of `key`: kept while `stamp` is the one it was read under, else `read` (kept
    /// under `stamp` when it finds one). A nil `stamp` (the store cannot tell now) reads every time.
    func value(_ key: Key, stamp: ChangeStamp?, read: () async throws -> Value?) async throws -> Value? {
        guard let stamp else { return try await read() }
        if let value = kept.withLock({ $0[key].flatMap { $0.stamp == stamp ? $0.value : nil } }) { return value }
        return try await reads.run(Stamped(key: key, stamp: stamp)) {
            guard let value = try await read() else { return nil }
            kept.withLock { kept in
                if kept.count >= limit, kept[key] == nil { kept.removeAll(keepingCapacity: true) }
                kept[key] = (stamp, value)
            }
            return value
        }
    }

    private struct Stamped: Hashable, Sendable {
        let key: Key
        let stamp: ChangeStamp
    }

    /// Lets the value of `key` go: this process just changed it in a way no stamp announces.
    func forget(_ key: Key) {
        _ = kept.withLock { $0.removeValue(forKey: key) }
    }
}
