import Foundation

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
    /// How many bytes of drawn pages and of encoded API bodies are kept in memory (0: none).
    public var pageCacheBytes: Int
    public var apiCacheBytes: Int

    public init(
        host: String = "127.0.0.1", port: Int = 8080,
        defaultTimeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current, freshnessLifetime: Duration = .seconds(1),
        allowedHosts: AllowedHosts = AllowedHosts(), pageCacheBytes: Int = 24 << 20, apiCacheBytes: Int = 16 << 20
    ) {
        self.pageCacheBytes = pageCacheBytes
        self.apiCacheBytes = apiCacheBytes
        self.host = host
        self.port = port
        self.defaultTimeZone = defaultTimeZone
        self.freshnessLifetime = freshnessLifetime
        self.allowedHosts = allowedHosts
    }
}
