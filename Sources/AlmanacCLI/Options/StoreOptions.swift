import AlmanacCore
import AlmanacUpstream
import ArgumentParser
import Foundation

/// Options every command shares: where the store is, where the upstreams are, how much to log.
struct StoreOptions: ParsableArguments {
    @Option(name: .customLong("db"), help: ArgumentHelp("SQLite store file. [env: ALMANAC_DB] (default: $XDG_DATA_HOME/almanac/almanac.sqlite)", valueName: "path"))
    var databasePath: String?

    @Option(name: .customLong("spacex-url"), help: ArgumentHelp("SpaceX API base URLs, tried in order, comma-separated. [env: ALMANAC_SPACEX_URL] (default: \(SpaceXLaunchSource.defaultMirrors))", valueName: "urls"))
    var spacexURL: String?

    @Option(name: .customLong("swapi-url"), help: ArgumentHelp("SWAPI base URLs, tried in order, comma-separated. [env: ALMANAC_SWAPI_URL] (default: \(Settings.defaultSWAPIMirrors))", valueName: "urls"))
    var swapiURL: String?

    @Option(name: .customLong("facts-url"), help: ArgumentHelp("Chuck Norris facts API base URL. [env: ALMANAC_FACTS_URL] (default: \(ChuckNorrisFactSource.defaultBaseURL))", valueName: "url"))
    var factsURL: String?

    @Option(name: .customLong("geocoding-url"), help: ArgumentHelp("Open-Meteo geocoding API base URL. [env: ALMANAC_GEOCODING_URL] (default: \(OpenMeteoWeatherSource.defaultGeocodingURL))", valueName: "url"))
    var geocodingURL: String?

    @Option(name: .customLong("forecast-url"), help: ArgumentHelp("Open-Meteo forecast API base URL. [env: ALMANAC_FORECAST_URL] (default: \(OpenMeteoWeatherSource.defaultForecastURL))", valueName: "url"))
    var forecastURL: String?

    @Option(name: .customLong("retry-delay"), help: ArgumentHelp("Wait before retrying a failed upstream call, doubled for each further attempt. [env: ALMANAC_RETRY_DELAY_MS] (default: 300)", valueName: "ms"))
    var retryDelay: Int?

    @Option(name: .customLong("log-level"), help: ArgumentHelp("trace, debug, info, notice, warning, error or critical. [env: ALMANAC_LOG_LEVEL] (default: warning; info for serve)", valueName: "level"))
    var logLevel: String?

    func validate() throws {
        _ = try resolvedSpaceXMirrors()
        for (flag, url) in [("--facts-url", resolvedFactsURL()), ("--geocoding-url", resolvedGeocodingURL()), ("--forecast-url", resolvedForecastURL())] {
            if let url, URL(string: url)?.scheme.map({ ["http", "https"].contains($0) }) != true {
                throw ValidationError("\(flag) must be an http or https URL (got \"\(url)\")")
            }
        }
        _ = try resolvedSWAPIMirrors()
        if let text = Environment.value("ALMANAC_RETRY_DELAY_MS"), retryDelay == nil, WholeNumber.parse(text) == nil {
            throw ValidationError("ALMANAC_RETRY_DELAY_MS must be a whole number of milliseconds (got \"\(text)\")")
        }
        if let delay = resolvedRetryDelay(), !(0...60_000).contains(delay) {
            throw ValidationError("--retry-delay must be from 0 to 60000 ms (got \(delay))")
        }
        if let level = logLevel ?? Environment.value("ALMANAC_LOG_LEVEL"), Settings.logLevel(level) == nil {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical (got \"\(level)\")")
        }
    }

    /// Flag, else `ALMANAC_DB`, else the user's data directory.
    func resolvedDatabasePath() -> String {
        databasePath ?? Environment.value("ALMANAC_DB") ?? Settings.defaultDatabasePath()
    }

    /// The SWAPI mirrors: flag, else `ALMANAC_SWAPI_URL`, else swapi.dev and its two mirrors.
    func resolvedSWAPIMirrors() throws -> Mirrors {
        try Self.mirrors(swapiURL ?? Environment.value("ALMANAC_SWAPI_URL"), flag: "--swapi-url", default: SWAPIGalaxySource.defaultMirrors)
    }

    /// The SpaceX mirrors: flag, else `ALMANAC_SPACEX_URL`, else api.spacexdata.com.
    func resolvedSpaceXMirrors() throws -> Mirrors {
        try Self.mirrors(spacexURL ?? Environment.value("ALMANAC_SPACEX_URL"), flag: "--spacex-url", default: SpaceXLaunchSource.defaultMirrors)
    }

    private static func mirrors(_ text: String?, flag: String, default mirrors: Mirrors) throws -> Mirrors {
        guard let text else { return mirrors }
        do {
            return try Mirrors(parsing: text, name: flag)
        } catch {
            throw ValidationError(error.message)
        }
    }

    func resolvedFactsURL() -> String? {
        factsURL ?? Environment.value("ALMANAC_FACTS_URL")
    }

    func resolvedGeocodingURL() -> String? {
        geocodingURL ?? Environment.value("ALMANAC_GEOCODING_URL")
    }

    func resolvedForecastURL() -> String? {
        forecastURL ?? Environment.value("ALMANAC_FORECAST_URL")
    }

    func resolvedRetryDelay() -> Int? {
        retryDelay ?? Environment.value("ALMANAC_RETRY_DELAY_MS").flatMap(WholeNumber.parse)
    }
}

/// Reads `ALMANAC_*` variables; empty values count as unset.
public enum Environment {
    /// The variables commands see: the process's, unless a test runs a command with its own.
    @TaskLocal public static var variables: [String: String] = ProcessInfo.processInfo.environment

    static func value(_ name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }
}
