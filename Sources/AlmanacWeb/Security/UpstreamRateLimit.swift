import AlmanacPresentation
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import Synchronization

/// A token bucket per client for the requests that make the server ask an upstream API (a facts
/// search, a place search, a random fact, "Refresh now"), so a public server cannot be used to
/// hammer the APIs it caches: each client may send `burst` at once, then one every
/// `60 / perMinute` seconds; past that, an honest 429 with `Retry-After`. Everything else (the
/// stored data) is never limited.
final class UpstreamRateLimit: Sendable {
    let perMinute: Int
    let burst: Int
    private let buckets = Mutex<[String: Bucket]>([:])
    private let clock = ContinuousClock()
    /// Forgets idle clients past this many (a full bucket is the same as no bucket).
    private static let clientLimit = 50_000

    private struct Bucket {
        var tokens: Double
        var updated: ContinuousClock.Instant
    }

    init(perMinute: Int, burst: Int) {
        self.perMinute = max(1, perMinute)
        self.burst = max(1, burst)
    }

    /// Takes one request from `client`'s bucket; nil when allowed, else how long until one is.
    func take(_ client: String) -> Duration? {
        let now = clock.now
        let rate = Double(perMinute) / 60
        return buckets.withLock { buckets in
            if buckets.count >= Self.clientLimit { buckets.removeAll(keepingCapacity: true) }
            var bucket = buckets[client] ?? Bucket(tokens: Double(burst), updated: now)
            let elapsed = bucket.updated.duration(to: now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            bucket.tokens = min(Double(burst), bucket.tokens + seconds * rate)
            bucket.updated = now
            defer { buckets[client] = bucket }
            guard bucket.tokens >= 1 else { return .seconds(((1 - bucket.tokens) / rate).rounded(.up)) }
            bucket.tokens -= 1
            return nil
        }
    }

    /// Who is asking: the peer's address, or, when the peer is a proxy on this machine (nginx in
    /// front), the address that proxy saw, the last one it appended to `X-Forwarded-For`.
    static func client(_ request: Request, peer: SocketAddress?) -> String {
        let address = peer?.ipAddress ?? "unknown"
        guard address == "127.0.0.1" || address == "::1",
              let forwarded = request.headers[HTTPField.Name("X-Forwarded-For")!]?.split(separator: ",").last
        else { return address }
        return forwarded.trimmingCharacters(in: .whitespaces)
    }

    /// Whether answering `request` may make the server ask an upstream.
    static func reachesUpstream(_ request: Request) -> Bool {
        let path = request.uri.path
        switch request.method {
        case .get:
            if [RouteTemplate.apiFactsSearch.pattern, RouteTemplate.apiGeocode.pattern, RouteTemplate.apiRandomFact.pattern,
                RouteTemplate.randomFact.pattern].contains(path) { return true }
            // The pages search only when asked to.
            return [RouteTemplate.facts.pattern, RouteTemplate.weather.pattern].contains(path) && request.uri.queryParameters.get("q") != nil
        case .post:
            return path.hasPrefix(RouteTemplate.refresh.path("")) || path.hasPrefix(RouteTemplate.apiRefresh.path(""))
        default:
            return false
        }
    }
}

/// Applies `UpstreamRateLimit` before the routes run.
struct UpstreamRateLimitMiddleware: RouterMiddleware {
    typealias Context = AlmanacRequestContext
    let limit: UpstreamRateLimit
    /// The answer, as JSON or as a page.
    let refuse: @Sendable (APIError, Request, Logger) -> Response

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard UpstreamRateLimit.reachesUpstream(request),
              let wait = limit.take(UpstreamRateLimit.client(request, peer: context.remoteAddress))
        else { return try await next(request, context) }
        let seconds = String(max(1, wait.components.seconds))
        return refuse(APIError(
            status: .tooManyRequests, code: "rate_limited",
            message: "Too many searches or refreshes from your address (\(limit.perMinute) a minute, \(limit.burst) at once); try again in \(seconds) s.",
            headers: [.retryAfter: seconds]
        ), request, context.logger)
    }
}
