import AlmanacCore
import Synchronization

/// Values read from the store, each kept under the version of its topics (`DataVersion`) taken
/// before it was read, and read again once that version has moved: so a kept value is never older
/// than the state its version names. Requests that miss the same key together wait for one read.
/// A key whose read finds nothing keeps nothing (keys from outside cannot fill memory); past
/// `limit` keys, every value is let go and keeping starts again.
final class KeptWhileStamped<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let kept = Mutex<[Key: (version: DataVersion, value: Value)]>([:])
    /// Reads under way, by key and version: a request that holds a newer version never takes the
    /// answer of a read that started before it.
    private let reads = SingleFlight<Stamped, Value?>()
    private let limit: Int
    /// Whether keeping a new value hands the memory its read freed back to the system
    /// (`FreedMemory`): for a large read model, whose read frees a table's rows, their decoded
    /// copies and the value it replaces between the blocks it keeps. glibc kept about 8 MB of
    /// those holes resident after the launches' read model of every provider (release build,
    /// RssAnon 35.9 against 27.5 MB after `/launches`). `malloc_trim` walks every heap of the
    /// process, so a small value, whose read freed little, does not ask for it.
    private let handsBackMemory: @Sendable (Value) -> Bool

    init(limit: Int, handsBackMemory: @escaping @Sendable (Value) -> Bool = { _ in false }) {
        self.limit = limit
        self.handsBackMemory = handsBackMemory
    }

    /// The value of `key`: kept while `version` is the one it was read under, else `read` (kept
    /// under `version` when it finds one). A nil `version` (the store cannot tell now) reads every time.
    func value(_ key: Key, version: DataVersion?, read: () async throws -> Value?) async throws -> Value? {
        guard let version else { return try await read() }
        if let value = kept.withLock({ $0[key].flatMap { $0.version == version ? $0.value : nil } }) { return value }
        return try await reads.run(Stamped(key: key, version: version)) {
            guard let value = try await read() else { return nil }
            kept.withLock { kept in
                if kept.count >= limit, kept[key] == nil { kept.removeAll(keepingCapacity: true) }
                kept[key] = (version, value)
            }
            if handsBackMemory(value) { FreedMemory.release() }
            return value
        }
    }

    /// The same, for a read that always finds a value.
    func value(_ key: Key, version: DataVersion?, always read: () async throws -> Value) async throws -> Value {
        let value: Value? = try await value(key, version: version, read: { try await read() })
        // Only a read that found nothing leaves it nil, and this one always finds one.
        if let value { return value }
        return try await read()
    }

    private struct Stamped: Hashable, Sendable {
        let key: Key
        let version: DataVersion
    }

    /// Lets the value of `key` go: this process just changed it in a way no stamp announces.
    func forget(_ key: Key) {
        _ = kept.withLock { $0.removeValue(forKey: key) }
    }
}
