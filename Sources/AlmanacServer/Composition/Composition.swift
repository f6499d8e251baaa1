import AlmanacCore
import AlmanacGraphQL
import AlmanacPostgres
import AlmanacStore
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Logging

/// The composition root: the only place that picks concrete stores, sources and transports, and
/// that builds the use cases every face shares (`serve`'s pages, API and GraphQL, each command,
/// and the tests, which open it as the server does).
package struct Composition {
    /// The database every store runs on: SQLite's file or PostgreSQL's pool.
    package let database: any SQLDatabase
    package let launches: any LaunchStore
    /// The weather at the pads of the launches ahead (`RefreshPadForecasts` keeps it).
    package let padForecasts: any PadForecastStore
    package let galaxy: any GalaxyStore
    package let datasets: any DatasetStore & RefreshLog & StoreHealth
    package let facts: any FactStore
    package let weather: any WeatherStore
    package let astronauts: any AstronautStore
    package let profiles: any ProfileStore
    package let stars: any StarStore
    package let pushes: any PushStore
    package let search: any SearchIndex
    /// Decides which of the processes sharing a PostgreSQL store runs the background refresher;
    /// nil for SQLite, which one server serves alone.
    package let refresherLock: PostgresRefresherLock?
    package let configuration: StoreConfiguration
    package let logger: Logger
    /// Launch Library 2's requests this process may still send (its free tier is small).
    package let launchLibraryBudget: RequestBudget
    /// The PostgreSQL store, when it is one ("Refresh now" goes through it to the leader).
    package let postgres: PostgresDatabase?
    /// The time use cases record and compare against (`CommandClock`: the system's, or a test's).
    package let now: Now

    /// The use cases that read and write the store alone, built once here for every face.
    package let launchUseCases: LaunchUseCases
    package let galaxyUseCases: GalaxyUseCases
    package let astronautUseCases: AstronautUseCases
    /// Starring, over the stores that hold what can be starred.
    package let starUseCases: Stars
    package let profileUseCases: Profiles
    /// The one search box over the store's indexes (no upstream).
    package let searchEverything: SearchEverything

    /// The log level of one-shot commands unless `--log-level` says otherwise: errors only. A
    /// command says what went wrong upstream in its own words (an error line, "Offline — …");
    /// the per-call log of retries and circuits is for `--log-level warning|info|debug`.
    package static let commandLogLevel = Logger.Level.error

    /// The stores over `database` (SQLite's `AppDatabase` or `PostgresDatabase`) and the use
    /// cases over them; `galaxy`, when given, stands in for the SWAPI store (a test's, which
    /// counts its reads).
    package init(
        database: any SQLDatabase, configuration: StoreConfiguration, logger: Logger, now: Now = CommandClock.now,
        galaxy: (any GalaxyStore)? = nil
    ) {
        let postgres = database as? PostgresDatabase
        self.database = database
        // What the pages read from the datasets and the calendar feeds' owners are kept per
        // version by the stores' keepers (`DataVersions`); the stores themselves keep nothing.
        let launchStore = SQLLaunchStore(database: database)
        let padForecasts = KeptPadForecastStore(launchStore, changes: database)
        self.padForecasts = padForecasts
        let (launches, galaxy, facts) = (
            KeptLaunchStore(launchStore, changes: database, now: now),
            galaxy ?? KeptGalaxyStore(SQLGalaxyStore(database: database), changes: database),
            KeptFactStore(SQLFactStore(database: database), changes: database)
        )
        self.launches = launches
        self.galaxy = galaxy
        self.facts = facts
        datasets = SQLDatasetStore(database: database)
        weather = KeptWeatherStore(SQLWeatherStore(database: database), changes: database)
        astronauts = KeptAstronautStore(SQLAstronautStore(database: database), changes: database)
        profiles = SQLProfileStore(database: database)
        stars = KeptStarStore(SQLStarStore(database: database), changes: database)
        pushes = SQLPushStore(database: database)
        search = SQLSearchIndex(database: database)
        refresherLock = postgres.map { PostgresRefresherLock(database: $0) }
        self.configuration = configuration
        self.logger = logger
        launchLibraryBudget = RequestBudget(perHour: configuration.launchLibraryRequestsPerHour)
        self.postgres = postgres
        self.now = now
        launchUseCases = LaunchUseCases(store: launches, padForecasts: padForecasts)
        galaxyUseCases = GalaxyUseCases(store: galaxy, now: now)
        astronautUseCases = AstronautUseCases(store: astronauts, launches: launches)
        starUseCases = Stars(store: stars, targets: StarTargets(launches: launches, astronauts: astronauts, galaxy: galaxy, facts: facts), now: now)
        profileUseCases = Profiles(store: profiles, now: now)
        searchEverything = SearchEverything(index: search, facts: facts, weather: weather)
    }

    /// Opens (and migrates) the store the configuration names.
    package static func open(_ configuration: StoreConfiguration, defaultLogLevel: Logger.Level = commandLogLevel) async throws -> Composition {
        // Every line carries the id of the request it was written for (`RequestIDLogging`).
        let provider = RequestIDLogging.metadataProvider
        var logger = Logger(label: "almanac") {
            StandardErrorLogHandler(label: $0, format: configuration.logFormat, metadataProvider: provider)
        }
        logger.logLevel = configuration.logLevel ?? defaultLogLevel
        let database: any SQLDatabase
        switch configuration.store {
        case .sqlite(let path):
            do {
                database = try await AppDatabase.open(path: path)
            } catch {
                throw CommandFailure("the store at \(path) cannot be opened: \(error)")
            }
        case .postgres(let location):
            do {
                database = try await PostgresDatabase.open(location, logger: logger, pool: configuration.pool)
            } catch {
                throw CommandFailure("\(error)")
            }
        }
        return Composition(database: database, configuration: configuration, logger: logger)
    }

    package var factsURL: String { configuration.factsURL }

    /// Every dataset's status as this store holds it (no circuits: those live in a server).
    package var storedStatus: ReportStatus {
        ReportStatus(store: datasets, hosts: upstreamHosts(), circuits: [], intervals: RefreshIntervals().byDataset)
    }

    /// What GraphQL answers from: the stores, read without asking any upstream.
    package var graphServices: GraphServices { graphServices(status: storedStatus) }

    /// GraphQL's use cases, with `status` (a server's has its circuits).
    package func graphServices(status: ReportStatus) -> GraphServices {
        GraphServices(
            galaxy: galaxyUseCases.load, launches: launchUseCases, facts: StoredFacts(store: facts), weather: weatherUseCases(nil),
            sections: DatasetID.allCases.compactMap { wiring(of: $0).graphSection }, status: status, now: now)
    }

    /// The facts use cases, asking the facts API on `transport`.
    package func factUseCases(_ transport: UpstreamTransport) -> FactUseCases {
        FactUseCases(source: ChuckNorrisFactSource(baseURL: factsURL, transport: transport), store: facts, now: now)
    }

    /// The weather use cases, asking Open-Meteo on `transport` (nil: stored data only).
    package func weatherUseCases(_ transport: UpstreamTransport?) -> WeatherUseCases {
        WeatherUseCases(source: transport.map(weatherSource), store: weather, now: now)
    }

    /// Open-Meteo's geocoder and forecast on a transport.
    package func weatherSource(_ transport: UpstreamTransport) -> OpenMeteoWeatherSource {
        OpenMeteoWeatherSource(
            geocodingURL: configuration.geocodingURL, forecastURL: configuration.forecastURL,
            transport: transport
        )
    }

    /// The retry policy with the configured first delay.
    package var retryPolicy: RetryPolicy {
        RetryPolicy(baseDelay: configuration.retryDelay)
    }

    /// For bulk syncs: generous timeouts.
    package var syncTransportConfiguration: TransportConfiguration { TransportConfiguration(retry: retryPolicy) }

    /// For calls a viewer is waiting on (a facts search): short timeouts, the same retries.
    package var interactiveTransportConfiguration: TransportConfiguration {
        TransportConfiguration(connectTimeout: .seconds(2), requestTimeout: .seconds(8), retry: retryPolicy, maxBodyBytes: 8 * 1024 * 1024)
    }

    /// Runs `body` with a transport for upstream calls, shutting it down afterwards.
    package func withTransport<Result>(
        _ configuration: TransportConfiguration? = nil,
        _ body: (UpstreamTransport) async throws -> Result
    ) async throws -> Result {
        try await UpstreamTransport.using(configuration ?? syncTransportConfiguration, logger: logger, body)
    }

    /// The top-level folders of a snapshot directory the datasets are written to.
    package static var snapshotFolders: Set<String> { Set(DatasetID.allCases.map(\.snapshotFolder)) }
}

/// A command that could not do its job, with the reason; exits non-zero.
package struct CommandFailure: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
