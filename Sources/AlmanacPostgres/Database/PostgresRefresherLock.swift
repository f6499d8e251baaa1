import AlmanacCore
import AlmanacStore
import Foundation
import Logging
import PostgresNIO
import Synchronization

/// Makes exactly one of the processes sharing a PostgreSQL store the background refresher, so
/// upstream budgets do not grow with instances: the one holding a session-level advisory lock.
///
/// The lock lives on a connection of its own, outside the pool, and as long as that session.
/// Leading follows the session: the moment the connection closes (a restart, a failover,
/// `pg_terminate_backend`), or a liveness check goes unanswered, this instance stops refreshing,
/// says so, and competes again; meanwhile its refresh's writes are fenced (`RefresherFence`).
/// The same session listens for "Refresh now" from every instance (`PostgresRefreshRequests`).
public struct PostgresRefresherLock: Sendable {
    private let database: PostgresDatabase
    /// The lock's second key (the first is `WriteScope.lockSpace`): the refresher's of the
    /// schema the store lives in, so deployments in two schemas of one database each have one.
    static let refresherKey: PostgresQuery = "SELECT hashtext('refresher:' || current_schema())"

    public init(database: PostgresDatabase) { self.database = database }

    /// Why this instance stopped leading.
    enum Ending: String {
        case cancelled = "the server is stopping"
        case sessionClosed = "the lock's database session closed"
        case unanswered = "the lock's database session stopped answering"
    }

    /// Runs `lead` while this process holds the lock, trying for it every `retry` while another
    /// does; `tried` hears each try (whether it got the lock), `changed` each change of hands
    /// (true: this process leads), `requested` each "Refresh now" for the leader (a dataset's
    /// name), those asked while no instance led included. The session is checked every `check`,
    /// and given up when a check takes longer than `checkTimeout`. Returns when the task is
    /// cancelled.
    public func whileLeading(
        retry: Duration = .seconds(15), check: Duration = .seconds(5), checkTimeout: Duration = .seconds(3),
        tried: @escaping @Sendable (Bool) -> Void = { _ in }, changed: @escaping @Sendable (Bool) -> Void,
        requested: @escaping @Sendable (String) async -> Void = { _ in }, _ lead: @escaping @Sendable () async -> Void
    ) async {
        let logger = database.logger
        while !Task.isCancelled {
            do {
                let connection = try await PostgresDatabase.connect(database.location, logger: logger, id: 1)
                do {
                    let (held, key) = try await Deadline.run(checkTimeout) {
                        let key = try await connection.firstRow(Self.refresherKey)?.decode(Int32.self) ?? 0
                        let held =
                            try await connection.firstRow("SELECT pg_try_advisory_lock(\(WriteScope.lockSpace), \(key))")?.decode(Bool.self) ?? false
                        return (held, key)
                    }
                    tried(held)
                    if held {
                        let (holder, schema) =
                            try await connection.firstRow("SELECT pg_backend_pid(), current_schema()")?.decode((Int32, String).self)
                            ?? (Int32(0), "")
                        let announced = Mutex(false)
                        let ending = await leading(
                            on: connection, schema: schema, fence: RefresherFence(holder: holder, key: key), check: check,
                            checkTimeout: checkTimeout, requested: requested,
                            listening: {
                                announced.withLock { $0 = true }
                                changed(true)
                            },
                            stopped: { if announced.withLock({ $0 }) { changed(false) } }, lead
                        )
                        if ending != .cancelled {
                            logger.warning("background refresher: stopped refreshing, will compete again", metadata: ["reason": "\(ending.rawValue)"])
                        }
                    }
                } catch {
                    logger.warning("cannot ask PostgreSQL which instance refreshes", metadata: ["error": "\(PostgresErrorText.describe(error))"])
                }
                try? await connection.close()
            } catch {
                logger.warning("cannot ask PostgreSQL which instance refreshes", metadata: ["error": "\(PostgresErrorText.describe(error))"])
            }
            try? await Task.sleep(for: retry)
        }
    }

    /// Runs `lead` until the task is cancelled or the session is lost, whichever comes first;
    /// `listening` is called once the session listens for "Refresh now" in `schema`, and
    /// `requested` hears each request from then on and those still waiting from before, when no
    /// instance listened (none is lost between two leaders). `stopped` is called once `lead` has
    /// ended and before the session closes: an instance that stops of its own accord (cancelled,
    /// or its session unanswering) has stopped, and said so, before another can take the lock.
    /// A session closed from outside frees the lock before this instance hears of it; its writes
    /// meanwhile are refused by the fence.
    private func leading(
        on connection: PostgresConnection, schema: String, fence: RefresherFence, check: Duration, checkTimeout: Duration,
        requested: @escaping @Sendable (String) async -> Void, listening: @escaping @Sendable () -> Void,
        stopped: @escaping @Sendable () -> Void, _ lead: @escaping @Sendable () async -> Void
    ) async -> Ending {
        // Unstructured so it can be awaited before the session closes, which ends the watchers.
        let leader = Task { await RefresherFence.$current.withValue(fence) { await lead() } }
        return await withTaskGroup(of: Ending.self) { group in
            group.addTask {
                await withTaskCancellationHandler {
                    await leader.value
                } onCancel: {
                    leader.cancel()
                }
                return .cancelled
            }
            // The session's close is heard at once, by its channel and by the listening below.
            group.addTask {
                _ = try? await connection.closeFuture.get()
                return .sessionClosed
            }
            // A session that stays open but stops answering (a network that drops packets).
            group.addTask {
                while !Task.isCancelled {
                    try? await Task.sleep(for: check)
                    guard !Task.isCancelled else { return .cancelled }
                    do {
                        try await Deadline.run(checkTimeout) { try await connection.run("SELECT 1") }
                    } catch {
                        return connection.isClosed ? .sessionClosed : .unanswered
                    }
                }
                return .cancelled
            }
            group.addTask {
                _ = try? await connection.listen(on: PostgresRefreshRequests.channel) { notifications in
                    // Read after LISTEN on the same session, so after it took effect: a request
                    // committed before is in the store, one committed after is notified.
                    let waiting = try await PostgresRefreshRequests.waiting(on: connection, at: Date.now.timeIntervalSince1970)
                    listening()
                    for dataset in waiting { await requested(dataset) }
                    for try await notification in notifications {
                        if let dataset = PostgresRefreshRequests.dataset(in: notification.payload, schema: schema) { await requested(dataset) }
                    }
                }
                return connection.isClosed ? .sessionClosed : .unanswered
            }
            let ending = await group.next() ?? .cancelled
            leader.cancel()
            await leader.value
            stopped()
            // The session goes with the lead: the lock is free at once, and the watchers end.
            let _: EventLoopFuture<Void> = connection.close()
            group.cancelAll()
            return ending
        }
    }
}
