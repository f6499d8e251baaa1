/// The engine a statement runs on, for the few statements written once per engine.
public enum SQLEngine: Sendable {
    case sqlite
    case postgres

    /// `sqlite` on SQLite, `postgres` on PostgreSQL: the two forms side by side where they differ.
    public func pick<Value>(sqlite: @autoclosure () -> Value, postgres: @autoclosure () -> Value) -> Value {
        self == .sqlite ? sqlite() : postgres()
    }
}

/// One connection, inside the transaction its database opened: how a store runs statements.
public protocol SQLSession: Sendable {
    var engine: SQLEngine { get }

    /// Every row the statement answers.
    func rows(_ statement: SQL) async throws -> [SQLRow]

    /// Runs a statement that answers no rows (use `RETURNING` to learn what it changed).
    func execute(_ statement: SQL) async throws
}

extension SQLSession {
    /// The first row, if any.
    public func firstRow(_ statement: SQL) async throws -> SQLRow? {
        try await rows(statement).first
    }

    /// The first column of the first row (nil when there is no row).
    public func value<Value: SQLColumnDecodable>(_ statement: SQL, as type: Value.Type = Value.self) async throws -> Value? {
        guard let row = try await firstRow(statement) else { return nil }
        return try row[0] as Value
    }

    /// The first column of every row.
    public func values<Value: SQLColumnDecodable>(_ statement: SQL, as type: Value.Type = Value.self) async throws -> [Value] {
        try await rows(statement).map { try $0[0] as Value }
    }

    /// A `COUNT(*)`'s answer.
    public func count(_ statement: SQL) async throws -> Int {
        try await value(statement, as: Int.self) ?? 0
    }

    /// Inserts `rows` (each the values of `columns`, in order) with as few statements as the
    /// engines' parameter limits allow. `prefix` is everything before `VALUES`, `suffix` after
    /// (an `ON CONFLICT` clause).
    public func insert(_ prefix: SQL, rows: [[SQLValue]], suffix: SQL = "") async throws {
        guard let width = rows.first?.count, width > 0 else { return }
        // SQLite allows 32,766 parameters, PostgreSQL 65,535: stay well below both.
        let perStatement = max(1, 30_000 / width)
        var start = 0
        while start < rows.count {
            let chunk = rows[start..<min(rows.count, start + perStatement)]
            let tuples = chunk.map { row in "(\(SQL.joined(row.map { value in "\(value)" }, separator: ", ")))" as SQL }
            try await execute("\(prefix) VALUES \(SQL.joined(tuples, separator: ", "))\(suffix)")
            start += perStatement
        }
    }
}

extension SQLEngine {
    /// Orders text byte by byte, as SQLite does by default (PostgreSQL's default follows the locale).
    public var byteOrder: SQL { self == .sqlite ? "" : #" COLLATE "C""# }

    /// Whether `column` contains `text`: a substring test, never a pattern.
    public func contains(_ column: String, _ text: String) -> SQL {
        "\(raw: pick(sqlite: "instr", postgres: "strpos"))(\(raw: column), \(text)) > 0"
    }

    /// The column that orders rows by when they were inserted (SQLite's `rowid`; PostgreSQL's
    /// tables that need it have an identity column, `sequence`).
    public var insertionOrder: SQL { self == .sqlite ? "rowid" : "sequence" }
}
