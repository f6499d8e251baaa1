import HTTPTypes
import Hummingbird
import Logging

/// One log line per request, at info: method, path and query, with the values of parameters that
/// are secrets (a device-move code) replaced, so a log never holds what would open a profile.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Query parameters whose values are never logged.
    static var secretParameters: Set<Substring> { ["code", "token"] }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        context.logger.info("Request", metadata: [
            "hb.request.path": .string(Self.loggable(path: request.uri.path, query: request.uri.query)),
            "hb.request.method": .string(request.method.rawValue),
        ])
        return try await next(request, context)
    }

    static func loggable(path: String, query: String?) -> String {
        guard let query, !query.isEmpty else { return path }
        let parts = query.split(separator: "&", omittingEmptySubsequences: false).map { part -> String in
            let name = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            return secretParameters.contains(name) ? "\(name)=…" : String(part)
        }
        return path + "?" + parts.joined(separator: "&")
    }
}
