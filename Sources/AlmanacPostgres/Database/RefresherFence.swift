import AlmanacStore
import PostgresNIO

/// What keeps an instance that lost the refresher lock from writing: the refresh runs with the
/// backend process id of the session holding the lock, and each of its dataset writes checks, in
/// its own transaction, that this session still holds it. A leader whose session died (a
/// restart, a failover, `pg_terminate_backend`) but which has not noticed yet cannot overwrite
/// what the new leader stores.
struct RefresherFence: Sendable {
    /// The process id of the session holding the lock (`pg_backend_pid()` on it).
    let holder: Int32
    /// The lock's second key (`PostgresRefresherLock.refresherKey`).
    let key: Int32

    /// The fence of the refresh running now, if this task is one.
    @TaskLocal static var current: RefresherFence?

    /// Throws `RefresherLockLost` unless the holder still holds the refresher lock.
    func check(on connection: PostgresConnection) async throws {
        let held =
            try await connection.firstRow(
                """
                SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid = \(holder)
                  AND classid::bigint = \(Int64(WriteScope.lockSpace)) AND objid::bigint = \(Int64(UInt32(bitPattern: key))) AND objsubid = 2)
                """)?.decode(Bool.self) ?? false
        guard held else { throw RefresherLockLost() }
    }
}

/// This instance no longer holds the refresher lock: its refresh must not write.
public struct RefresherLockLost: Error, CustomStringConvertible {
    public var description: String { "this instance no longer holds the refresher lock; another refreshes" }
}
