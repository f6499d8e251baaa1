import AlmanacCore
import AlmanacStore
import Foundation
import Logging
import PostgresNIO
import Testing

@testable import AlmanacPostgres

/// A PostgreSQL store made by the first release that had one (`Fixtures/store-history/postgres-v1.sql`)
/// is migrated in place to the structure a new store gets, keeping what it held.
@Suite("PostgreSQL store: migrations from the first release", .enabled(if: StoreKind.available.contains(.postgres), "needs ALMANAC_TEST_POSTGRES"))
struct PostgresMigrationTests {
    private static let logger = Logger(label: "test")

    /// A new schema on the test server, with `statements` run in it.
    private static func schema(running statements: [String]) async throws -> PostgresLocation {
        let server = try #require(StoreKind.postgresServer)
        let name = "migrate_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let connection = try await PostgresDatabase.connect(server, logger: logger, id: 1)
        try await connection.query("CREATE SCHEMA \(unescaped: name)", logger: logger)
        try await connection.query("SET search_path TO \(unescaped: name)", logger: logger)
        for statement in statements { try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger) }
        try await connection.close()
        return try server.inSchema(name)
    }

    /// Columns (type, nullability, collation, identity, generated), unique column sets and other
    /// indexes by the columns they cover: what statements depend on.
    private static func structure(of location: PostgresLocation) async throws -> [String] {
        let connection = try await PostgresDatabase.connect(location, logger: logger, id: 2)
        var lines: [String] = []
        let columns = try await connection.query(
            """
            SELECT table_name::text || '.' || column_name::text || ' ' || data_type || ' ' || is_nullable || ' ' ||
                   coalesce(collation_name::text, '') || ' ' || is_identity || ' ' || is_generated
            FROM information_schema.columns WHERE table_schema = current_schema() AND table_name <> 'almanac_migration'
            """, logger: logger)
        for try await line in columns.decode(String.self) { lines.append(line) }
        let indexes = try await connection.query(
            """
            SELECT t.relname::text || CASE WHEN x.indisunique THEN ' unique' ELSE ' index ' || i.relname::text END || ' (' ||
                   (SELECT string_agg(a.attname::text, ', ' ORDER BY k.n) FROM unnest(x.indkey) WITH ORDINALITY AS k(attnum, n)
                    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum) || ') ' || am.amname::text
            FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid JOIN pg_am am ON am.oid = i.relam
            WHERE t.relnamespace = current_schema()::regnamespace AND t.relname <> 'almanac_migration'
            """, logger: logger)
        for try await line in indexes.decode(String.self) { lines.append(line) }
        try await connection.close()
        return lines.sorted()
    }

    @Test("a first-release store opens migrated, with a new store's structure, its profiles returned and its cities kept")
    func firstRelease() async throws {
        let fixture = try String(contentsOf: TestFixtures.directory.appendingPathComponent("store-history/postgres-v1.sql"), encoding: .utf8)
        let statements =
            fixture.split(separator: "\n").filter { !$0.hasPrefix("--") }.map { String($0.dropLast()) } + [
                "INSERT INTO profile (id, created_at, touched_at) VALUES ('0123456789abcdef0123456789abcdef', 1, 1)",
                "INSERT INTO weather_city (profile_id, name, country_code, latitude, longitude, position) VALUES ('0123456789abcdef0123456789abcdef', 'Aarhus', 'DK', 56.2, 10.2, 1)",
            ]
        let old = try await Self.schema(running: statements)
        let fresh = try await Self.schema(running: [])
        let database = try await PostgresDatabase.open(old, logger: Self.logger, pool: .forTests)
        try await database.checkMigrated()
        let visitor = try #require(ProfileID(token: "0123456789abcdef0123456789abcdef"))
        #expect(try await SQLProfileStore(database: database).record(visitor)?.hasReturned == true)
        #expect(try await SQLWeatherStore(database: database).savedCities(of: visitor).map(\.name) == ["Aarhus"])
        database.close()
        let new = try await PostgresDatabase.open(fresh, logger: Self.logger, pool: .forTests)
        new.close()
        #expect(try await Self.structure(of: old) == Self.structure(of: fresh))
    }

    @Test("a table Schema declares that a migrated store lacks is missing from it, and made when the store next opens")
    func newTableWithoutAStep() async throws {
        let fresh = try await Self.schema(running: [])
        let new = try await PostgresDatabase.open(fresh, logger: Self.logger, pool: .forTests)
        new.close()
        let location = try await Self.schema(running: [])
        let database = try await PostgresDatabase.open(location, logger: Self.logger, pool: .forTests)
        try await database.write([]) { session in
            try await session.execute("DROP TABLE ll2_agency")
            try await session.execute("DELETE FROM almanac_migration WHERE name = \(Migrations.tablesRecord)")
        }
        #expect(try await database.read { try await Migrations.missing(on: $0) } == ["table ll2_agency"])
        await #expect(throws: StoreNotReady.self) { try await database.checkMigrated() }
        database.close()
        let reopened = try await PostgresDatabase.open(location, logger: Self.logger, pool: .forTests)
        try await reopened.checkMigrated()
        reopened.close()
        #expect(try await Self.structure(of: location) == Self.structure(of: fresh))
    }
}
