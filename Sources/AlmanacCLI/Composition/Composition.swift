import AlmanacCore
import AlmanacGraphQL
import AlmanacPostgres
import AlmanacStore
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Logging

/// The composition root: the only place that picks concrete stores, sources and transports.
struct Composition {
    let launches: any LaunchStore
    let galaxy: any GalaxyStore
    let datasets: any DatasetStore & RefreshLog & StoreHealth
    let facts: any FactStore
    let weather: any WeatherStore
    let agencies: any AgencyStore
    let profiles: any ProfileStore
    let stars: any StarStore
    let pushes: any PushStore
    let search: any SearchIndex
    /// Decides which of the processes sharing a PostgreSQL store runs the background refresher;
    /// nil for SQLite, which one server serves alone.
    let refresherLock: PostgresRefresherLock?
    let configuration: StoreConfiguration
    let logger: Logger
    /// Launch Library 2's requests this process may still send (its free tier is small).
    let launchLibraryBudget: RequestBudget
    /// The PostgreSQL store, when it is one ("Refresh now" goes through it to the leader).
    var postgres: PostgresDatabase? = nil

    /// The log level of one-shot commands unless `--log-level` says otherwise: errors only. A
    /// command says what went wrong upstream in its own words (an error line, "Offline — …");
    /// the per-call log of retries and circuits is for `--log-level warning|info|debug`.
    static let commandLogLevel = Logger.Level.error

    /// Opens (and migrates) the store the configuration names.
    static func open(_ configuration: StoreConfiguration, defaultLogLevel: Logger.Level = commandLogLevel) async throws -> Composition {
        // Every line carries the id of the request it was written for (`RequestIDLogging`).
        let provider = RequestIDLogging.metadataProvider
        var logger = Logger(label: "almanac") {
            StandardErrorLogHandler(label: $0, format: configuration.logFormat, metadataProvider: provider)
        }
        logger.logLevel = configuration.logLevel ?? defaultLogLevel
        let budget = RequestBudget(perHour: configuration.launchLibraryRequestsPerHour)
        switch configuration.store {
        case .sqlite(let path):
            let database: AppDatabase
            do {
                database = try await AppDatabase.open(path: path)
            } catch {
                throw CommandFailure("the store at \(path) cannot be opened: \(error)")
            }
            return Composition(
                launches: SQLLaunchStore(database: database), galaxy: SQLGalaxyStore(database: database),
                datasets: SQLDatasetStore(database: database), facts: SQLFactStore(database: database),
                weather: SQLWeatherStore(database: database), agencies: SQLAgencyStore(database: database),
                profiles: SQLProfileStore(database: database),
                stars: SQLStarStore(database: database), pushes: SQLPushStore(database: database), search: SQLSearchIndex(database: database),
                refresherLock: nil, configuration: configuration,
                logger: logger, launchLibraryBudget: budget
            )
        case .postgres(let location):
            let database: PostgresDatabase
            do {
                database = try await PostgresDatabase.open(location, logger: logger, pool: configuration.pool)
            } catch {
                throw CommandFailure("\(error)")
            }
            return Composition(
                launches: SQLLaunchStore(database: database), galaxy: SQLGalaxyStore(database: database),
                datasets: SQLDatasetStore(database: database), facts: SQLFactStore(database: database),
                weather: SQLWeatherStore(database: database), agencies: SQLAgencyStore(database: database),
                profiles: SQLProfileStore(database: database),
                stars: SQLStarStore(database: database), pushes: SQLPushStore(database: database), search: SQLSearchIndex(database: database),
                refresherLock: PostgresRefresherLock(database: database), configuration: configuration,
                logger: logger,
                launchLibraryBudget: budget, postgres: database
            )
        }
    }

    /// Opens the store named by `options` (flags, variables, defaults).
    static func open(_ options: StoreOptions, defaultLogLevel: Logger.Level = commandLogLevel) async throws -> Composition {
        try await open(try options.resolved(), defaultLogLevel: defaultLogLevel)
    }

    var factsURL: String { configuration.factsURL }

    /// The time use cases record and compare against (`CommandClock`: the system's, or a test's).
    var now: Now { CommandClock.now }

    /// The SpaceX use cases over the store.
    var launchUseCases: LaunchUseCases { LaunchUseCases(store: launches) }

    /// Starring, over the stores that hold what can be starred.
    var starUseCases: Stars {
        Stars(store: stars, targets: StarTargets(launches: launches, galaxy: galaxy, facts: facts), now: now)
    }

    /// The one search box over the store's indexes (no upstream).
    var searchEverything: SearchEverything { SearchEverything(index: search, facts: facts, weather: weather) }

    /// Every dataset's status as this store holds it (no circuits: those live in a server).
    var storedStatus: ReportStatus {
        ReportStatus(store: datasets, hosts: upstreamHosts(), circuits: [], intervals: RefreshIntervals().byDataset)
    }

    /// What GraphQL answers from: the stores, read without asking any upstream.
    var graphServices: GraphServices {
        GraphServices(
            launches: launches, galaxy: galaxy, facts: facts, weather: weather, agencies: agencies, status: storedStatus, now: now)
    }

    /// The Star Wars use cases over the store.
    var galaxyUseCases: GalaxyUseCases { GalaxyUseCases(store: galaxy) }

    /// The facts use cases, asking the facts API on `transport`.
    func factUseCases(_ transport: UpstreamTransport) -> FactUseCases {
        FactUseCases(source: ChuckNorrisFactSource(baseURL: factsURL, transport: transport), store: facts, now: now)
    }

    /// The weather use cases, asking Open-Meteo on `transport` (nil: stored data only).
    func weatherUseCases(_ transport: UpstreamTransport?) -> WeatherUseCases {
        WeatherUseCases(source: transport.map(weatherSource), store: weather, now: now)
    }

    /// Open-Meteo's geocoder and forecast on a transport.
    func weatherSource(_ transport: UpstreamTransport) -> OpenMeteoWeatherSource {
        OpenMeteoWeatherSource(
            geocodingURL: configuration.geocodingURL, forecastURL: configuration.forecastURL,
            transport: transport
        )
    }

    /// The retry policy with the configured first delay.
    var retryPolicy: RetryPolicy {
        RetryPolicy(baseDelay: configuration.retryDelay)
    }

    /// For bulk syncs: generous timeouts.
    var syncTransportConfiguration: TransportConfiguration { TransportConfiguration(retry: retryPolicy) }

    /// For calls a viewer is waiting on (a facts search): short timeouts, the same retries.
    var interactiveTransportConfiguration: TransportConfiguration {
        TransportConfiguration(connectTimeout: .seconds(2), requestTimeout: .seconds(8), retry: retryPolicy, maxBodyBytes: 8 * 1024 * 1024)
    }

    /// Runs `body` with a transport for upstream calls, shutting it down afterwards.
    func withTransport<Result>(
        _ configuration: TransportConfiguration? = nil,
        _ body: (UpstreamTransport) async throws -> Result
    ) async throws -> Result {
        try await UpstreamTransport.using(configuration ?? syncTransportConfiguration, logger: logger, body)
    }

    /// The top-level folders of a snapshot directory the datasets are written to.
    static var snapshotFolders: Set<String> { Set(DatasetID.allCases.map(\.snapshotFolder)) }
}

/// A command that could not do its job, with the reason; exits non-zero.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
