import AlmanacCore
import AlmanacStore
import Foundation
import PostgresNIO

/// The stores' statements on a PostgreSQL connection: `$n` placeholders, values bound with
/// their own types, rows read into the values both engines share.
struct PostgresSession: SQLSession {
    let connection: PostgresConnection

    var engine: SQLEngine { .postgres }

    func rows(_ statement: SQL) async throws -> [SQLRow] {
        try await connection.rows(try Self.query(statement)).map(Self.row)
    }

    func execute(_ statement: SQL) async throws {
        try await connection.run(try Self.query(statement))
    }

    private static func query(_ statement: SQL) throws -> PostgresQuery {
        let (text, values) = statement.rendered { "$\($0)" }
        var binds = PostgresBindings(capacity: values.count)
        for value in values {
            switch value {
            case .null: binds.appendNull()
            case .integer(let number): binds.append(number)
            case .real(let number): binds.append(number)
            case .text(let text): binds.append(text)
            case .blob(let data): try binds.append(data)
            case .bool(let flag): binds.append(flag)
            }
        }
        return PostgresQuery(unsafeSQL: text, binds: binds)
    }

    private static func row(_ row: PostgresRow) throws -> SQLRow {
        var names: [String] = []
        var values: [SQLValue] = []
        for cell in row {
            names.append(cell.columnName)
            values.append(try value(of: cell))
        }
        return SQLRow(names: names, values: values)
    }

    private static func value(of cell: PostgresCell) throws -> SQLValue {
        guard cell.bytes != nil else { return .null }
        switch cell.dataType {
        case .int2, .int4, .int8, .oid: return .integer(try cell.decode(Int64.self))
        case .float4, .float8, .numeric: return .real(try cell.decode(Double.self))
        case .bool: return .bool(try cell.decode(Bool.self))
        case .bytea: return .blob(try cell.decode(Data.self))
        default: return .text(try cell.decode(String.self))
        }
    }
}

extension PostgresDatabase: SQLDatabase {
    public var engine: SQLEngine { .postgres }

    /// Within the pool's `readinessLimit`.
    public func checkMigrated() async throws {
        guard try await isMigrated(within: pool.readinessLimit) else { throw StoreNotReady.notMigrated }
    }

    public func read<Result: Sendable>(_ body: @escaping @Sendable (any SQLSession) async throws -> Result) async throws -> Result {
        try await read(limit: nil) { connection in try await body(PostgresSession(connection: connection)) }
    }

    public func snapshot<Result: Sendable>(_ body: @escaping @Sendable (any SQLSession) async throws -> Result) async throws -> Result {
        try await snapshot { (connection: PostgresConnection) in try await body(PostgresSession(connection: connection)) }
    }

    public func execute(_ statement: SQL) async throws {
        try await read { session in try await session.execute(statement) }
    }

    /// Counted from every instance's notices (`PostgresChangeNotices`). While none are heard, a
    /// dataset's is its version as stored (one statement) and a profile's is nil.
    public func stamp(of topic: ChangeTopic) async throws -> ChangeStamp? {
        if let stamp = notices.stamp(of: topic) { return stamp }
        guard case .dataset = topic else { return nil }
        let version = try await read { try await $0.value("SELECT version FROM store_version WHERE topic = \(topic.storedName)", as: Int64.self) }
        return ChangeStamp(epoch: ChangeStamp.stored, count: version ?? 0)
    }

    public func version(of topics: [ChangeTopic]) async throws -> DataVersion? {
        if let stamps = notices.stamps(of: topics) { return DataVersion(stamps: stamps) }
        var stamps: [ChangeStamp] = []
        for topic in topics {
            guard let stamp = try await stamp(of: topic) else { return nil }
            stamps.append(stamp)
        }
        return DataVersion(stamps: stamps)
    }

    /// The topic's stamp once it differs from `previous`: for a test that must see another
    /// instance's change before it goes on.
    public func stamp(of topic: ChangeTopic, after previous: ChangeStamp?) async -> ChangeStamp {
        await notices.stamp(of: topic, after: previous)
    }

    public func writeTransaction<Result: Sendable>(
        _ scopes: [WriteScope], announcing topics: [ChangeTopic], _ body: @escaping @Sendable (any SQLSession) async throws -> Result
    ) async throws -> Result {
        let result = try await write(scopes) { (connection: PostgresConnection) in
            let result = try await body(PostgresSession(connection: connection))
            // Sent with the commit, so every listener hears of the change once it is visible.
            for topic in Set(topics) { try await connection.run(self.notices.announcement(of: topic)) }
            return result
        }
        notices.committed(topics)
        return result
    }
}
