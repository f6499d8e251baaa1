import Foundation
import Logging
import PostgresNIO

/// The few ways the stores talk to a connection: every row of a query, the first, or none.
/// Queries are logged by postgres-nio at debug level only; failures are thrown, not logged.
extension PostgresConnection {
    static let quiet = Logger(label: "almanac.postgres") { _ in SwiftLogNoOpLogHandler() }

    func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
        try await self.query(query, logger: Self.quiet).collect()
    }

    func firstRow(_ query: PostgresQuery) async throws -> PostgresRow? {
        try await rows(query).first
    }

    func run(_ query: PostgresQuery) async throws {
        try await self.query(query, logger: Self.quiet)
    }

    /// The single number a `COUNT(*)` or similar answers (0 when it answers nothing).
    func count(_ query: PostgresQuery) async throws -> Int {
        try await firstRow(query)?.decode(Int?.self) ?? 0
    }
}
