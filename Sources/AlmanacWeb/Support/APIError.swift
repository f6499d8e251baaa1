import AlmanacCore
import Hummingbird

/// A failure as the API and the pages report it: a status, a stable code and a sentence.
struct APIError: Error, Sendable {
    let status: HTTPResponse.Status
    let code: String
    let message: String

    /// Maps any error from a use case: bad input → 400, unknown id → 404, anything else → 503
    /// (the store or an upstream is unavailable; the request itself was fine).
    init(_ error: any Error) {
        switch error {
        case let error as APIError: self = error
        case let error as InvalidInput:
            self.init(status: .badRequest, code: "invalid_\(error.parameter)", message: error.message)
        case let error as HiddenBySafeMode:
            self.init(
                status: .forbidden, code: "hidden_by_safe_mode",
                message: "The \(error.description); ask with explicit=include to see it."
            )
        case let error as CityAlreadySaved:
            self.init(status: .conflict, code: "duplicate", message: "\(error); nothing changed.")
        case let error as NotFound:
            self.init(status: .notFound, code: "not_found", message: "There is \(error.description).")
        default:
            self.init(status: .serviceUnavailable, code: "unavailable", message: "The data could not be read: \(error)")
        }
    }

    init(status: HTTPResponse.Status, code: String, message: String) {
        self.status = status
        self.code = code
        self.message = message
    }
}
