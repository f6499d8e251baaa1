import Foundation
import Prometheus

/// How the server listens and what it assumes when the browser does not say.
public struct WebConfiguration: Sendable {
    public var host: String
    public var port: Int
    /// Used when a request names no time zone (`tz` parameter or cookie).
    public var defaultTimeZone: TimeZone
    /// How long the status page's record counts are reused before the store is counted again
    /// (freshness itself is read again at once when it changes: `DataVersions`).
    public var statusLifetime: Duration
    /// The `Host` names answered besides IP addresses and `localhost` (others get 421).
    public var allowedHosts: AllowedHosts
    /// How much memory drawn pages and encoded API bodies may take together (0: none kept):
    /// answers the same for everyone (pages, API bodies, GraphQL answers) 1/2, each visitor's own
    /// pages 5/16 and their own API answers 3/16 (a visitor's own are kept as their differences
    /// from other visitors', `BodyDeltas`).
    public var cacheBytes: Int
    var sharedCacheBytes: Int { cacheBytes / 2 }
    var personalPageCacheBytes: Int { cacheBytes / 16 * 5 }
    var personalAPICacheBytes: Int { cacheBytes - sharedCacheBytes - personalPageCacheBytes }
    /// The default: with it the server stays under 100 MB resident however many distinct URLs
    /// it is asked for (`benchmarks/pages` measures that).
    public static let defaultCacheBytes = 24 << 20
    /// Where swift-metrics reports to, shown at `/metrics`; nil: no metrics (404).
    public var metrics: PrometheusCollectorRegistry?
    /// One profile for everyone, or one per visitor (see `ProfileMode`).
    public var profiles: ProfileMode
    /// Who may say, in `X-Forwarded-For` and `X-Forwarded-Proto`, who the client is: loopback
    /// (a proxy on this machine) and the blocks given with `--trusted-proxy`.
    var trustedProxies: TrustedProxies
    /// How many profiles each client may make an hour (nil: no limit); each may make the hour's
    /// at once.
    public var newProfilesPerHour: Int?
    /// How many whole-list downloads each client may run at once, the server four times as many
    /// (`DownloadSlots`); nil: no limit.
    public var downloadsPerClient: Int?
    /// The upstream APIs answered under `/mirror/` (`MirrorController`).
    public var mirrors: Set<MirroredAPI>
    /// Connection limits and timeouts (see `ConnectionLimits`).
    public var connections: ConnectionLimits
    /// Whether `/metrics` answers (it names upstream hosts: an operator's, not a visitor's).
    public var exposesMetrics: Bool
    /// How long one request may wait on the store, all its reads and writes together
    /// (`StoreDeadline`); nil for a store that never makes a request wait (SQLite).
    public var storeWait: Duration?

    public init(
        host: String = "127.0.0.1", port: Int = 8080,
        defaultTimeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current, statusLifetime: Duration = .seconds(1),
        allowedHosts: AllowedHosts = AllowedHosts(), cacheBytes: Int = defaultCacheBytes, metrics: PrometheusCollectorRegistry? = nil,
        profiles: ProfileMode = .local, newProfilesPerHour: Int? = nil, downloadsPerClient: Int? = 2,
        mirrors: Set<MirroredAPI> = Set(MirroredAPI.allCases), connections: ConnectionLimits = ConnectionLimits(), exposesMetrics: Bool = true
    ) {
        self.downloadsPerClient = downloadsPerClient
        self.mirrors = mirrors
        self.profiles = profiles
        self.newProfilesPerHour = newProfilesPerHour
        self.connections = connections
        self.exposesMetrics = exposesMetrics
        self.trustedProxies = .loopback
        self.metrics = metrics
        self.cacheBytes = cacheBytes
        self.host = host
        self.port = port
        self.defaultTimeZone = defaultTimeZone
        self.statusLifetime = statusLifetime
        self.allowedHosts = allowedHosts
    }

    /// Trusts loopback and these addresses or blocks (`10.0.0.0/8`, `2001:db8::/32`) as proxies;
    /// nil when one is neither.
    public mutating func trustProxies(_ blocks: [String]) -> Bool {
        guard let proxies = TrustedProxies(adding: blocks) else { return false }
        trustedProxies = proxies
        return true
    }

    /// Whether `text` names an address or a block of addresses (`--trusted-proxy`).
    public static func isAddressBlock(_ text: String) -> Bool { IPNetwork(text) != nil }
}
