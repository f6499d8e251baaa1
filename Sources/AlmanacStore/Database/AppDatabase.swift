import AlmanacCore
import Foundation
import GRDB
import Synchronization

/// The SQLite database behind every store: opens and migrates it, lends connections.
///
/// The file is in WAL mode: readers never wait for the writer. A body the stores give
/// (`SQLDatabase`) runs on a connection of its own, one writer at a time (`BEGIN IMMEDIATE`)
/// and up to `readerLimit` readers at once, each statement on the calling thread.
public final class AppDatabase: Sendable {
    /// GRDB's own way in (a `DatabasePool`, which puts the file in WAL mode): the health checks,
    /// which must not share a connection with a body's open transaction.
    let writer: any DatabaseWriter
    let writerConnection: ConnectionPool<DatabaseQueue>
    let readers: ConnectionPool<DatabaseQueue>
    /// What `fileStamp` reads, mapped on first use (by then the migrations have set the
    /// wal-index up): the header every commit of every connection, here or in another process,
    /// changes. Its `header` is nil if it could not be mapped (then nothing is kept by it).
    private let walIndex = AtomicLazyReference<MappedWALIndex>()
    /// The datasets' versions as last read, with the file's stamp taken before.
    private let versions = Mutex<(fileStamp: Int64?, versions: [DatasetID: Int64])>((nil, [:]))
    private let path: String
    /// A private database's folder, removed when the database goes.
    private let temporaryDirectory: URL?

    static let readerLimit = 4
    static let readerCacheKilobytes = 512

