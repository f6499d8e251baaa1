import Hummingbird
import Metrics
import Synchronization

/// Counts and times every request (`FrontDoorMiddleware`) by its route's template
/// (`/launches/{id}`, never the path a visitor typed), method and status: a bounded set
/// of series however many URLs are asked. The swift-metrics handles of each series are made
/// once: a request only increments.
final class HTTPMetricHandles: Sendable {
    static let requests = "almanac_http_requests_total"
    static let duration = "almanac_http_request_duration_seconds"

    private struct Series: Sendable {
        let requests: Counter
        let duration: Metrics.Timer
    }

    private struct Key: Hashable {
        let route: String, method: String, status: Int
    }

    private let made = Mutex<[Key: Series]>([:])

    /// Counts a request answered with `status` after `duration`; `route` is nil for a path no
    /// route matched (404s, scanners), which share one series.
    func record(route: String?, method: HTTPRequest.Method, status: Int, duration: Duration) {
        let series = series(route: route ?? "unmatched", method: method.rawValue, status: status)
        series.requests.increment()
        series.duration.record(duration: duration)
    }

    private func series(route: String, method: String, status: Int) -> Series {
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
