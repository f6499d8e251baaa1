import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird
import Logging

/// A page's viewer resolved (`Viewer.resolved`) and its errors drawn: whatever a page's
/// handler throws, or the viewer's resolving (a bad `?tz=`), becomes the error page with its
/// status and words (`APIError` says which). The server's own faults are logged with their
/// detail and shown as a generic sentence. (One middleware for both: each middleware is an
/// async frame and a copy of the context per request.)
struct ErrorPageMiddleware: RouterMiddleware {
    typealias Context = AlmanacRequestContext

    let defaultTimeZone: TimeZone
    let now: Now

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            var context = context
            context.viewer = try Viewer.resolved(for: request, query: context.query, defaultTimeZone: defaultTimeZone, now: now)
            return try await next(request, context)
        } catch {
            let failure = APIError(error)
            if failure.isLogged {
                context.logger.log(level: failure.isUnexpected ? .error : .warning, "page failed", metadata: ["error": "\(error)"])
            }
            // The viewer's zone if it could be read (a bad `tz` is what failed, perhaps).
            let zone = (try? request.viewerTimeZone(query: context.query, default: defaultTimeZone)) ?? defaultTimeZone
            let chrome = PageChrome(freshness: nil, timeZone: DateText.zoneName(zone), currentPath: Route.home.href)
            var response = ErrorPage(failure: failure).rendered(chrome: chrome).response(for: request)
            response.headers.append(contentsOf: failure.headers)
            return response
        }
    }
}

/// An API answer's viewer resolved (`Viewer.resolved`) and its errors as `{"error": {"code",
/// "message"}}`: whatever a handler throws, or the viewer's resolving, becomes an `APIError`
/// (an `HTTPResponseError`, which Hummingbird answers with its JSON body). The server's own
/// faults are logged with their detail.
struct APIErrorMiddleware: RouterMiddleware {
    typealias Context = AlmanacRequestContext

    let defaultTimeZone: TimeZone
    let now: Now

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            var context = context
            context.viewer = try Viewer.resolved(for: request, query: context.query, defaultTimeZone: defaultTimeZone, now: now)
            return try await next(request, context)
        } catch {
            let failure = APIError(error)
            if failure.isLogged { context.logger.log(level: failure.isUnexpected ? .error : .warning, "api failed", metadata: ["error": "\(error)"]) }
            return JSONResponder.error(failure)
        }
    }
}

extension APIError: HTTPResponseError {
    func response(from request: Request, context: some RequestContext) throws -> Response {
        JSONResponder.error(self)
    }
}
