import Synchronization

/// A value read from the store, kept while nothing is committed to it (`SQLDatabase.changeStamp`):
/// for what a store works out from whole tables per refresh (the timeline, the rockets), which
/// a first-time page asks for several times and each asking opened a transaction only to read the
/// refresh versions that showed nothing had changed. Where the engine has no stamp, read every time.
final class KeptWhileUnchanged<Value: Sendable>: Sendable {
    private let kept = Mutex<(stamp: Int64, value: Value)?>(nil)

    func value(on database: any SQLDatabase, _ read: () async throws -> Value) async throws -> Value {
        // The stamp first: a value read after it is at least as new as the state it names.
        guard let stamp = try await database.changeStamp() else { return try await read() }
        if let kept = kept.withLock({ $0 }), kept.stamp == stamp { return kept.value }
        let value = try await read()
        kept.withLock { $0 = (stamp, value) }
        return value
    }
}
