import AlmanacPresentation
import HTTPTypes
import Hummingbird

/// "303 See Other" after a form post: to a route, or to a path `LocalPath` checked; never to
/// anything read from the request's headers.
struct Redirect: ResponseGenerator, Sendable {
    let location: String
    /// Headers the answer carries besides `Location` (a preference's cookie).
    var headers: HTTPFields = [:]

    init(to route: Route) { location = route.href }

    /// Only for paths built from a `Route` or returned by `LocalPath`.
    init(to location: String) { self.location = location }

    /// The same redirect with a header added.
    func with(_ name: HTTPField.Name, _ value: String) -> Redirect {
        var redirect = self
        redirect.headers.append(HTTPField(name: name, value: value))
        return redirect
    }

    func response(from request: Request, context: some RequestContext) -> Response {
        var headers = headers
        headers[.location] = location
        return Response(status: .seeOther, headers: headers)
    }
}
