import Foundation
import Prometheus

/// How the server listens and what it assumes when the browser does not say.
public struct WebConfiguration: Sendable {
    public var host: String
    public var port: Int
    /// Used when a request names no time zone (`tz` parameter or cookie).
    public var defaultTimeZone: TimeZone
    /// How long a dataset's freshness is reused before the store is asked again; a sync by
    /// another process shows up after at most this long.
    public var freshnessLifetime: Duration
    /// The `Host` names answered besides IP addresses and `localhost` (others get 421).
    public var allowedHosts: AllowedHosts
    /// How much memory drawn pages and encoded API bodies may take together (0: none kept):
    /// two thirds for pages, which are larger, one third for API bodies.
    public var cacheBytes: Int
    var pageCacheBytes: Int { cacheBytes / 3 * 2 }
    var apiCacheBytes: Int { cacheBytes - pageCacheBytes }
    /// The default: with it the server stays under 100 MB resident however many distinct URLs
    /// it is asked for (`benchmarks/pages` measures that).
    public static let defaultCacheBytes = 24 << 20
    /// Where swift-metrics reports to, shown at `/metrics`; nil: no metrics (404).
    public var metrics: PrometheusCollectorRegistry?
    /// One profile for everyone, or one per visitor (see `ProfileMode`).
    public var profiles: ProfileMode
    /// Requests a minute each client may send that make the server ask an upstream (searches,
    /// random facts, "Refresh now"), `upstreamBurst` at once; nil for no limit.
    public var upstreamRequestsPerMinute: Int?
    public var upstreamBurst: Int

    public init(
        host: String = "127.0.0.1", port: Int = 8080,
        defaultTimeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current, freshnessLifetime: Duration = .seconds(1),
        allowedHosts: AllowedHosts = AllowedHosts(), cacheBytes: Int = defaultCacheBytes, metrics: PrometheusCollectorRegistry? = nil,
        profiles: ProfileMode = .local, upstreamRequestsPerMinute: Int? = nil, upstreamBurst: Int = 20
    ) {
        self.profiles = profiles
        self.upstreamRequestsPerMinute = upstreamRequestsPerMinute
        self.upstreamBurst = upstreamBurst
        self.metrics = metrics
        self.cacheBytes = cacheBytes
        self.host = host
        self.port = port
        self.defaultTimeZone = defaultTimeZone
        self.freshnessLifetime = freshnessLifetime
        self.allowedHosts = allowedHosts
    }
}
