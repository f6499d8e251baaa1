import HTTPTypes
import Hummingbird
import Logging

/// Adds the headers every response carries: a Content-Security-Policy that lets pages load
/// scripts, styles and images only from this server (no inline script), forbids framing and
/// plugins; `nosniff`; and a referrer kept to this site. Errors that escape a handler become a
/// generic answer here, with their detail only in the log.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    static var policy: String { ContentSecurityPolicy.pages }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        } catch {
            context.logger.error("request failed", metadata: ["error": "\(error)"])
            response = JSONResponder.error(APIError(error))
        }
        if response.headers[.contentSecurityPolicy] == nil { response.headers[.contentSecurityPolicy] = Self.policy }
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[SecurityHeaderNames.referrerPolicy] = "same-origin"
        return response
    }
}

/// The Content-Security-Policy of every answer that sets none of its own, joined once.
enum ContentSecurityPolicy {
    static let pages: String = [
        "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:",
        "worker-src 'self'", "manifest-src 'self'",
        "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
    ].joined(separator: "; ")
}
