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

/// What a shared page's bytes depend on: the URL, the viewer's calendar day ("3 days ago") and
/// zone, what its footers are said from and a preference that changes the page. Keyed by the
/// footers' keys (`FreshnessFooters.Key`: the exact freshness of the page's dataset and of those
/// shown with it, the refresh state, the ages in words), not by the words said from them, so a
/// kept page is found without saying its footers or drawing its frame; the frame's path is the
/// URL's, its zone's name the zone's.
struct PageKey: Hashable, Sendable {
    let uri: String
    let day: Int
    let zone: String
    let footers: [FreshnessFooters.Key]
    let variant: String
    /// The versions of the datasets the page shows: a change without a refresh (the weather at
    /// a pad, a schedule change restored) is a new page too.
    let versions: [ChangeStamp]
    /// Worked out once: a first-time page hashes its key five or six times (the cache's look-up,
    /// the single flight's three, storing it, evicting it later).
    private let hash: Int

    init(uri: String, day: Int, zone: String, footers: [FreshnessFooters.Key], variant: String, versions: [ChangeStamp] = []) {
        (self.uri, self.day, self.zone, self.footers, self.variant, self.versions) = (uri, day, zone, footers, variant, versions)
        var hasher = Hasher()
        hasher.combine(versions)
        hasher.combine(uri)
        hasher.combine(day)
        hasher.combine(zone)
        hasher.combine(footers)
        hasher.combine(variant)
        hash = hasher.finalize()
    }

    static func == (lhs: PageKey, rhs: PageKey) -> Bool {
        lhs.hash == rhs.hash && lhs.uri == rhs.uri && lhs.day == rhs.day && lhs.zone == rhs.zone && lhs.footers == rhs.footers
            && lhs.variant == rhs.variant && lhs.versions == rhs.versions
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// What keeping the key costs besides its page: its texts, its footers' keys (their strings
    /// are the freshness table's) and the cache's slot, about a kilobyte. Counted, so a cache of
    /// many small pages (calendar feeds of a few hundred bytes) stays within its budget.
    var memoryCost: Int { uri.utf8.count + variant.utf8.count + zone.utf8.count + footers.count * 128 + 1024 }
}
