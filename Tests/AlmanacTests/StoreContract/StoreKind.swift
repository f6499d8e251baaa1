import AlmanacCore
import AlmanacPostgres
import AlmanacStore
import Foundation
import Logging
import Synchronization
import Testing

/// The stores every store contract test runs against: SQLite always; PostgreSQL when
/// `ALMANAC_TEST_POSTGRES` names a server (`scripts/test` starts a throwaway one), each test in
/// a schema of its own.
enum StoreKind: String, Sendable, CustomTestStringConvertible {
    case sqlite, postgres

    static let available: [StoreKind] = postgresServer == nil ? [.sqlite] : [.sqlite, .postgres]

    static let postgresServer: PostgresLocation? = ProcessInfo.processInfo.environment["ALMANAC_TEST_POSTGRES"]
        .flatMap { try? PostgresLocation(url: $0) }

    var testDescription: String { rawValue }

    /// A new, empty, migrated store of this kind.
    func open() async throws -> Stores {
        switch self {
        case .sqlite:
            return Self.sqliteStores(try await AppDatabase.temporary())
        case .postgres:
            let server = try #require(Self.postgresServer)
            return try await Self.postgresStores(try server.inSchema(Self.newSchemaName()))
        }
    }
}

/// Every store of one database, as the composition root picks them.
struct Stores: Sendable {
    let launches: any LaunchStore
    let galaxy: any GalaxyStore
    let facts: any FactStore
    let weather: any WeatherStore
    let agencies: any AgencyStore
    let astronauts: any AstronautStore
    let profiles: any ProfileStore
    let stars: any StarStore
    let pushes: any PushStore
    let search: any SearchIndex
    let datasets: any DatasetStore & RefreshLog & StoreHealth
    /// The database itself: its change stamps.
    let database: any SQLDatabase
}

/// New stores of a kind holding one of the hand-written fixtures.
extension StoreKind {
    func withSpaceX() async throws -> Stores {
        let stores = try await open()
        try await stores.launches.replaceSpaceX(with: try await TestFixtures.download(), refreshedAt: TestFixtures.now)
        return stores
    }

    func withGalaxy() async throws -> Stores {
        let stores = try await open()
        try await stores.galaxy.replaceGalaxy(with: try await TestFixtures.galaxyDownload(), refreshedAt: TestFixtures.now)
        return stores
    }

    func withFacts() async throws -> Stores {
        let stores = try await open()
        try await ImportFacts(store: stores.facts, now: .fixed(TestFixtures.now))(try TestFixtures.factSnapshot())
        return stores
    }

    func withWeather() async throws -> Stores {
        let stores = try await open()
        _ = try await ImportWeather(store: stores.weather, now: .fixed(TestFixtures.now))(try TestFixtures.weatherSnapshot())
        return stores
    }
}

extension StoreKind {
    /// Two sets of stores on one database, as two processes (or two servers) have: a SQLite
    /// file opened twice, or one PostgreSQL schema through two connection pools.
    func openTwice() async throws -> (Stores, Stores) {
        switch self {
        case .sqlite:
            let folder = try TestFixtures.temporaryDirectory()
            let path = folder.appendingPathComponent("store.sqlite").path
            return (Self.sqliteStores(try await AppDatabase.open(path: path)), Self.sqliteStores(try await AppDatabase.open(path: path)))
        case .postgres:
            let location = try Self.postgresServer.map { try $0.inSchema(Self.newSchemaName()) }
            return (try await Self.postgresStores(try #require(location)), try await Self.postgresStores(try #require(location)))
        }
    }

    private static func newSchemaName() -> String {
        "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    private static func sqliteStores(_ database: AppDatabase) -> Stores { stores(database) }

    /// Every store over one database, of either engine.
    private static func stores(_ database: any SQLDatabase) -> Stores {
        Stores(
            launches: SQLLaunchStore(database: database), galaxy: SQLGalaxyStore(database: database),
            facts: SQLFactStore(database: database), weather: SQLWeatherStore(database: database),
            agencies: SQLAgencyStore(database: database), astronauts: SQLAstronautStore(database: database),
            profiles: SQLProfileStore(database: database), stars: SQLStarStore(database: database), pushes: SQLPushStore(database: database),
            search: SQLSearchIndex(database: database), datasets: SQLDatasetStore(database: database), database: database
        )
    }

    private static func postgresStores(_ location: PostgresLocation) async throws -> Stores {
        let database = try await PostgresDatabase.open(location, logger: Logger(label: "test"), pool: .forTests)
        return stores(database)
    }
}

extension StoreKind {
    /// Where a new, empty store of this kind would be, as `--db` takes it: a file in a new
    /// temporary folder, or a new schema on the test server.
    func newLocation() throws -> String {
        switch self {
        case .sqlite:
            return try TestFixtures.temporaryDirectory().appendingPathComponent("store.sqlite").path
        case .postgres:
            let server = try #require(Self.postgresServer)
            return "postgres://\(server.username)@\(server.host):\(server.port)/\(server.database)?search_path=\(Self.newSchemaName())"
        }
    }
}

extension PostgresPool {
    /// A test's pool: two connections (every store keeps its pool open, and the parallel tests
    /// open a hundred stores at once) and waits as long as a busy test machine needs, since
    /// a request's 5-second limit, readiness's 1.5 s and a statement's 30 s are not what these
    /// tests are about (twenty refreshes queued for one store's write lock waited longer than
    /// 30 s on two busy cores).
    static let forTests = PostgresPool(size: 2, waitLimit: .seconds(120), statementTimeout: .seconds(120), readinessLimit: .seconds(120))
}

/// A clock a test moves by hand, read by a server's tasks while it moves.
final class Clock: Sendable {
    private let current: Mutex<Date>
    init(_ date: Date) { current = Mutex(date) }

    var date: Date {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    var now: Now { Now { [self] in date } }
}
