import Synchronization

/// Rows as last read, by key, kept while the store's change stamp (`SQLDatabase.changeStamp`)
/// stays where it was when they were read: for rows a request reads before anything else, every
/// time (a visitor's profile, the owner of a calendar feed's token), or that many requests ask
/// alike (a place search as its visitor types). Any commit anywhere (theirs, another visitor's,
/// another instance's) moves the stamp and lets them all go. A row is kept under the stamp read
/// before it, so it is never older than the state the stamp names. Where the engine has no
/// stamp, rows are read every time. `KeptWhileUnchanged` keeps one value by it.
final class KeptRowsWhileUnchanged<Key: Hashable & Sendable, Row: Sendable>: Sendable {
    private struct State {
        var stamp: Int64?
        var rows: [Key: Row] = [:]
    }

    /// How many rows are kept at most; past it, all are let go and keeping starts again.
    private let limit: Int
    private let state = Mutex(State())

    init(limit: Int) { self.limit = limit }

    /// The row of `key`: kept, or `read` (a key naming no row reads nothing kept, so keys from
    /// outside cannot fill memory).
    func row(_ key: Key, on database: any SQLDatabase, _ read: () async throws -> Row?) async throws -> Row? {
        // The stamp first: a row read after it is at least as new as the state it names.
        guard let stamp = try await database.changeStamp() else { return try await read() }
        if let row = state.withLock({ $0.stamp == stamp ? $0.rows[key] : nil }) { return row }
        guard let row = try await read() else { return nil }
        state.withLock { state in
            if state.stamp != stamp || state.rows.count >= limit { state = State(stamp: stamp) }
            state.rows[key] = row
        }
        return row
    }
}
