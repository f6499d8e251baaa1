import Foundation
import Logging
import PostgresNIO

/// The few ways the stores talk to a connection: every row of a query, the first, or none.
/// Queries are logged by postgres-nio at debug level only; failures are thrown, not logged.
extension PostgresConnection {
    static let quiet = Logger(label: "almanac.postgres") { _ in SwiftLogNoOpLogHandler() }

    /// Every row of `query`, read through postgres-nio's future-based API on purpose. Its
    /// async row sequence hands rows to a task on another thread and holds the connection's
    /// reads until that task asks for more; if PostgreSQL closes the connection in that gap (a
    /// restart or a fast shutdown under load), postgres-nio 1.33.2 traps on the event loop
    /// (`RowStreamStateMachine`: "How can we receive a body part, after a channelReadComplete,
    /// but no read has been forwarded yet", state `waitingForDemand`) and takes the whole server
    /// down. The future-based API collects on the event loop and asks for more rows as each
    /// batch arrives, so the stream never waits for demand; the stores keep every row anyway.
    func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
        let result: EventLoopFuture<PostgresQueryResult> = self.query(query, logger: Self.quiet)
        return try await result.get().rows
    }

    func firstRow(_ query: PostgresQuery) async throws -> PostgresRow? {
        try await rows(query).first
    }

    /// Runs `query` to its end. postgres-nio answers `query` once the rows start (for
    /// `SELECT pg_advisory_xact_lock(…)`, before the lock is taken), and an error the server
    /// sends after that (a statement timeout while waiting for the lock) reaches only the rows:
    /// dropped unread, the error was lost, and the transaction's next statement failed instead
    /// with "current transaction is aborted". Reading the rows waits for the end and throws it.
    func run(_ query: PostgresQuery) async throws {
        _ = try await rows(query)
    }

    /// The single number a `COUNT(*)` or similar answers (0 when it answers nothing).
    func count(_ query: PostgresQuery) async throws -> Int {
        try await firstRow(query)?.decode(Int?.self) ?? 0
    }
}
