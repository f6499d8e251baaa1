import HTTPTypes
import Hummingbird
import Logging

/// Every request's id and log line (`FrontDoorMiddleware` runs it first). The id is the
/// caller's `X-Request-ID` when it is a plain token (1–64 of letters, digits and `._:-`), else
/// Hummingbird's own. It is sent back in the same header, is the `hb.request.id` of the
/// request's log lines, and — through `RequestIDLogging` — of every line logged while the
/// request runs (an upstream call a search makes, say). The line (at info) names the method,
/// the path and the query, with the values of parameters that are secrets (a device-move code)
/// replaced, so a log never holds what would open a profile.
enum RequestLog {
    static let header = HTTPField.Name("X-Request-ID")!

    /// The request's id, in `context`'s logger, once its line is logged.
    static func start(_ request: Request, context: inout some RequestContext) -> String {
        let id: String
        if let callers = request.headers[header].flatMap(accepted) {
            id = callers
            context.logger[metadataKey: "hb.request.id"] = .string(id)
        } else {
            // Hummingbird's logger already carries its own id: setting it again copies the logger's handler.
            id = context.id
        }
        context.logger.info(
            "Request",
            metadata: [
                "hb.request.path": .string(loggable(path: request.uri.path, query: request.uri.query)),
                "hb.request.method": .string(request.method.rawValue),
            ])
        return id
    }

    /// Query parameters whose values are never logged.
    static var secretParameters: Set<Substring> { ["code", "token"] }

    static func loggable(path: String, query: String?) -> String {
        guard let query, !query.isEmpty else { return path }
        let parts = query.split(separator: "&", omittingEmptySubsequences: false).map { part -> String in
            let name = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            return secretParameters.contains(name) ? "\(name)=…" : String(part)
        }
        return path + "?" + parts.joined(separator: "&")
    }

    /// The caller's id when it is safe to repeat in a header and a log line.
    static func accepted(_ value: String) -> String? {
        guard (1...64).contains(value.count), value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._:-".contains($0)) }) else {
            return nil
        }
        return value
    }
}

/// The id of the request being answered, for log lines written outside its context.
public enum RequestIDLogging {
    @TaskLocal public static var current: String?

    /// Adds `request_id` to every log line written while a request runs.
    public static let metadataProvider = Logger.MetadataProvider {
        guard let id = current else { return [:] }
        return ["request_id": "\(id)"]
    }
}
