import AlmanacCore
import AlmanacPostgres
import AlmanacServer
import AlmanacUpstream
import ArgumentParser
import Foundation
import Logging

/// Options every command shares: where the store is, where the upstreams are, how much to log,
/// whether to paint.
/// Each is a `Setting`: flag, else variable, else default.
struct StoreOptions: ParsableArguments {
    @Option(name: .customLong(Settings.database.name), help: Settings.database.help(valueName: "path-or-url"))
    var database: String?

    @Option(name: .customLong(Settings.databasePoolSize.name), help: Settings.databasePoolSize.help(valueName: "n"))
    var databasePoolSize: String?

    @Option(name: .customLong(Settings.databaseWait.name), help: Settings.databaseWait.help(valueName: "duration"))
    var databaseWait: String?

    @Option(name: .customLong(Settings.databaseStatementTimeout.name), help: Settings.databaseStatementTimeout.help(valueName: "duration"))
    var databaseStatementTimeout: String?

    @Option(name: .customLong(Settings.spacexURL.name), help: Settings.spacexURL.help(valueName: "urls"))
    var spacexURL: String?

    @Option(name: .customLong(Settings.launchLibraryURL.name), help: Settings.launchLibraryURL.help(valueName: "urls"))
    var launchLibraryURL: String?

    @Option(name: .customLong(Settings.launchLibraryBudget.name), help: Settings.launchLibraryBudget.help(valueName: "count"))
    var launchLibraryBudget: String?

    @Option(name: .customLong(Settings.launchLibraryProviders.name), help: Settings.launchLibraryProviders.help(valueName: "ids"))
    var launchLibraryProviders: String?

    @Option(name: .customLong(Settings.swapiURL.name), help: Settings.swapiURL.help(valueName: "urls"))
    var swapiURL: String?

    @Option(name: .customLong(Settings.factsURL.name), help: Settings.factsURL.help(valueName: "url"))
    var factsURL: String?

    @Option(name: .customLong(Settings.geocodingURL.name), help: Settings.geocodingURL.help(valueName: "url"))
    var geocodingURL: String?

    @Option(name: .customLong(Settings.forecastURL.name), help: Settings.forecastURL.help(valueName: "url"))
    var forecastURL: String?

    @Option(name: .customLong(Settings.retryDelay.name), help: Settings.retryDelay.help(valueName: "ms"))
    var retryDelay: String?

    @Option(name: .customLong(Settings.logLevel.name), help: Settings.logLevel.help(valueName: "level"))
    var logLevel: String?

    @Option(name: .customLong(Settings.logFormat.name), help: Settings.logFormat.help(valueName: "format"))
    var logFormat: String?

    /// Read by `ColorChoice.of` before the command runs; declared here so every command accepts,
    /// validates and documents it.
    @Option(name: .customLong(Settings.color.name), help: Settings.color.help(valueName: "when"))
    var color: String?

    func validate() throws {
        _ = try resolved()
        _ = try Settings.color.resolve(color)
    }

    /// Every value, from its flag, variable or default.
    func resolved() throws(ValidationError) -> StoreConfiguration {
        StoreConfiguration(
            store: try Settings.database.resolve(database) ?? .sqlite(path: Defaults.databasePath()),
            pool: PostgresPool(
                size: try Settings.databasePoolSize.resolve(databasePoolSize) ?? 10,
                waitLimit: try Settings.databaseWait.resolve(databaseWait) ?? .seconds(5),
                statementTimeout: try Settings.databaseStatementTimeout.resolve(databaseStatementTimeout) ?? .seconds(30)
            ),
            spacexMirrors: try Settings.spacexURL.resolve(spacexURL) ?? SpaceXLaunchSource.defaultMirrors,
            launchLibraryMirrors: try Settings.launchLibraryURL.resolve(launchLibraryURL) ?? Mirrors([LaunchLibraryAPISource.defaultBaseURL]),
            launchLibraryRequestsPerHour: try Settings.launchLibraryBudget.resolve(launchLibraryBudget) ?? 10,
            launchLibraryProviders: try Settings.launchLibraryProviders.resolve(launchLibraryProviders) ?? [],
            swapiMirrors: try Settings.swapiURL.resolve(swapiURL) ?? SWAPIGalaxySource.defaultMirrors,
            factsURL: try Settings.factsURL.resolve(factsURL) ?? ChuckNorrisFactSource.defaultBaseURL,
            geocodingURL: try Settings.geocodingURL.resolve(geocodingURL) ?? OpenMeteoWeatherSource.defaultGeocodingURL,
            forecastURL: try Settings.forecastURL.resolve(forecastURL) ?? OpenMeteoWeatherSource.defaultForecastURL,
            retryDelay: try Settings.retryDelay.resolve(retryDelay) ?? .milliseconds(300),
            logLevel: try Settings.logLevel.resolve(logLevel),
            logFormat: try Settings.logFormat.resolve(logFormat) ?? .text
        )
    }
}

extension Composition {
    /// Opens the store named by `options` (flags, variables, defaults).
    static func open(_ options: StoreOptions, defaultLogLevel: Logger.Level = commandLogLevel) async throws -> Composition {
        try await open(try options.resolved(), defaultLogLevel: defaultLogLevel)
    }
}
