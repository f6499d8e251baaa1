import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Logging
import Testing

/// Shared test inputs: the hand-written fixture directory, a fixed clock, loaded stores.
enum TestFixtures {
    /// `Fixtures/`, laid out like a snapshot directory.
    static var directory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
    }

    /// 2026-11-21 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_262_400)

    static let utc = TimeZone(identifier: "UTC")!

    /// The fixture catalogue as the snapshot reader decodes it.
    static func download() async throws -> SpaceXDownload {
        try await SnapshotLaunchSource(directory: directory).fetchCatalog()
    }

    /// The SWAPI fixture (`Fixtures/swapi`) as the snapshot reader decodes it.
    static func galaxyDownload() async throws -> GalaxyDownload {
        try await SnapshotGalaxySource(directory: directory).fetchGalaxy()
    }

    /// The hand-written agencies (`agencies/ll2/agencies.json`: four readable, one not).
    static func agencyDownload() async throws -> AgencyDownload {
        try await SnapshotAgencySource(directory: directory.appendingPathComponent("agencies")).fetchAgencies()
    }

    static func astronautDownload() async throws -> AstronautDownload {
        try await SnapshotAstronautSource(directory: directory.appendingPathComponent("astronauts")).fetchAstronauts()
    }

    /// A SQLite store in memory holding the SWAPI fixture.
    static func galaxyStore() async throws -> SQLGalaxyStore {
        let store = SQLGalaxyStore(database: try await AppDatabase.temporary())
        try await store.replaceGalaxy(with: try await galaxyDownload(), refreshedAt: now)
        return store
    }

    /// The facts fixture (`Fixtures/chucknorris`): eight facts, five categories.
    static func factSnapshot() throws -> FactSnapshot {
        try SnapshotFactsReader(directory: directory).read()
    }

    /// A SQLite facts store in memory holding the facts fixture.
    static func factStore() async throws -> SQLFactStore {
        let store = SQLFactStore(database: try await AppDatabase.temporary())
        try await ImportFacts(store: store, now: .fixed(now))(try factSnapshot())
        return store
    }

    /// The weather fixture (`Fixtures/openmeteo`): nine places, a Copenhagen forecast, two geocoder answers.
    static func weatherSnapshot() throws -> WeatherSnapshot {
        try SnapshotWeatherReader(directory: directory).read()
    }

    /// A SQLite weather store in memory holding the weather fixture (no saved cities).
    static func weatherStore(database: AppDatabase? = nil) async throws -> SQLWeatherStore {
        let store: SQLWeatherStore
        if let database { store = SQLWeatherStore(database: database) } else { store = SQLWeatherStore(database: try await AppDatabase.temporary()) }
        _ = try await ImportWeather(store: store, now: .fixed(now))(try weatherSnapshot())
        return store
    }

    /// Nothing listens on the discard port: connections are refused at once.
    static let unreachableURL = "http://127.0.0.1:9"

    /// How long a client waits for a loopback server in a test whose point is not the wait. The
    /// whole suite runs in parallel on two cores: while other tests decode snapshot-v2 or draw
    /// pages on both of Swift's cooperative threads, a test server's handler may not run at all
    /// for tens of seconds (a 30-s read timeout once fired so in CI). Tests of a stall set their
    /// own short limit.
    static let patientTimeout: Duration = .seconds(300)

    /// One transport for tests that need a client but never shut it down: long timeouts and
    /// retries with millisecond delays. (A static lives for the whole run, so it is never torn
    /// down while in use.)
    static let fastTransport = UpstreamTransport(configuration: fastTransportConfiguration, logger: quietLogger)

    /// Upstream calls are logged at info; tests only want warnings and worse.
    static let quietLogger: Logger = {
        var logger = Logger(label: "almanac.test")
        logger.logLevel = .warning
        return logger
    }()

    static let fastTransportConfiguration = TransportConfiguration(
        // Generous clocks: no test using this waits on them (stalls have their own).
        connectTimeout: .seconds(10), requestTimeout: patientTimeout,
        retry: RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(1), maxDelay: .milliseconds(4)),
        // Shared by tests that fail on purpose against the same unreachable host: a circuit
        // opened by one must not change what another sees. The breaker has its own tests.
        circuitBreaker: .disabled
    )

    static func inMemoryStore() async throws -> InMemoryLaunchStore {
        let store = InMemoryLaunchStore()
        try await store.replaceSpaceX(with: try await download(), refreshedAt: now)
        return store
    }

    static func sqliteStore() async throws -> (AppDatabase, SQLLaunchStore) {
        let database = try await AppDatabase.temporary()
        let store = SQLLaunchStore(database: database)
        try await store.replaceSpaceX(with: try await download(), refreshedAt: now)
        return (database, store)
    }

    /// A fresh temporary folder, removed by the caller's `defer`.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `../shared/snapshot-v2` (every launch provider): `ALMANAC_SNAPSHOT_V2`, else `ALMANAC_SNAPSHOT` when it is that one.
    static var snapshotV2: URL? {
        if let named = ProcessInfo.processInfo.environment["ALMANAC_SNAPSHOT_V2"].flatMap({ $0.isEmpty ? nil : URL(fileURLWithPath: $0) }) {
            return named
        }
        // `ALMANAC_SNAPSHOT` when it names the every-provider snapshot (it has astronauts).
        return fullSnapshot.flatMap { FileManager.default.fileExists(atPath: $0.appendingPathComponent("ll2/astronauts.json").path) ? $0 : nil }
    }

    /// Real captures of Launch Library 2's upcoming list to replay one after another
    /// (`ALMANAC_LL2_HISTORY`, else `../data/ll2-history` beside the snapshot-v2 directory).
    static var launchLibraryHistory: URL? {
        let named = ProcessInfo.processInfo.environment["ALMANAC_LL2_HISTORY"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        guard let directory = named ?? snapshotV2?.deletingLastPathComponent().appendingPathComponent("data/ll2-history") else { return nil }
        return FileManager.default.fileExists(atPath: directory.path) ? directory : nil
    }

    /// The snapshot directory named by `ALMANAC_SNAPSHOT`, when set.
    static var fullSnapshot: URL? {
        ProcessInfo.processInfo.environment["ALMANAC_SNAPSHOT"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
    }
}

extension LaunchSource {
    /// The whole catalogue, without revalidation (what the tests read fixtures with).
    func fetchCatalog() async throws -> SpaceXDownload {
        switch try await fetchCatalog(revalidating: []) {
        case .changed(let download): return download
        case .unchanged(let origin): throw UpstreamFailure.decoding(url: origin.location, reason: "answered 304 though nothing was stored")
        }
    }
}

extension IPAddress {
    /// 127.0.0.1, which test servers listen on.
    static let loopback = IPAddress(bytes: [127, 0, 0, 1])!
}
