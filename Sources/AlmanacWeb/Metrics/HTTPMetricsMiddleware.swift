import Hummingbird
import Metrics
import Synchronization

/// Counts and times every request by its route's template (`/spacex/launches/{id}`, never the
/// path a visitor typed), method and status: a bounded set of series however many URLs are asked.
struct HTTPMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The swift-metrics handles per series, made once: a request only increments.
    private let handles = HTTPMetricHandles()

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        let response = try await next(request, context)
        // Unmatched paths (404s, scanners) share one series.
        let route = context.endpointPath ?? "unmatched"
        let series = handles.series(route: route, method: request.method.rawValue, status: response.status.code)
        series.requests.increment()
        series.duration.record(duration: ContinuousClock.now - started)
        return response
    }
}

/// The counter and timer of each route, method and status seen.
final class HTTPMetricHandles: Sendable {
    static let requests = "almanac_http_requests_total"
    static let duration = "almanac_http_request_duration_seconds"

    struct Series: Sendable {
        let requests: Counter
        let duration: Metrics.Timer
    }

    private struct Key: Hashable {
        let route: String, method: String, status: Int
    }

    private let made = Mutex<[Key: Series]>([:])

    func series(route: String, method: String, status: Int) -> Series {
        let key = Key(route: route, method: method, status: status)
        if let series = made.withLock({ $0[key] }) { return series }
        let series = Series(
            requests: Counter(label: Self.requests, dimensions: [("route", route), ("method", method), ("status", String(status))]),
            duration: Metrics.Timer(label: Self.duration, dimensions: [("route", route), ("method", method)])
        )
        made.withLock { $0[key] = series }
        return series
    }
}
