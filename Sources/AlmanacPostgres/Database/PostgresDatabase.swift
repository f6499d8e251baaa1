import AlmanacCore
import AlmanacStore
import Logging
import NIOSSL
import PostgresNIO

/// A PostgreSQL store: a pool of connections (`PostgresConnections`) to a database migrated to
/// this build's schema on open.
///
/// Writes take a transaction-scoped advisory lock on what they change (`WriteScope`), which
/// makes them one at a time per dataset or per profile across every instance sharing the
/// database, as SQLite's single writer makes them in one process. Waits are bounded: a request
/// gets a connection and its answer within `PostgresPool.waitLimit` (all its reads together, when it
/// runs under a `StoreDeadline`) or a `StoreTemporarilyUnavailable` (503), and the server ends any
/// statement past `statementTimeout`. A refresh's writes are fenced (`RefresherFence`): one made after its
/// instance lost the refresher lock is refused.
public final class PostgresDatabase: Sendable {
    public let location: PostgresLocation
    let connections: PostgresConnections
    let logger: Logger
    public let pool: PostgresPool
    /// What every instance commits, heard as notices.
    let notices: PostgresChangeNotices

    /// Connects, runs the migrations this build has and the database lacks, and returns the store.
    public static func open(_ location: PostgresLocation, logger: Logger, pool: PostgresPool = PostgresPool()) async throws -> PostgresDatabase {
        do {
            try await probe(location, logger: logger)
        } catch {
            throw StoreUnavailable(location: location, reason: PostgresErrorText.describe(error))
        }
        let database = PostgresDatabase(location, logger: logger, pool: pool)
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
        let connection = try await connect(location, logger: logger, id: 0)
        try await connection.close()
    }

    /// A connection of its own, outside the pool (the refresher lock's session, a probe).
    static func connect(_ location: PostgresLocation, logger: Logger, id: Int, statementTimeout: Duration? = nil) async throws -> PostgresConnection {
        var configuration = PostgresConnection.Configuration(
            host: location.host, port: location.port, username: location.username, password: location.password,
            database: location.database,
            tls: location.tls == .require ? .require(try NIOSSLContext(configuration: .makeClientConfiguration())) : .disable
        )
        configuration.options.connectTimeout = .seconds(5)
        configuration.options.additionalStartupParameters = startupParameters(location, statementTimeout: statementTimeout)
        return try await PostgresConnection.connect(configuration: configuration, id: id, logger: logger)
    }

    private static func startupParameters(_ location: PostgresLocation, statementTimeout: Duration?) -> [(String, String)] {
        var parameters: [(String, String)] = []
        if let schema = location.searchPath { parameters.append(("search_path", schema)) }
        if let statementTimeout { parameters.append(("statement_timeout", "\(statementTimeout.wholeMilliseconds)")) }
        return parameters
    }

    private init(_ location: PostgresLocation, logger: Logger, pool: PostgresPool) {
        self.location = location
        self.logger = logger
        self.pool = pool
        // Each connection lasts until it breaks; a broken one is made again by the next request.
        connections = PostgresConnections(size: pool.size) { id in
            try await Self.connect(location, logger: logger, id: id, statementTimeout: pool.statementTimeout)
        }
        notices = PostgresChangeNotices(logger: logger) { try await Self.connect(location, logger: logger, id: 2) }
    }

    /// Closes every connection; the store cannot be used afterwards.
    public func close() {
        notices.stop()
        connections.close()
    }

    deinit {
        notices.stop()
        connections.close()
    }

    /// Runs `body` on one connection outside a transaction: for single statements. It answers
    /// within `limit` (the pool's wait limit unless given) or throws `StoreTemporarilyUnavailable`.
    func read<Result: Sendable>(
        limit: Duration? = nil, _ body: @escaping @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        try await bounded(limit ?? pool.waitLimit) { [connections] in
            try await connections.withConnection { connection in try await body(connection) }
        }
    }

    /// Runs `body` within `limit` (nil: as long as it takes, a refresh's import), and within what
    /// is left of the request's own `StoreDeadline`, turning PostgreSQL's refusals into its own
    /// words and a lost or slow database into `StoreTemporarilyUnavailable`, which pages and the
    /// API answer 503 with `Retry-After`.
    private func bounded<Result: Sendable>(
        _ limit: Duration?, _ body: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        do {
            guard let limit = StoreDeadline.remaining(within: limit) else { return try await body() }
            guard limit > .zero else { throw Deadline.Exceeded(limit: StoreDeadline.budget ?? limit) }
            return try await Deadline.run(limit, body)
        } catch let exceeded as Deadline.Exceeded {
            throw StoreTemporarilyUnavailable(reason: exceeded.description)
        } catch let error as PSQLError {
            if PostgresErrorText.isConnectionLost(error) {
                throw StoreTemporarilyUnavailable(reason: "the connection to PostgreSQL was lost: \(PostgresErrorText.describe(error))")
            }
            throw StoreFailure(description: PostgresErrorText.describe(error))
        }
    }

