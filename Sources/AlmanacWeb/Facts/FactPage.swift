import AlmanacCore
import AlmanacPresentation
import HTTPTypes

/// One fact on its own page: a permalink, a random pick or the fact of the day.
struct FactPage: PageView {
    let current: FactsViews.Current
    let safeModeOn: Bool
    let back: String
    let heading: String
    /// Nil when the fact is hidden by safe mode.
    let fact: FactCardViewModel?
    let notice: String?
    let hiddenMessage: String?
    /// "Another random fact" (of the same category) on random pages.
    let again: (label: String, route: Route)?
    let api: APIRoute
    /// Other categories to try, when this one had nothing to show.
    var otherCategories: [FactsSearchPage.Tag] = []
    /// The new facts' feed of the page's category (random pages).
    var feeds: [PageFeed] = []
    /// 404 when a category has no fact to show.
    var status: HTTPResponse.Status = .ok

    var title: String { heading }
    var section: SiteSection? { .facts }
    var dataset: DatasetID? { .facts }
    var apiLink: APIRoute? { api }

    var body: HTML {
        let card: HTML = fact.map { "<ul class=\"fact-list single\">\(FactsViews.card($0))</ul>" } ?? .empty
        let hidden: HTML = hiddenMessage.map { "<section class=\"state notice\" role=\"status\"><p>\($0)</p></section>" } ?? .empty
        let againLink: HTML = again.map { "<p><a class=\"button\" href=\"\($0.route)\">\($0.label)</a></p>" } ?? .empty
        let others = FactsViews.tagSection(otherCategories, id: "others", heading: "A random fact about…", className: "suggestions")
        return """
            <h1>\(heading)</h1>
            \(FactsViews.chrome(current: current, safeModeOn: safeModeOn, back: back))
            \(FactsViews.notice(notice))
            \(card)
            \(hidden)
            \(againLink)
            \(others)
            <p><a href="\(Route.facts())">Search facts</a></p>
            """
    }
}
