import Foundation
import GRDB

/// The SQLite database behind every store: opens it, owns the migrations, hands out the writer.
public final class AppDatabase: Sendable {
    /// A `DatabasePool` (WAL: readers never wait for the writer) on disk, a `DatabaseQueue` in memory.
    let writer: any DatabaseWriter

    private init(writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
    }

    /// Opens (creating if needed) the database file at `path`, with its folder, and migrates it.
    public static func open(path: String) throws -> AppDatabase {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        return try AppDatabase(writer: DatabasePool(path: url.path, configuration: configuration))
    }

    /// A private, empty, migrated database in memory, for tests.
    public static func inMemory() throws -> AppDatabase {
        try AppDatabase(writer: DatabaseQueue())
    }

    /// Whether every migration has been applied (for a readiness check).
    public func isMigrated() async throws -> Bool {
        try await writer.read { db in try Self.migrator.hasCompletedMigrations(db) }
    }

    /// `PRAGMA integrity_check`'s answer: "ok" when the file is sound.
    public func integrityCheck() async throws -> String {
        try await writer.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? "no answer" }
    }

    /// The journal mode in force: "wal" for a file store.
    public func journalMode() async throws -> String {
        try await writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "unknown" }
    }
}
