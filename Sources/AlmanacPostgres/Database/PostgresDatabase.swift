import AlmanacCore
import Logging
import NIOSSL
import PostgresNIO

/// A PostgreSQL store: a pool of connections (postgres-nio's `PostgresClient`, run for as long as
/// the store is open) to a database migrated to this build's schema on open.
///
/// Writes take a transaction-scoped advisory lock on what they change (`WriteScope`), which
/// makes them one at a time per dataset or per profile across every instance sharing the
/// database, as SQLite's single writer makes them in one process.
public final class PostgresDatabase: Sendable {
    public let location: PostgresLocation
    let client: PostgresClient
    let logger: Logger
    private let running: Task<Void, Never>

    /// Connects, runs the migrations this build has and the database lacks, and returns the store.
    /// `maxConnections`: the most this process opens at once (PostgreSQL's own limit is shared
    /// by every instance).
    public static func open(_ location: PostgresLocation, logger: Logger, maxConnections: Int = 20) async throws -> PostgresDatabase {
        do {
            try await probe(location, logger: logger)
        } catch {
            throw StoreUnavailable(location: location, reason: PostgresErrorText.describe(error))
        }
        let database = PostgresDatabase(location, logger: logger, maxConnections: maxConnections)
        do {
            try await database.migrate()
        } catch {
            database.close()
            throw StoreUnavailable(location: location, reason: PostgresErrorText.describe(error))
        }
        return database
    }

    /// One connection, made and closed: the pool retries a server it cannot reach for a minute
    /// or more, while a wrong address or password should be said at once.
    private static func probe(_ location: PostgresLocation, logger: Logger) async throws {
        var configuration = PostgresConnection.Configuration(
            host: location.host, port: location.port, username: location.username, password: location.password,
            database: location.database,
            tls: location.tls == .require ? .require(try NIOSSLContext(configuration: .makeClientConfiguration())) : .disable
        )
        configuration.options.connectTimeout = .seconds(5)
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
        try await connection.close()
    }

    private init(_ location: PostgresLocation, logger: Logger, maxConnections: Int) {
        var configuration = PostgresClient.Configuration(
            host: location.host, port: location.port, username: location.username, password: location.password,
            database: location.database, tls: location.tls == .require ? .require(.makeClientConfiguration()) : .disable
        )
        configuration.options.connectTimeout = .seconds(5)
        configuration.options.maximumConnections = max(1, maxConnections)
        if let schema = location.searchPath { configuration.options.additionalStartupParameters = [("search_path", schema)] }
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.location = location
        self.client = client
        self.logger = logger
        running = Task { await client.run() }
    }

    /// Closes every connection; the store cannot be used afterwards.
    public func close() { running.cancel() }

    deinit { running.cancel() }

    /// Runs `body` on one connection outside a transaction: for single statements.
    func read<Result: Sendable>(_ body: (PostgresConnection) async throws -> Result) async throws -> Result {
        try await Self.explained { try await client.withConnection { connection in try await body(connection) } }
    }

    /// PostgreSQL's own words for what failed (postgres-nio's errors keep them out of their
    /// description): a refresh that fails says why, in the status and the log.
    private static func explained<Result>(_ body: () async throws -> Result) async throws -> Result {
        do {
            return try await body()
        } catch let error as PSQLError {
            throw StoreFailure(description: PostgresErrorText.describe(error))
        }
    }

    /// Runs `body` in one read-only transaction that sees a single state of the database (a
    /// count and the page it counts agree, as they do in SQLite's read transactions).
    func snapshot<Result: Sendable>(_ body: (PostgresConnection) async throws -> Result) async throws -> Result {
        try await transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
    }

    /// Runs `body` in one transaction holding the write lock of `scope`: all of it or nothing.
    func write<Result: Sendable>(_ scope: WriteScope, _ body: (PostgresConnection) async throws -> Result) async throws -> Result {
        try await transaction("BEGIN") { connection in
            try await connection.run("SELECT pg_advisory_xact_lock(\(WriteScope.lockSpace), hashtext(\(scope.key)))")
            return try await body(connection)
        }
    }

    /// BEGIN, `body`, COMMIT; ROLLBACK when it throws, rethrowing its own error unwrapped (a
    /// `CityAlreadySaved` reaches the use case as itself).
    func transaction<Result: Sendable>(
        _ begin: PostgresQuery, _ body: (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        try await Self.explained { try await client.withConnection { connection in
            try await connection.run(begin)
            do {
                let result = try await body(connection)
                try await connection.run("COMMIT")
                return result
            } catch {
                _ = try? await connection.run("ROLLBACK")
                throw error
            }
        } }
    }
}

/// What a write changes, locked for the length of its transaction.
enum WriteScope {
    case dataset(DatasetID)
    case profile(ProfileID)
    /// Every profile at once (deleting expired ones).
    case profiles

    /// The first key of every advisory lock Almanac takes, so its locks never meet another
    /// application's in a shared database ("Alma" in ASCII).
    static let lockSpace: Int32 = 0x416C_6D61

    var key: String {
        switch self {
        case .dataset(let dataset): "dataset:\(dataset.rawValue)"
        case .profile(let profile): "profile:\(profile.rawValue)"
        case .profiles: "profiles"
        }
    }
}

/// A statement PostgreSQL refused, in its words.
public struct StoreFailure: Error, CustomStringConvertible {
    public let description: String
}

/// The PostgreSQL store could not be opened, and why.
public struct StoreUnavailable: Error, CustomStringConvertible {
    public let location: PostgresLocation
    public let reason: String
    public var description: String { "the PostgreSQL store at \(location) cannot be used: \(reason)" }
}
