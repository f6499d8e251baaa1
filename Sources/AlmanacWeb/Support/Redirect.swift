import AlmanacPresentation
import Hummingbird

/// "303 See Other" after a form post: to a route, or to a path `LocalPath` checked.
enum Redirect {
    static func to(_ route: Route) -> Response { to(route.href) }

    /// Only for paths built from a `Route` or returned by `LocalPath`.
    static func to(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }
}