    /// Runs `body` in one read-only transaction that sees a single state of the database (a
    /// count and the page it counts agree, as they do in SQLite's read transactions).
    func snapshot<Result: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> Result) async throws -> Result {
        try await transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", limit: pool.waitLimit, body)
    }

    /// Runs `body` in one transaction holding the write locks of `scopes` (taken in one order, so
    /// two writers never wait on each other): all of it or nothing. The locks are the schema's
    /// own, as the refresher lock is: advisory locks belong to the whole database, and a store in
    /// another schema of it (another deployment, or another test) must not wait on this one's
    /// writes. A dataset's write inside a refresh (or of the push sender that runs with it) is
    /// fenced: refused unless this instance still holds the refresher lock.
    func write<Result: Sendable>(
        _ scopes: [WriteScope], body: @escaping @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        // The refresher's datasets and the push queue it sends from: fenced.
        let isRefresh = scopes.contains {
            switch $0 {
            case .dataset, .pushQueue: true
            default: false
            }
        }
        let fence = isRefresh ? RefresherFence.current : nil
        // A refresh's import may take long; its statements are still bounded by statement_timeout.
        return try await transaction("BEGIN", limit: isRefresh ? nil : pool.waitLimit) { connection in
            for key in Set(scopes.map(\.key)).sorted() {
                try await connection.run("SELECT pg_advisory_xact_lock(\(WriteScope.lockSpace), hashtext(current_schema() || ':' || \(key)))")
            }
            if let fence { try await fence.check(on: connection) }
            return try await body(connection)
        }
    }

    /// `write` for one scope.
    func write<Result: Sendable>(_ scope: WriteScope, _ body: @escaping @Sendable (PostgresConnection) async throws -> Result) async throws -> Result
    {
        try await write([scope], body: body)
    }

    /// `write` for two scopes.
    func write<Result: Sendable>(
        _ first: WriteScope, _ second: WriteScope, _ body: @escaping @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        try await write([first, second], body: body)
    }

    /// BEGIN, `body`, COMMIT; ROLLBACK when it throws, rethrowing its own error unwrapped (a
    /// `CityAlreadySaved` reaches the use case as itself).
    func transaction<Result: Sendable>(
        _ begin: PostgresQuery, limit: Duration?, _ body: @escaping @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        try await bounded(limit) { [connections] in
            try await connections.withConnection { connection in
                try await connection.run(begin)
                do {
                    let result = try await body(connection)
                    try await connection.run("COMMIT")
                    return result
                } catch {
                    _ = try? await connection.run("ROLLBACK")
                    throw error
                }
            }
        }
    }
}

/// How many connections one instance keeps to PostgreSQL and how long its requests wait.
public struct PostgresPool: Sendable, Hashable {
    /// Connections of the pool (the refresher lock takes one more of its own).
    public var size: Int
    /// How long a request waits for a connection and its answer before a 503.
    public var waitLimit: Duration
    /// The server ends any statement running longer.
    public var statementTimeout: Duration
    /// How long `/readyz` waits for the store before it answers 503: short, so that a load
    /// balancer hears it well within its own timeout when the database is away.
    public var readinessLimit: Duration

    public init(
        size: Int = 10, waitLimit: Duration = .seconds(5), statementTimeout: Duration = .seconds(30),
        readinessLimit: Duration = .milliseconds(1500)
    ) {
        self.size = max(1, size)
        self.waitLimit = waitLimit
        self.statementTimeout = statementTimeout
        self.readinessLimit = readinessLimit
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

extension PostgresDatabase {
    /// Applies the migrations the store lacks (`Migrations`, written once for both engines), one
    /// instance at a time: two instances started together do not both create the tables.
    func migrate() async throws {
        // Opening is not a request: it waits as long as the server takes (a busy server, a
        // long migration), never `PostgresPool.waitLimit`. The lock is per schema, so two
        // deployments in one database (or parallel tests) migrate side by side.
        let schema = location.searchPath
        try await transaction("BEGIN", limit: nil) { connection in
            try await connection.run("SELECT pg_advisory_xact_lock(\(WriteScope.lockSpace), hashtext('migrate:' || \(schema ?? "")))")
            if let schema { try await connection.run("CREATE SCHEMA IF NOT EXISTS \(unescaped: schema)") }
            try await Migrations.apply(on: PostgresSession(connection: connection))
        }
    }

    /// Whether every migration of this build has run, answered within `limit`.
    func isMigrated(within limit: Duration? = nil) async throws -> Bool {
        try await read(limit: limit) { connection in try await Migrations.missing(on: PostgresSession(connection: connection)) }.isEmpty
    }
}
