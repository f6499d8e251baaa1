/// A value read from the store, kept while nothing is committed to it (`SQLDatabase.changeStamp`):
/// for what a store works out from whole tables per refresh (the timeline, the rockets), which
/// a first-time page asks for several times and each asking opened a transaction only to read the
/// refresh versions that showed nothing had changed. Where the engine has no stamp, read every time.
/// `KeptRowsWhileUnchanged` with a single row owns the rule.
final class KeptWhileUnchanged<Value: Sendable>: Sendable {
    private let kept = KeptRowsWhileUnchanged<Bool, Value>(limit: 1)

    func value(on database: any SQLDatabase, _ read: () async throws -> Value) async throws -> Value {
        // `read` always finds its value, so `row` always answers with one; the fallback is never taken.
        if let value = try await kept.row(true, on: database, { try await read() }) { return value }
        return try await read()
    }
}
