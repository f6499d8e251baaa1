import AlmanacCore
import AlmanacStore
import AlmanacUpstream
import Foundation
import Logging

/// The composition root: the only place that picks concrete stores, sources and transports.
struct Composition {
    let database: AppDatabase
    let launches: SQLiteLaunchStore
    let galaxy: SQLiteGalaxyStore
    let datasets: SQLiteDatasetStore
    let facts: SQLiteFactStore
    let weather: SQLiteWeatherStore
    let configuration: StoreConfiguration
    let logger: Logger

    /// Opens (and migrates) the store the configuration names.
    static func open(_ configuration: StoreConfiguration, defaultLogLevel: Logger.Level = .warning) throws -> Composition {
        var logger = Logger(label: "almanac") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = configuration.logLevel ?? defaultLogLevel
        let path = configuration.databasePath
        let database: AppDatabase
        do {
            database = try AppDatabase.open(path: path)
        } catch {
            throw CommandFailure("the store at \(path) cannot be opened: \(error)")
        }
        return Composition(
            database: database, launches: SQLiteLaunchStore(database: database), galaxy: SQLiteGalaxyStore(database: database),
            datasets: SQLiteDatasetStore(database: database), facts: SQLiteFactStore(database: database),
            weather: SQLiteWeatherStore(database: database), configuration: configuration, logger: logger
        )
    }

    /// Opens the store named by `options` (flags, variables, defaults).
    static func open(_ options: StoreOptions, defaultLogLevel: Logger.Level = .warning) throws -> Composition {
        try open(try options.resolved(), defaultLogLevel: defaultLogLevel)
    }

    var factsURL: String { configuration.factsURL }

    /// The SpaceX use cases over the store.
    var launchUseCases: LaunchUseCases { LaunchUseCases(store: launches) }

    /// The Star Wars use cases over the store.
    var galaxyUseCases: GalaxyUseCases { GalaxyUseCases(store: galaxy) }

    /// The facts use cases, asking the facts API on `transport`.
    func factUseCases(_ transport: UpstreamTransport) -> FactUseCases {
        FactUseCases(source: ChuckNorrisFactSource(baseURL: factsURL, transport: transport), store: facts)
    }

    /// The weather use cases, asking Open-Meteo on `transport` (nil: stored data only).
    func weatherUseCases(_ transport: UpstreamTransport?) -> WeatherUseCases {
        WeatherUseCases(source: transport.map(weatherSource), store: weather)
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
        let transport = UpstreamTransport(configuration: configuration ?? syncTransportConfiguration, logger: logger)
        do {
            let result = try await body(transport)
            try await transport.shutdown()
            return result
        } catch {
            try? await transport.shutdown()
            throw error
        }
    }

    /// The top-level folders of a snapshot directory the datasets are written to.
    static var snapshotFolders: Set<String> { Set(DatasetID.allCases.map(\.snapshotFolder)) }

    /// What an import did: a line per dataset imported, and per dataset refused, why.
    struct ImportReport {
        var imported: [String] = []
        var refused: [String] = []
    }

    /// Imports every dataset a snapshot directory holds, each in its own transaction, so one
    /// refused dataset (its reason reported) leaves the others imported and itself unchanged;
    /// throws when the directory holds none. `onlyIfEmpty` skips datasets the store already has.
    func importSnapshot(from directory: URL, onlyIfEmpty: Bool = false) async throws -> ImportReport {
        let spacex = SnapshotLaunchSource(directory: directory)
        let swapi = SnapshotGalaxySource(directory: directory)
        let facts = SnapshotFactsReader(directory: directory)
        let weather = SnapshotWeatherReader(directory: directory)
        guard spacex.isPresent || swapi.isPresent || facts.isPresent || weather.isPresent else {
            throw CommandFailure("\(directory.path) holds no snapshot data (expected spacex/v4/*.json, swapi/*.json, chucknorris/jokes.json or openmeteo/)")
        }
        var report = ImportReport()
        func run(_ dataset: DatasetID, present: Bool, _ body: () async throws -> String) async throws {
            guard present else { return }
            if onlyIfEmpty, try await datasets.freshness(of: dataset) != nil { return }
            do {
                report.imported.append(try await body())
            } catch {
                report.refused.append("\(dataset.displayName): \(error)")
            }
        }
        try await run(.spacex, present: spacex.isPresent) {
            let summary = try await SyncSpaceX(source: spacex, store: launches, checksAgainstStored: false)()
            return "SpaceX: \(summary.launches) launches, \(summary.rockets) rockets, \(summary.launchpads) launchpads"
        }
        try await run(.swapi, present: swapi.isPresent) {
            let summary = try await SyncGalaxy(source: swapi, store: galaxy, checksAgainstStored: false)()
            return "SWAPI: \(summary.countsText)" + Self.danglingText(summary.danglingLinks)
        }
        try await run(.facts, present: facts.isPresent) {
            let snapshot = try facts.read()
            try await ImportFacts(store: self.facts)(snapshot)
            return "Chuck Norris facts: \(snapshot.facts.count) facts, \(snapshot.categories?.count ?? 0) categories"
        }
        try await run(.weather, present: weather.isPresent) {
            let summary = try await ImportWeather(store: self.weather)(try weather.read())
            return "Weather: \(summary.places) places, \(summary.forecasts) forecasts (\(summary.forecastsForSavedCities) for saved cities), \(summary.geocodings) place searches"
        }
        return report
    }

    /// "; 1 dangling link (people/17)" when links point at records that do not exist.
    static func danglingText(_ references: [GalaxyReference]) -> String {
        guard !references.isEmpty else { return "" }
        let listed = references.prefix(5).map(\.description).joined(separator: ", ") + (references.count > 5 ? ", …" : "")
        return "; \(references.count) dangling link\(references.count == 1 ? "" : "s") (\(listed))"
    }
}

/// A command that could not do its job, with the reason; exits non-zero.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
