/// A database the stores run on: SQLite (`AppDatabase`) or PostgreSQL (`PostgresDatabase`).
/// Stores are written once against it; each engine keeps its own way of isolating work.
public protocol SQLDatabase: Sendable {
    var engine: SQLEngine { get }

    /// Throws `StoreNotReady` unless every migration of this build has run (a readiness check:
    /// it answers quickly or throws).
    func checkMigrated() async throws

    /// Runs `body` for single statements, where no two need to see the same state.
    func read<Result: Sendable>(_ body: @escaping @Sendable (any SQLSession) async throws -> Result) async throws -> Result

    /// Runs `body` in one read-only transaction that sees a single state of the database (a count
    /// and the page it counts agree).
    func snapshot<Result: Sendable>(_ body: @escaping @Sendable (any SQLSession) async throws -> Result) async throws -> Result

    /// Runs one statement that changes a row on its own, outside any transaction and lock (a
    /// profile's last use): the cheapest write each engine has.
    func execute(_ statement: SQL) async throws

    /// Runs `body` in one transaction, all of it or nothing, holding the write locks of `scopes`
    /// (PostgreSQL's advisory locks across instances; SQLite has one writer anyway).
    func write<Result: Sendable>(
        _ scopes: [WriteScope], _ body: @escaping @Sendable (any SQLSession) async throws -> Result
    ) async throws -> Result
}

extension SQLDatabase {
    /// `write` for one scope.
    public func write<Result: Sendable>(
        _ scope: WriteScope, _ body: @escaping @Sendable (any SQLSession) async throws -> Result
    ) async throws -> Result {
        try await write([scope], body)
    }
}
