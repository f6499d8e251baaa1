import AlmanacCore
import ArgumentParser
import Foundation

/// How `serve` keeps its datasets fresh in the background.
struct RefreshOptions: ParsableArguments {
    @Flag(name: .customLong("no-refresh"), help: "Never call the upstreams in the background; pages show what the store holds. [env: ALMANAC_NO_REFRESH=1]")
    var noRefresh = false

    @Option(name: .customLong("spacex-max-age"), help: ArgumentHelp("Refresh SpaceX when older than this (s, m, h, d). [env: ALMANAC_SPACEX_MAX_AGE] (default: 24h)", valueName: "age"))
    var spacex: String?

    @Option(name: .customLong("swapi-max-age"), help: ArgumentHelp("Refresh SWAPI when older than this. [env: ALMANAC_SWAPI_MAX_AGE] (default: 7d)", valueName: "age"))
    var swapi: String?

    @Option(name: .customLong("categories-max-age"), help: ArgumentHelp("Refresh the facts' categories when older than this. [env: ALMANAC_CATEGORIES_MAX_AGE] (default: 24h)", valueName: "age"))
    var categories: String?

    @Option(name: .customLong("forecast-max-age"), help: ArgumentHelp("Refresh saved cities' forecasts when older than this. [env: ALMANAC_FORECAST_MAX_AGE] (default: 30m)", valueName: "age"))
    var forecasts: String?

    @Option(name: .customLong("refresh-check"), help: ArgumentHelp("How often to look for datasets past their age. [env: ALMANAC_REFRESH_CHECK] (default: 1m)", valueName: "age"))
    var check: String?

    /// The refresher is on unless `--no-refresh` or `ALMANAC_NO_REFRESH=1`.
    var isEnabled: Bool { !noRefresh && Environment.value("ALMANAC_NO_REFRESH") != "1" }

    func validate() throws {
        _ = try resolvedIntervals()
        _ = try resolvedCheckInterval()
    }

    func resolvedIntervals() throws -> RefreshIntervals {
        var intervals = RefreshIntervals()
        intervals.spacex = try Self.duration(spacex, flag: "--spacex-max-age", variable: "ALMANAC_SPACEX_MAX_AGE") ?? intervals.spacex
        intervals.swapi = try Self.duration(swapi, flag: "--swapi-max-age", variable: "ALMANAC_SWAPI_MAX_AGE") ?? intervals.swapi
        intervals.factCategories = try Self.duration(categories, flag: "--categories-max-age", variable: "ALMANAC_CATEGORIES_MAX_AGE") ?? intervals.factCategories
        intervals.forecasts = try Self.duration(forecasts, flag: "--forecast-max-age", variable: "ALMANAC_FORECAST_MAX_AGE") ?? intervals.forecasts
        return intervals
    }

    func resolvedCheckInterval() throws -> Duration {
        try Self.duration(check, flag: "--refresh-check", variable: "ALMANAC_REFRESH_CHECK") ?? .seconds(60)
    }

    private static func duration(_ flag: String?, flag name: String, variable: String) throws -> Duration? {
        guard let text = flag ?? Environment.value(variable) else { return nil }
        guard let duration = DurationText.parse(text) else {
            throw ValidationError("\(flag == nil ? variable : name) must be a positive duration such as 90s, 30m, 24h or 7d (got \"\(text)\")")
        }
        return duration
    }
}
