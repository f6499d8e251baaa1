import HTTPTypes
import Hummingbird
import Logging

/// Gives every request an id and writes its log line. The id is the caller's `X-Request-ID`
/// when it is a plain token (1–64 of letters, digits and `._:-`), else Hummingbird's own. It is
/// sent back in the same header, is the `hb.request.id` of the request's log lines, and —
/// through `RequestIDLogging` — of every line logged while the request runs (an upstream call a
/// search makes, say). The line (at info) names the method, the path and the query, with the
/// values of parameters that are secrets (a device-move code) replaced, so a log never holds
/// what would open a profile.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    static var header: HTTPField.Name { HTTPField.Name("X-Request-ID")! }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let id = request.headers[Self.header].flatMap(Self.accepted) ?? context.id
        var context = context
        context.logger[metadataKey: "hb.request.id"] = .string(id)
        context.logger.info(
            "Request",
            metadata: [
                "hb.request.path": .string(Self.loggable(path: request.uri.path, query: request.uri.query)),
                "hb.request.method": .string(request.method.rawValue),
            ])
        var response = try await RequestIDLogging.$current.withValue(id) { try await next(request, context) }
        response.headers[Self.header] = id
        return response
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
