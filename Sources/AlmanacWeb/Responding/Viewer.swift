import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// Who is looking, and when: the viewer's time zone and the clock, resolved once per request by
/// `ViewerMiddleware` and read by every handler from its context.
struct Viewer: Sendable {
    let timeZone: TimeZone
    let now: Now

    /// Formatting for a page: dates in the viewer's zone, outside images through `/img`.
    var page: PresentationEnvironment {
        PresentationEnvironment(now: now, timeZone: timeZone) { Route.image(url: $0).href }
    }

    /// Formatting for the API: dates in the viewer's zone, image addresses as stored.
    var api: PresentationEnvironment { PresentationEnvironment(now: now, timeZone: timeZone) }

    /// Until `ViewerMiddleware` has run: UTC and the system clock.
    static let unresolved = Viewer(timeZone: TimeZone(identifier: "UTC") ?? .current, now: .system)
}

/// Resolves the viewer of a page or API request: `?tz=` (a bad one is a 400 naming it), else the
/// `tz` cookie the page script sets, else the server's zone.
struct ViewerMiddleware: RouterMiddleware {
    typealias Context = AlmanacRequestContext

    let defaultTimeZone: TimeZone
    let now: Now

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.viewer = Viewer(timeZone: try request.viewerTimeZone(default: defaultTimeZone), now: now)
        return try await next(request, context)
    }
}
