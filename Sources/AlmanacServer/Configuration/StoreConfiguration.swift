import AlmanacPostgres
import AlmanacUpstream
import Logging

/// Where the store is and where the upstreams are, resolved.
package struct StoreConfiguration: Sendable {
    package var store: StoreLocation
    /// PostgreSQL's connections and waits (unused by SQLite).
    package var pool = PostgresPool()
    package var spacexMirrors: Mirrors
    package var launchLibraryMirrors: Mirrors
    package var launchLibraryRequestsPerHour: Int
    /// The launch providers followed, by Launch Library 2 id; none: every provider.
    package var launchLibraryProviders: [Int]
    package var swapiMirrors: Mirrors
    package var factsURL: String
    package var geocodingURL: String
    package var forecastURL: String
    package var retryDelay: Duration
    /// Nil: the command's own default (warning; info for serve).
    package var logLevel: Logger.Level?
    package var logFormat: LogFormat

    package init(
        store: StoreLocation, pool: PostgresPool = PostgresPool(), spacexMirrors: Mirrors, launchLibraryMirrors: Mirrors,
        launchLibraryRequestsPerHour: Int, launchLibraryProviders: [Int] = [], swapiMirrors: Mirrors, factsURL: String, geocodingURL: String,
        forecastURL: String,
        retryDelay: Duration, logLevel: Logger.Level? = nil, logFormat: LogFormat = .text
    ) {
        self.store = store
        self.pool = pool
        self.spacexMirrors = spacexMirrors
        self.launchLibraryMirrors = launchLibraryMirrors
        self.launchLibraryRequestsPerHour = launchLibraryRequestsPerHour
        self.launchLibraryProviders = launchLibraryProviders
        self.swapiMirrors = swapiMirrors
        self.factsURL = factsURL
        self.geocodingURL = geocodingURL
        self.forecastURL = forecastURL
        self.retryDelay = retryDelay
        self.logLevel = logLevel
        self.logFormat = logFormat
    }
}
