import AlmanacCore
import PostgresNIO

/// Makes exactly one of the processes sharing a PostgreSQL store the background refresher, so
/// upstream budgets do not grow with instances: the one holding a session-level advisory lock.
///
/// The lock lives as long as the connection that took it. When its holder dies, PostgreSQL ends
/// the session and frees the lock; the others try again every `retry` and one takes over.
public struct PostgresRefresherLock: Sendable {
    private let database: PostgresDatabase
    /// The lock's second key (the first is `WriteScope.lockSpace`): the refresher's.
    private static let refresherKey: Int32 = 1

    public init(database: PostgresDatabase) { self.database = database }

    /// Runs `lead` while this process holds the lock, trying for it every `retry` while another
    /// does; `changed` hears each change of hands (true: this process leads), `tried` each try
    /// (whether it got the lock). Returns when the
    /// task is cancelled. A lost connection stops `lead` (the lock went with it) and the next
    /// try decides again.
    public func whileLeading(
        retry: Duration = .seconds(15), check: Duration = .seconds(5), tried: @escaping @Sendable (Bool) -> Void = { _ in },
        changed: @escaping @Sendable (Bool) -> Void, _ lead: @escaping @Sendable () async -> Void
    ) async {
        while !Task.isCancelled {
            do {
                try await database.client.withConnection { connection in
                    let held = try await connection.firstRow(
                        "SELECT pg_try_advisory_lock(\(WriteScope.lockSpace), \(Self.refresherKey))"
                    )?.decode(Bool.self) ?? false
                    tried(held)
                    guard held else { return }
                    changed(true)
                    defer { changed(false) }
                    await withTaskGroup(of: Void.self) { group in
                        group.addTask { await lead() }
                        // The session must stay alive for the lock to mean anything.
                        group.addTask {
                            while !Task.isCancelled {
                                try? await Task.sleep(for: check)
                                guard !Task.isCancelled else { return }
                                if (try? await connection.run("SELECT 1")) == nil { return }
                            }
                        }
                        await group.next()
                        group.cancelAll()
                    }
                    _ = try? await connection.run("SELECT pg_advisory_unlock(\(WriteScope.lockSpace), \(Self.refresherKey))")
                }
            } catch {
                database.logger.warning("cannot ask PostgreSQL which instance refreshes", metadata: ["error": "\(PostgresErrorText.describe(error))"])
            }
            try? await Task.sleep(for: retry)
        }
    }
}
