import AlmanacCore
import Metrics

/// Every upstream call counted and timed through swift-metrics (the server reports them at
/// `/metrics`): by API, host and an outcome from a short fixed list, so the series stay few
/// whatever the upstreams answer.
enum UpstreamCallMetrics {
    static let calls = "almanac_upstream_requests_total"
    static let duration = "almanac_upstream_request_duration_seconds"

    static func record(api: String, host: String, outcome: Outcome, elapsed: Duration) {
        Counter(label: calls, dimensions: [("api", api), ("host", host), ("outcome", outcome.rawValue)]).increment()
        Metrics.Timer(label: duration, dimensions: [("api", api), ("host", host)]).record(duration: elapsed)
    }

    enum Outcome: String {
        case ok
        case notModified = "not_modified"
        case httpError = "http_error"
        case rateLimited = "rate_limited"
        case unreachable, undecodable, refused

        init(status: Int) { self = status == 304 ? .notModified : .ok }

        init(_ failure: UpstreamFailure) {
            self =
                switch failure {
                case .transport: .unreachable
                case .httpStatus: .httpError
                case .rateLimited: .rateLimited
                case .decoding: .undecodable
                case .invalid, .circuitOpen, .notAsked: .refused
                }
        }
    }
}
