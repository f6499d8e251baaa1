import Foundation

/// Why a call to an upstream API failed, typed so callers can decide what to retry and what to say.
public enum UpstreamFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// No usable response: refused, reset, timed out, DNS failure.
    case transport(url: String, reason: String)
    /// The upstream answered with an error status.
    case httpStatus(url: String, status: Int)
    /// The upstream kept answering 429; `retryAfter` is what it last asked for.
    case rateLimited(url: String, retryAfter: Duration?)
    /// The body arrived but is not the shape we expect.
    case decoding(url: String, reason: String)
    /// The body decoded but fails a sanity check (duplicate ids, an empty list, …).
    case invalid(dataset: DatasetID, reason: String)
    /// The host failed repeatedly, so its circuit breaker refuses calls until `until`.
    case circuitOpen(host: String, until: Date)
    /// Not asked at all, for a reason of this server's (a HEAD request is answered from the store).
    case notAsked(url: String, reason: String)

    public var description: String {
        switch self {
        case .transport(let url, let reason): "\(url) unreachable: \(reason)"
        case .httpStatus(let url, let status): "\(url) answered HTTP \(status)"
        case .rateLimited(let url, let retryAfter):
            if let retryAfter { "\(url) is rate limiting requests (retry after \(retryAfter))" } else { "\(url) is rate limiting requests" }
        case .decoding(let url, let reason): "\(url) sent a body that could not be read: \(reason)"
        case .invalid(let dataset, let reason): "\(dataset) data refused: \(reason)"
        case .circuitOpen(let host, let until):
            "\(host) is failing; not asked again before \(until.formatted(.iso8601)) (circuit open)"
        case .notAsked(let url, let reason): "\(url) not asked: \(reason)"
        }
    }

    /// What happened, without the URL (a log line carries that in its own field): "unreachable:
    /// connection refused", "HTTP 503", "rate limited".
    public var outcome: String {
        switch self {
        case .transport(_, let reason): "unreachable: \(reason)"
        case .httpStatus(_, let status): "HTTP \(status)"
        case .rateLimited(_, let retryAfter): retryAfter.map { "rate limited (retry after \($0))" } ?? "rate limited"
        case .decoding(_, let reason): "unreadable body: \(reason)"
        case .invalid(_, let reason): "refused: \(reason)"
        case .circuitOpen(_, let until): "circuit open until \(until.formatted(.iso8601))"
        case .notAsked(_, let reason): "not asked: \(reason)"
        }
    }

    /// Whether trying the same request again may succeed.
    public var isRetryable: Bool {
        switch self {
        case .transport, .rateLimited: true
        case .httpStatus(_, let status): status >= 500 || status == 429
        case .decoding, .invalid, .circuitOpen, .notAsked: false
        }
    }
}
