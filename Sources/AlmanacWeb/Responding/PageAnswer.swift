import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// What a page handler answers: a page to draw in the site's layout (every `PageView`), or a
/// document of its own (the calendar feed). The layout's frame comes from `PageRoutes`; the
/// handler never sees it.
protocol PageAnswer: Sendable {
    /// The dataset whose freshness the footer states; nil for none.
    var dataset: DatasetID? { get }
    /// The answer's bytes and status, in `chrome`.
    func rendered(chrome: PageChrome) -> RenderedPage
}

extension PageView {
    func rendered(chrome: PageChrome) -> RenderedPage {
        RenderedPage(
            body: EncodedBody(PageLayout.render(self, chrome: chrome).bytes, contentType: EncodedBody.html), status: status,
            cacheControl: cacheControl
        )
    }
}

/// An answer's bytes in the layout: its encoded body (with its ETag), its status (a 400 page
/// echoes a form with the error) and, when a page says so, how long it may be kept.
struct RenderedPage: Sendable {
    let body: EncodedBody
    let status: HTTPResponse.Status
    var cacheControl: String? = nil

    func response(for request: Request) -> Response {
        var response = body.response(for: request, status: status)
        if let cacheControl { response.headers[.cacheControl] = cacheControl }
        return response
    }
}

/// What a shared page's bytes depend on: the URL, the viewer's calendar day ("3 days ago"), the
/// chrome (freshness in words, time zone, path), the exact refresh times of the datasets it shows
/// and a preference that changes the page.
struct PageKey: Hashable, Sendable {
    let uri: String
    let day: Int
    let chrome: PageChrome
    let versions: [Double?]
    let variant: String

    /// What keeping the key costs besides its page: the URL twice (the chrome's path is a copy),
    /// the chrome's freshness in words and the cache's slot, about a kilobyte. Counted, so a
    /// cache of many small pages (calendar feeds of a few hundred bytes) stays within its budget.
    var memoryCost: Int { uri.utf8.count * 2 + variant.utf8.count + versions.count * 9 + 1024 }
}
