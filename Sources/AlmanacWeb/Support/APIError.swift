import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// A failure as the API and the pages report it: a status, a stable code and a sentence.
struct APIError: Error, Sendable {
    let status: HTTPResponse.Status
    let code: String
    let message: String
    /// Extra headers the answer carries (`Retry-After` on a 429).
    var headers: HTTPFields = [:]

    /// Maps any error from a use case: bad input → 400, hidden → 403, an unknown id or name → 404, a
    /// duplicate or a profile deleted meanwhile → 409, an upstream that failed → 503 in words.
    /// Anything else is a fault of the server: 500 with a generic sentence, the detail only in the
    /// log (see `isUnexpected`).
    init(_ error: any Error) {
        switch error {
        case let error as APIError: self = error
        case let error as InvalidInput where error.namesNothingStored:
            self.init(status: .notFound, code: "unknown_\(error.field.rawValue)", message: error.message)
        case let error as InvalidInput:
            self.init(status: .badRequest, code: "invalid_\(error.field.rawValue)", message: error.message)
        case let error as HiddenBySafeMode:
            self.init(
                status: .forbidden, code: "hidden_by_safe_mode",
                message: "The \(error.description); ask with explicit=include to see it."
            )
        case let error as ProfileLimitReached:
            self.init(
                status: .conflict, code: "limit_reached",
                message: "\(error.description.prefix(1).uppercased())\(error.description.dropFirst()); remove one first.")
        case is ProfileGone:
            self.init(
                status: .conflict, code: "profile_gone",
                message: "Your data was deleted while this change was on its way; nothing was changed.")
        case let error as CityAlreadySaved:
            self.init(status: .conflict, code: "duplicate", message: "\(error); nothing changed.")
        case let error as NotFound:
            self.init(status: .notFound, code: "not_found", message: "There is \(error.description).")
        case let error as AmbiguousID:
            self.init(
                status: .notFound, code: "ambiguous_id", message: "\(error.description.prefix(1).uppercased())\(error.description.dropFirst()).")
        case let error as AmbiguousName:
            self.init(status: .notFound, code: "ambiguous_name", message: "\(error.description).")
        case let error as UpstreamBudgetExceeded:
            self = .rateLimited("\(error.description.prefix(1).uppercased())\(error.description.dropFirst()).", retryAfter: error.retryAfter)
        case let error as TooManyNewProfiles:
            self = .rateLimited("\(error.description.prefix(1).uppercased())\(error.description.dropFirst()).", retryAfter: error.retryAfter)
        case is StoreTemporarilyUnavailable:
            // A load balancer retries it on another instance; a client may try again in a second.
            self.init(
                status: .serviceUnavailable, code: "store_unavailable",
                message: "The store did not answer in time; try again in a moment.",
                headers: [.retryAfter: "1"])
        case let error as UpstreamFailure:
            self.init(
                status: .serviceUnavailable, code: "upstream_unavailable",
                message: UpstreamTroubleText.sentence(.upstream, error, in: DateText.utcCalendar) + ".")
        default:
            self.init(status: .internalServerError, code: "internal", message: "Something went wrong on the server; it has been logged.")
        }
    }

    init(status: HTTPResponse.Status, code: String, message: String, headers: HTTPFields = [:]) {
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers
    }

    /// Whether the failure is the server's own (logged with its detail), not the request's.
    var isUnexpected: Bool { status == .internalServerError }

    /// Whether its detail, which the visitor is not shown, goes to the log: the server's own
    /// faults, and the store or an upstream away (503).
    var isLogged: Bool { isUnexpected || status == .serviceUnavailable }

    /// 429 with `Retry-After` in whole seconds (at least one).
    static func rateLimited(_ message: String, retryAfter: Duration) -> APIError {
        let seconds = String(max(1, retryAfter.components.seconds + (retryAfter.components.attoseconds > 0 ? 1 : 0)))
        return APIError(status: .tooManyRequests, code: "rate_limited", message: message, headers: [.retryAfter: seconds])
    }

    static func payloadTooLarge(limit: Int) -> APIError {
        APIError(status: .contentTooLarge, code: "payload_too_large", message: "The request body is larger than \(limit) bytes.")
    }

    static func unsupportedMediaType(expected: String) -> APIError {
        APIError(status: .unsupportedMediaType, code: "unsupported_media_type", message: "The request body must be sent as \(expected).")
    }
}