    /// - Parameter readerLimit: a test's private database takes 2: a test suite opens a hundred
    ///   at once, and every connection holds two files open. (Linux's Foundation `Process.run()`
    ///   reads past a buffer when a process has about 1,360 files open, and crashes.)
    private init(path: String, temporaryDirectory: URL? = nil, readerLimit: Int = AppDatabase.readerLimit) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        // GRDB's own readers serve only the health checks.
        configuration.maximumReaderCount = 1
        writer = try DatabasePool(path: path, configuration: configuration)
        self.temporaryDirectory = temporaryDirectory
        var sessionConfiguration = configuration
        // A body's transaction spans several statements, each its own `inDatabase` call.
        sessionConfiguration.allowsUnsafeTransactions = true
        var writerConfiguration = sessionConfiguration
        // WAL's advised durability, as GRDB's own pool sets it on its connections: a commit
        // survives the process crashing, not the machine losing power, and waits for no fsync
        // (checkpoints sync). At SQLite's FULL, every profile write (a facts search noted for
        // its visitor) held a thread of Swift's two-thread pool through an fdatasync.
        writerConfiguration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        writerConnection = ConnectionPool(limit: 1) { [writerConfiguration] in
            try DatabaseQueue(path: path, configuration: writerConfiguration)
        }
        var readerConfiguration = sessionConfiguration
        readerConfiguration.readonly = true
        // Each connection caches pages of its own (2 MB by default): the readers' pages are the
        // same ones, and the system's file cache has them anyway, so each keeps 512 kB.
        readerConfiguration.prepareDatabase { db in try db.execute(sql: "PRAGMA cache_size = -\(Self.readerCacheKilobytes)") }
        readers = ConnectionPool(limit: readerLimit) { [readerConfiguration] in
            try DatabaseQueue(path: path, configuration: readerConfiguration)
        }
        self.path = path
    }

    /// The file the store is, as a command's `--db` names it.
    public var filePath: String { path }

    /// The store at `path`, migrated (`Migrations`, written once for both engines).
    private static func migrated(
        path: String, temporaryDirectory: URL? = nil, readerLimit: Int = AppDatabase.readerLimit
    ) async throws
        -> AppDatabase
    {
        let database = try AppDatabase(path: path, temporaryDirectory: temporaryDirectory, readerLimit: readerLimit)
        try await database.write([]) { session in try await Migrations.apply(on: session) }
        return database
    }

    deinit {
        if let temporaryDirectory { try? FileManager.default.removeItem(at: temporaryDirectory) }
    }

    /// Opens (creating if needed) the database file at `path`, with its folder, and migrates it.
    public static func open(path: String) async throws -> AppDatabase {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return try await migrated(path: url.path)
    }

    /// A private, empty, migrated database for tests: a file in a folder of its own, removed
    /// with the database (a file, so every connection sees the same data).
    public static func temporary() async throws -> AppDatabase {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-private-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try await migrated(path: directory.appendingPathComponent("almanac.sqlite").path, temporaryDirectory: directory, readerLimit: 2)
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

extension AppDatabase: SQLDatabase {
    public var engine: SQLEngine { .sqlite }

    public func checkMigrated() async throws {
        guard try await read({ try await Migrations.missing(on: $0) }).isEmpty else { throw StoreNotReady.notMigrated }
    }

    public func read<Result: Sendable>(_ body: @escaping @Sendable (any SQLSession) async throws -> Result) async throws -> Result {
        try await readers.with { connection in try await body(SQLiteSession(connection: connection)) }
    }

    public func snapshot<Result: Sendable>(_ body: @escaping @Sendable (any SQLSession) async throws -> Result) async throws -> Result {
        try await readers.with { connection in try await Self.transaction("BEGIN DEFERRED", on: connection, body) }
    }

    public func execute(_ statement: SQL) async throws {
        try await writerConnection.with { connection in try await SQLiteSession(connection: connection).execute(statement) }
    }

    /// A profile's stamp is the file's: every commit moves it, whatever it changed. A dataset's
    /// is its stored version, read again only when the file's stamp moved, so a visitor's write
    /// leaves what is kept of the datasets where it was.
    public func stamp(of topic: ChangeTopic) async throws -> ChangeStamp? {
        try await version(of: [topic])?.stamps.first
    }

    /// Every topic's stamp from one reading of the file's stamp.
    public func version(of topics: [ChangeTopic]) async throws -> DataVersion? {
        guard let fileStamp = fileStamp() else { return nil }
        var stored: [DatasetID: Int64]?
        var stamps: [ChangeStamp] = []
        stamps.reserveCapacity(topics.count)
        for topic in topics {
            guard case .dataset(let dataset) = topic else {
                stamps.append(ChangeStamp(epoch: fileStamp))
                continue
            }
            if stored == nil { stored = try await storedVersions(at: fileStamp) }
            stamps.append(ChangeStamp(epoch: ChangeStamp.stored, count: stored?[dataset] ?? 0))
        }
        return DataVersion(stamps: stamps)
    }

    /// The datasets' versions as stored, read again only when the file's stamp moved from the one
    /// they were read at (and read after it: they are at least as new as the state it names).
    private func storedVersions(at fileStamp: Int64) async throws -> [DatasetID: Int64] {
        if let known = versions.withLock({ $0.fileStamp == fileStamp ? $0.versions : nil }) { return known }
        var stored: [DatasetID: Int64] = [:]
        for (name, version) in try await read({ try await $0.storedVersions() }) {
            if case .dataset(let dataset) = ChangeTopic(storedName: name) { stored[dataset] = version }
        }
        versions.withLock { [stored] in $0 = (fileStamp, stored) }
        return stored
    }

    /// The wal-index header's stamp (`WALIndexHeader`): read from memory, where asking a
    /// connection (`PRAGMA data_version`) took SQLite's file locks and cost a visitor's kept page a
    /// fifth of its speed.
    private func fileStamp() -> Int64? {
        let mapped = walIndex.load() ?? walIndex.storeIfNil(MappedWALIndex(header: WALIndexHeader(databasePath: path)))
        return mapped.header?.stamp()
    }

    /// SQLite has one writer: a body waits for the one before it, whatever its scopes. Its commit
    /// moves the file's stamp, so `topics` need no announcing.
    public func writeTransaction<Result: Sendable>(
        _ scopes: [WriteScope], announcing topics: [ChangeTopic], _ body: @escaping @Sendable (any SQLSession) async throws -> Result
    ) async throws -> Result {
        try await writerConnection.with { connection in try await Self.transaction("BEGIN IMMEDIATE", on: connection, body) }
    }

    private static func transaction<Result>(
        _ begin: String, on connection: DatabaseQueue, _ body: (any SQLSession) async throws -> Result
    ) async throws -> Result {
        let session = SQLiteSession(connection: connection)
        try session.run(begin)
        do {
            let result = try await body(session)
            try session.run("COMMIT")
            return result
        } catch {
            try? session.run("ROLLBACK")
            throw error
        }
    }
}
