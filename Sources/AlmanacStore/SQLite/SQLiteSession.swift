import Foundation
import GRDB

/// A statement run on one of `AppDatabase`'s connections, on the calling thread: SQLite answers
/// in microseconds, so a hop to another thread would cost more than the statement.
struct SQLiteSession: SQLSession {
    let connection: DatabaseQueue

    var engine: SQLEngine { .sqlite }

    func rows(_ statement: SQL) async throws -> [SQLRow] {
        let (text, values) = statement.rendered { _ in "?" }
        return try connection.inDatabase { db in
            // Cached: a store's statements have a few shapes, each compiled once per connection.
            let prepared = try db.cachedStatement(sql: text)
            let names = prepared.columnNames
            var rows: [SQLRow] = []
            let cursor = try Row.fetchCursor(prepared, arguments: Self.arguments(values))
            while let row = try cursor.next() {
                rows.append(SQLRow(names: names, values: row.databaseValues.map(SQLValue.init)))
            }
            return rows
        }
    }

    func execute(_ statement: SQL) async throws {
        let (text, values) = statement.rendered { _ in "?" }
        try connection.inDatabase { db in try db.cachedStatement(sql: text).execute(arguments: Self.arguments(values)) }
    }

    /// Runs a fixed statement of the engine's own (BEGIN, COMMIT), compiled once per connection:
    /// every read of several statements is a transaction, and its two statements need not be
    /// parsed again each time.
    func run(_ text: String) throws {
        try connection.inDatabase { db in try db.cachedStatement(sql: text).execute() }
    }

    /// The values as GRDB's arguments, through its initializer for optional existentials: the
    /// one for `some DatabaseValueConvertible` maps with a key path that is instantiated at
    /// run time on every call (GRDB's generics are not specialized here), on every statement.
    static func arguments(_ values: [SQLValue]) -> StatementArguments {
        StatementArguments(
            values.map { value -> (any DatabaseValueConvertible)? in
                switch value {
                case .null: DatabaseValue.null
                case .integer(let number): number.databaseValue
                case .real(let number): number.databaseValue
                case .text(let text): text.databaseValue
                case .blob(let data): data.databaseValue
                case .bool(let flag): (flag ? 1 : 0 as Int64).databaseValue
                }
            })
    }
}

extension SQLValue {
    init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let number): self = .integer(number)
        case .double(let number): self = .real(number)
        case .string(let text): self = .text(text)
        case .blob(let data): self = .blob(data)
        }
    }
}
