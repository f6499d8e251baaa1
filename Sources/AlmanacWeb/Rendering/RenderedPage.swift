import Hummingbird

/// A page drawn in the layout: its encoded bytes (with their ETag) and its status (a 400 page
/// echoes a form with the error).
struct RenderedPage: Sendable {
    let body: EncodedBody
    let status: HTTPResponse.Status

    func response(for request: Request) -> Response {
        body.response(for: request, status: status)
    }
}

/// What a shared page's bytes depend on: the URL, the viewer's calendar day ("3 days ago"), the
/// chrome (freshness in words, time zone, path) and a preference that changes the page.
struct PageKey: Hashable, Sendable {
    let uri: String
    let day: Int
    let chrome: PageChrome
    let variant: String
}
