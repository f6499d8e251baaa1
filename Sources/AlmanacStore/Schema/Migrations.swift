/// One step of the schema, written once for both engines and recorded by name in
/// `almanac_migration` when applied.
public struct Migration: Sendable {
    public let name: String
    let apply: @Sendable (any SQLSession) async throws -> Void
}

/// Every migration, in order, for both engines. Append-only: a released migration is never
/// edited; a change (a new table, a column) is a new migration at the end, written once.
public enum Migrations {
    static let all: [Migration] = [
        EarlierReleases.addedColumns,
        Migration(name: "2: every table, written once for both engines") { session in
            for table in Schema.tables {
                for statement in table.statements(session.engine) { try await session.execute(statement) }
            }
        },
        EarlierReleases.reshapedData,
    ]

    /// Applies the migrations the store lacks, inside the caller's transaction (which makes them
    /// one at a time: SQLite's single writer, a lock on PostgreSQL).
    public static func apply(on session: any SQLSession) async throws {
        // PostgreSQL stores of the first release made this table with an `applied_at` as well.
        try await session.execute("CREATE TABLE IF NOT EXISTS almanac_migration (name text PRIMARY KEY)")
        let applied = Set(try await session.values("SELECT name FROM almanac_migration", as: String.self))
        for migration in all where !applied.contains(migration.name) {
            try await migration.apply(session)
            try await session.execute("INSERT INTO almanac_migration (name) VALUES (\(migration.name))")
        }
    }

    /// The names of this build's migrations the store has not applied (a newer build's extra
    /// ones are fine); all of them when it has none.
    public static func missing(on session: any SQLSession) async throws -> [String] {
        guard !(try await session.columns(of: "almanac_migration")).isEmpty else { return all.map(\.name) }
        let applied = Set(try await session.values("SELECT name FROM almanac_migration", as: String.self))
        return all.map(\.name).filter { !applied.contains($0) }
    }
}

extension SQLSession {
    /// The names of `table`'s columns; empty when there is no such table (in PostgreSQL's
    /// current schema).
    func columns(of table: String) async throws -> Set<String> {
        Set(
            try await values(
                engine.pick(
                    sqlite: "SELECT name FROM pragma_table_info(\(table))",
                    postgres:
                        "SELECT column_name::text FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = \(table)"
                ), as: String.self))
    }
}
