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
            body: EncodedBody(PageLayout.render(self, chrome: chrome), contentType: EncodedBody.html), status: status,
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
    /// Worked out once: a first-time page hashes its key five or six times (the cache's look-up,
    /// the single flight's three, storing it, evicting it later), and hashing the chrome's words
    /// each time was about 3% of one in a profile.
    private let hash: Int

    init(uri: String, day: Int, chrome: PageChrome, versions: [Double?], variant: String) {
        (self.uri, self.day, self.chrome, self.versions, self.variant) = (uri, day, chrome, versions, variant)
        var hasher = Hasher()
        hasher.combine(uri)
        hasher.combine(day)
        hasher.combine(chrome)
        hasher.combine(versions)
        hasher.combine(variant)
        hash = hasher.finalize()
    }

    static func == (lhs: PageKey, rhs: PageKey) -> Bool {
        lhs.hash == rhs.hash && lhs.uri == rhs.uri && lhs.day == rhs.day && lhs.chrome == rhs.chrome
            && lhs.versions == rhs.versions && lhs.variant == rhs.variant
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// What keeping the key costs besides its page: the URL twice (the chrome's path is a copy),
    /// the chrome's freshness in words and the cache's slot, about a kilobyte. Counted, so a
    /// cache of many small pages (calendar feeds of a few hundred bytes) stays within its budget.
    var memoryCost: Int { uri.utf8.count * 2 + variant.utf8.count + versions.count * 9 + 1024 }
}
