import AlmanacCore
import AlmanacPostgres
import AlmanacServer
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Logging

/// Every setting of `almanac`, declared once: flag, variable, default and parsing.
enum Settings {
    static let database = Setting<StoreLocation>(
        name: "db", variable: "ALMANAC_DB", summary: "The store: a SQLite file, or postgres://user:password@host:port/database.",
        defaultText: "$XDG_DATA_HOME/almanac/almanac.sqlite",
        expected: "a file path or postgres://user[:password]@host[:port]/database[?sslmode=disable|require]",
        parse: StoreLocation.parse,
        // A PostgreSQL URL may carry a password: never echoed.
        quoted: { PostgresLocation.isPostgresURL($0) ? "postgres://…" : $0 }
    )
    static let databasePoolSize = Setting<Int>(
        name: "db-pool-size", variable: "ALMANAC_DB_POOL_SIZE",
        summary:
            "PostgreSQL: connections each instance keeps (plus one for the refresher lock); size by PostgreSQL's max_connections divided by instances.",
        defaultText: "10", expected: "a whole number from 1 to 500", parse: { WholeNumber.parse($0).flatMap { (1...500).contains($0) ? $0 : nil } }
    )
    static let databaseWait = duration(
        "db-wait", "ALMANAC_DB_WAIT", "PostgreSQL: how long a request waits for a connection and its answer before a 503.", "5s"
    )
    static let databaseStatementTimeout = duration(
        "db-statement-timeout", "ALMANAC_DB_STATEMENT_TIMEOUT", "PostgreSQL: the server ends any statement running longer.", "30s"
    )
    static let spacexURL = mirrors(
        "spacex-url", "ALMANAC_SPACEX_URL", "SpaceX API base URLs, tried in order, comma-separated.", SpaceXLaunchSource.defaultMirrors)
    static let launchLibraryURL = mirrors(
        "ll2-url", "ALMANAC_LL2_URL", "Launch Library 2 base URLs, tried in order, comma-separated.", Mirrors([LaunchLibraryAPISource.defaultBaseURL])
    )
    static let launchLibraryBudget = Setting<Int>(
        name: "ll2-requests-per-hour", variable: "ALMANAC_LL2_REQUESTS_PER_HOUR",
        summary: "At most this many Launch Library 2 requests an hour (its free tier allows about 15).", defaultText: "10",
        expected: "a whole number from 1 to 10000", parse: { WholeNumber.parse($0).flatMap { (1...10_000).contains($0) ? $0 : nil } }
    )
    static let launchLibraryProviders = Setting<[Int]>(
        name: "ll2-providers", variable: "ALMANAC_LL2_PROVIDERS",
        summary: "Follow only these launch providers, by Launch Library 2 id, comma-separated (121 is SpaceX, 147 Rocket Lab).",
        defaultText: "every provider", expected: "Launch Library 2 agency ids separated by commas, such as 121,147",
        parse: { text in
            let ids = text.split(separator: ",").map { WholeNumber.parse($0.trimmingCharacters(in: .whitespaces)) }
            guard !ids.isEmpty, ids.count <= 50, ids.allSatisfy({ ($0 ?? 0) >= 1 }) else { return nil }
            return ids.compactMap { $0 }
        }
    )
    static let swapiURL = mirrors(
        "swapi-url", "ALMANAC_SWAPI_URL", "SWAPI base URLs, tried in order, comma-separated.", SWAPIGalaxySource.defaultMirrors)
    static let factsURL = url("facts-url", "ALMANAC_FACTS_URL", "Chuck Norris facts API base URL.", ChuckNorrisFactSource.defaultBaseURL)
    static let geocodingURL = url(
        "geocoding-url", "ALMANAC_GEOCODING_URL", "Open-Meteo geocoding API base URL.", OpenMeteoWeatherSource.defaultGeocodingURL)
    static let forecastURL = url(
        "forecast-url", "ALMANAC_FORECAST_URL", "Open-Meteo forecast API base URL.", OpenMeteoWeatherSource.defaultForecastURL)
    static let retryDelay = Setting<Duration>(
        name: "retry-delay", variable: "ALMANAC_RETRY_DELAY_MS",
        summary: "Wait before retrying a failed upstream call, in ms, doubled for each further attempt.", defaultText: "300",
        expected: "a whole number of milliseconds from 0 to 60000",
        parse: { WholeNumber.parse($0).flatMap { (0...60_000).contains($0) ? .milliseconds($0) : nil } }
    )
    static let logLevel = Setting<Logger.Level>(
        name: "log-level", variable: "ALMANAC_LOG_LEVEL",
        summary: "trace, debug, info, notice, warning, error or critical.", defaultText: "error; info for serve",
        expected: "one of trace, debug, info, notice, warning, error, critical", parse: { Logger.Level(rawValue: $0.lowercased()) }
    )
    static let logFormat = Setting<LogFormat>(
        name: "log-format", variable: "ALMANAC_LOG_FORMAT",
        summary: "text, or json for one JSON object per line (time, level, message, request_id, …).", defaultText: "text",
        expected: "text or json", parse: { LogFormat(rawValue: $0.lowercased()) }
    )
    static let color = Setting<ColorChoice>(
        name: "color", variable: "ALMANAC_COLOR",
        summary: "Colour on a terminal: never, auto or always (NO_COLOR set means never unless this flag says otherwise).",
        defaultText: "auto", expected: "never, auto or always", parse: { ColorChoice(rawValue: $0.lowercased()) }
    )
    static let timeZone = Setting<TimeZone>(
        name: "time-zone", variable: "ALMANAC_TIME_ZONE",
        summary: "Time zone for dates (serve: for viewers whose browser does not say).", defaultText: "serve: UTC; commands: the system's",
        expected: "an IANA time zone such as Europe/Berlin or UTC", parse: { TimeZone(identifier: $0) }
    )
    static let host = Setting<String>(
        name: "host", variable: "ALMANAC_HOST", summary: "Address to listen on.", defaultText: "127.0.0.1",
        expected: "a host name or address", parse: { $0.isEmpty ? nil : $0 }
    )
    static let port = Setting<Int>(
        name: "port", variable: "ALMANAC_PORT", summary: "Port to listen on; 0 picks a free one.", defaultText: "8080",
        expected: "from 0 to 65535", parse: { WholeNumber.parse($0).flatMap { (0...65535).contains($0) ? $0 : nil } }
    )
    static let profiles = Setting<ProfileMode>(
        name: "profiles", variable: "ALMANAC_PROFILES",
        summary: "local (one profile for every browser and the CLI) or per-visitor (each browser its own, in a cookie).",
        defaultText: "local on a loopback --host, else per-visitor", expected: "local or per-visitor",
        parse: { ProfileMode(rawValue: $0.lowercased()) }
    )
    static let profileMaxAge = Setting<Int>(
        name: "profile-max-age-days", variable: "ALMANAC_PROFILE_MAX_AGE_DAYS",
        summary: "Delete a visitor's profile unused for this many days.", defaultText: "180",
        expected: "a whole number of days, 1 or more", parse: { WholeNumber.parse($0).flatMap { $0 >= 1 ? $0 : nil } }
    )
    static let upstreamRequestsPerMinute = Setting<Int>(
        name: "upstream-requests-per-minute", variable: "ALMANAC_UPSTREAM_REQUESTS_PER_MINUTE",
        summary:
            "Upstream calls (searches, lookups, forecasts, refreshes) each client address may cause a minute (20 at once); beyond, 429 with Retry-After. 0: no limit.",
        defaultText: "60", expected: "a whole number of requests", parse: { WholeNumber.parse($0) }
    )
    static let imageRequestsPerMinute = Setting<Int>(
        name: "image-requests-per-minute", variable: "ALMANAC_IMAGE_REQUESTS_PER_MINUTE",
        summary: "Images not yet cached each client address may have the proxy fetch a minute (120 at once); beyond, 429. 0: no limit.",
        defaultText: "240", expected: "a whole number of requests", parse: { WholeNumber.parse($0) }
    )
    static let newProfilesPerHour = Setting<Int>(
        name: "new-profiles-per-hour", variable: "ALMANAC_NEW_PROFILES_PER_HOUR",
        summary:
            "Profiles each client address may make an hour (all at once, if it likes); beyond, a change is 429 and a search is not remembered. 0: no limit.",
        defaultText: "20", expected: "a whole number of profiles", parse: { WholeNumber.parse($0) }
    )
    static let mirrors = Setting<Set<MirroredAPI>>(
        name: "mirror", variable: "ALMANAC_MIRRORS",
        summary:
            "The upstream APIs answered under /mirror/ in their own shapes: spacex, swapi, ll2, chucknorris, open-meteo (comma-separated), or none.",
        defaultText: "all of them", expected: "spacex, swapi, ll2, chucknorris or open-meteo separated by commas, or none", parse: MirroredAPI.parse
    )
    static let downloadsPerClient = Setting<Int>(
        name: "downloads-per-client", variable: "ALMANAC_DOWNLOADS_PER_CLIENT",
        summary:
            "Whole-list downloads (/launches/all.csv…) each client address may run at once, the server four times as many; beyond, 429 with Retry-After. 0: no limit.",
        defaultText: "2", expected: "a whole number of downloads", parse: { WholeNumber.parse($0) }
    )
    static let trustedProxies = Setting<[String]>(
        name: "trusted-proxy", variable: "ALMANAC_TRUSTED_PROXIES",
        summary:
            "An address or block (10.0.0.0/8) of a proxy whose X-Forwarded-For and X-Forwarded-Proto are believed, besides loopback; repeat for several (the variable: comma-separated).",
        defaultText: "loopback only", expected: "IP addresses or CIDR blocks separated by commas",
        parse: { text in
            let blocks = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return blocks.allSatisfy(WebConfiguration.isAddressBlock) ? blocks : nil
        }
    )
    static let idleTimeout = duration("idle-timeout", "ALMANAC_IDLE_TIMEOUT", "Close a kept-alive connection with no request after this long.", "30s")
    static let headerTimeout = duration(
        "header-timeout", "ALMANAC_HEADER_TIMEOUT", "Close a connection whose request headers are not complete this long after their first byte.",
        "10s")
    static let bodyTimeout = duration(
        "body-timeout", "ALMANAC_BODY_TIMEOUT", "Close a connection whose request body is not complete this long after its headers.", "30s")
    static let connectionsPerClient = Setting<Int>(
        name: "connections-per-client", variable: "ALMANAC_CONNECTIONS_PER_CLIENT",
        summary: "Connections one client address may hold open at once (a trusted proxy is exempt); further ones are closed. 0: no limit.",
        defaultText: "64", expected: "a whole number of connections", parse: { WholeNumber.parse($0) }
    )
    static let forecastsPerCycle = Setting<Int>(
        name: "forecasts-per-cycle", variable: "ALMANAC_FORECASTS_PER_CYCLE",
        summary:
            "At most this many forecasts the refresher fetches per --forecast-max-age (one per distinct place, most recently used first); the rest wait, and /status says so.",
        defaultText: "200 (about 9,600 a day at 30m, within Open-Meteo's free 10,000)", expected: "a whole number from 1",
        parse: { WholeNumber.parse($0).flatMap { $0 >= 1 ? $0 : nil } }
    )
    static let metrics = Setting<Bool>(
        name: "metrics", variable: "ALMANAC_METRICS",
        summary: "Answer /metrics (it names upstream hosts and counts: for an operator's scraper).",
        defaultText: "on for a loopback --host, else off", expected: "on or off",
        parse: { ["on": true, "off": false, "1": true, "0": false, "true": true, "false": false][$0.lowercased()] }
    )
    static let push = Setting<Bool>(
        name: "push", variable: "ALMANAC_PUSH",
        summary: "Send reminders of starred launches by Web Push (the instance that refreshes sends them).",
        defaultText: "on", expected: "on or off",
        parse: { ["on": true, "off": false, "1": true, "0": false, "true": true, "false": false][$0.lowercased()] }
    )
    static let pushContact = Setting<String>(
        name: "push-contact", variable: "ALMANAC_PUSH_CONTACT",
        summary: "Who push services may contact about this server's pushes (the VAPID subject).",
        defaultText: "mailto:almanac@localhost", expected: "a mailto: or https: URL",
        parse: { $0.hasPrefix("mailto:") || $0.hasPrefix("https://") ? $0 : nil }
    )
    static let snapshot = Setting<String>(
        name: "snapshot", variable: "ALMANAC_SNAPSHOT",
        summary: "Import the datasets of this snapshot directory the store does not hold yet.", defaultText: nil,
        expected: "a snapshot directory", parse: { $0 }
    )
    static let imageCache = Setting<String>(
        name: "image-cache", variable: "ALMANAC_IMAGE_CACHE", summary: "Folder for cached images (64 MB).",
        defaultText: "$XDG_CACHE_HOME/almanac/images", expected: "a folder path", parse: { $0 }
    )
    static let allowedHosts = Setting<[String]>(
        name: "allowed-host", variable: "ALMANAC_ALLOWED_HOSTS",
        summary:
            "A host name the server answers to besides IP addresses, localhost and --host; repeat for several (the variable: comma-separated), * for any.",
        defaultText: nil, expected: "host names separated by commas",
        parse: { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
    )
    static let noRefresh = Setting<Bool>(
        name: "no-refresh", variable: "ALMANAC_NO_REFRESH",
        summary: "Never call the upstreams in the background; pages show what the store holds.", defaultText: nil,
        expected: "1 or 0", parse: { ["1": true, "0": false, "true": true, "false": false][$0.lowercased()] }
    )
    static let cacheMemory = Setting<Int>(
        name: "cache-memory", variable: "ALMANAC_CACHE_MEMORY",
        summary: "Memory for pages and API answers kept ready, in MB (0 keeps none).", defaultText: "24",
        expected: "a whole number of MB from 0 to 4096", parse: { WholeNumber.parse($0).flatMap { (0...4096).contains($0) ? $0 : nil } }
    )
    static let refreshCheck = duration("refresh-check", "ALMANAC_REFRESH_CHECK", "How often to look for datasets past their age.", "1m")

    /// `--spacex-max-age` …: how old a dataset may get before the refresher fetches it again.
    static func maxAge(_ dataset: DatasetID) -> Setting<Duration> {
        let part = dataset.refreshedPart
        return duration(
            "\(part)-max-age", "ALMANAC_\(part.uppercased())_MAX_AGE",
            "Refresh \(dataset.displayName)\(dataset == .facts ? "' categories" : dataset == .weather ? " forecasts" : dataset == .launchLibrary ? "'s upcoming launches (previous: \(SyncLaunchLibrary.previousAgeFactor)× this)" : "") when older than this (s, m, h, d).",
            DurationText.format(dataset.defaultMaxAge)
        )
    }

    /// Every setting's flag and variable, for the table in docs/configuration.md.
    static var all: [(flag: String, variable: String)] {
        let fixed: [(String, String)] = [
            (database.flag, database.variable), (databasePoolSize.flag, databasePoolSize.variable),
            (databaseWait.flag, databaseWait.variable), (databaseStatementTimeout.flag, databaseStatementTimeout.variable),
            (spacexURL.flag, spacexURL.variable),
            (launchLibraryURL.flag, launchLibraryURL.variable), (launchLibraryBudget.flag, launchLibraryBudget.variable),
            (launchLibraryProviders.flag, launchLibraryProviders.variable),
            (swapiURL.flag, swapiURL.variable),
            (factsURL.flag, factsURL.variable), (geocodingURL.flag, geocodingURL.variable), (forecastURL.flag, forecastURL.variable),
            (retryDelay.flag, retryDelay.variable), (logLevel.flag, logLevel.variable), (logFormat.flag, logFormat.variable),
            (color.flag, color.variable), (timeZone.flag, timeZone.variable),
            (host.flag, host.variable), (port.flag, port.variable), (snapshot.flag, snapshot.variable),
            (imageCache.flag, imageCache.variable), (allowedHosts.flag, allowedHosts.variable), (noRefresh.flag, noRefresh.variable),
            (cacheMemory.flag, cacheMemory.variable),
            (refreshCheck.flag, refreshCheck.variable), (profiles.flag, profiles.variable), (profileMaxAge.flag, profileMaxAge.variable),
            (upstreamRequestsPerMinute.flag, upstreamRequestsPerMinute.variable), (imageRequestsPerMinute.flag, imageRequestsPerMinute.variable),
            (newProfilesPerHour.flag, newProfilesPerHour.variable), (downloadsPerClient.flag, downloadsPerClient.variable),
            (mirrors.flag, mirrors.variable),
            (trustedProxies.flag, trustedProxies.variable),
            (idleTimeout.flag, idleTimeout.variable), (headerTimeout.flag, headerTimeout.variable), (bodyTimeout.flag, bodyTimeout.variable),
            (connectionsPerClient.flag, connectionsPerClient.variable), (forecastsPerCycle.flag, forecastsPerCycle.variable),
            (metrics.flag, metrics.variable), (push.flag, push.variable), (pushContact.flag, pushContact.variable),
        ]
        return fixed + DatasetID.allCases.map { (maxAge($0).flag, maxAge($0).variable) }
    }

    private static func mirrors(_ name: String, _ variable: String, _ summary: String, _ defaults: Mirrors) -> Setting<Mirrors> {
        Setting(
            name: name, variable: variable, summary: summary, defaultText: defaults.description,
            expected: "http or https base URLs separated by commas", parse: { Mirrors(parsing: $0) }
        )
    }

    private static func url(_ name: String, _ variable: String, _ summary: String, _ defaultURL: String) -> Setting<String> {
        Setting(
            name: name, variable: variable, summary: summary, defaultText: defaultURL, expected: "an http or https URL",
            parse: { text in
                guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else { return nil }
                return text.hasSuffix("/") ? String(text.dropLast()) : text
            }
        )
    }

    private static func duration(_ name: String, _ variable: String, _ summary: String, _ defaultText: String) -> Setting<Duration> {
        Setting(
            name: name, variable: variable, summary: summary, defaultText: defaultText,
            expected: "a positive duration such as 90s, 30m, 24h or 7d (at most a year)", parse: DurationText.parse
        )
    }
}
