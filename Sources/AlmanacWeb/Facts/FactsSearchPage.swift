import AlmanacCore
import AlmanacPresentation
import HTTPTypes

/// `/facts`: the search form and the results with their notice first (on a phone the first
/// fact is on the first screen), then the category tags and recent searches.
struct FactsSearchPage: PageView {
    /// A link shown as a tag (a category, a recent search).
    struct Tag: Sendable {
        let label: String
        let route: Route
    }

    let safeModeOn: Bool
    let back: String
    /// The term in the search box.
    let term: String
    let errorMessage: String?
    let notice: String?
    let countText: String
    let facts: [FactCardViewModel]
    let pager: PagerLinks
    let categories: [Tag]
    let recent: [Tag]
    /// Saved facts shown instead of an empty list on a first visit that found nothing.
    var starters: [FactCardViewModel] = []

    var title: String { term.isEmpty ? "Chuck Norris facts" : "\(term) · Chuck Norris facts" }
    var section: SiteSection? { .facts }
    var feeds: [PageFeed] { [.newFacts(category: nil)] }
    var dataset: DatasetID? { .facts }
    var apiLink: APIRoute? { .factsSearch(term: term) }
    var status: HTTPResponse.Status { errorMessage == nil ? .ok : .badRequest }

    var body: HTML {
        """
        <h1>Chuck Norris facts</h1>
        \(FactsViews.chrome(current: .search, safeModeOn: safeModeOn, back: back))
        <form class="filters fact-search" method="get" action="\(Route.facts())" role="search" aria-label="Search facts">
          <div class="field"><label for="q">Search facts</label><input id="q" name="q" type="search" value="\(term)" placeholder="e.g. kick" minlength="\(FactSearchTerm.lengths.lowerBound)" maxlength="\(FactSearchTerm.lengths.upperBound)" required></div>
          <div class="field buttons"><button type="submit">Search</button></div>
        </form>
        \(FactsViews.foldedTags(categories, id: "categories", heading: "A random fact about…", className: "suggestions"))
        \(recentSection)
        <div id="results" aria-live="polite">
        \(results)
        </div>
        """
    }

    private var recentSection: HTML {
        guard !recent.isEmpty else { return .empty }
        return """
            <details class="recent tag-panel" data-open-wide>
              <summary>Recent searches</summary>
              \(FactsViews.tags(recent))
              <form method="post" action="\(Route.clearRecentSearches)"><button type="submit" class="secondary">Clear recent searches</button></form>
            </details>
            """
    }

    private var results: HTML {
        if let errorMessage { return "<p class=\"state error\" role=\"alert\">\(errorMessage)</p>" }
        let list: HTML =
            facts.isEmpty
            ? (starters.isEmpty
                ? "<section class=\"state empty\"><p>No facts found. Try another word, or pick a category above.</p></section>"
                : "<h2>Saved facts to start with</h2>\n<ul class=\"fact-list\" data-rows>\n\(starters.map(FactsViews.card))\n</ul>")
            : "<ul class=\"fact-list\" data-rows>\n\(facts.map(FactsViews.card))\n</ul>\n\(Components.pager(pager))\n\(Components.downloads(of: .facts(term: term)))"
        return """
            \(FactsViews.notice(notice))
            <p class="count">\(countText)</p>
            \(list)
            """
    }
}
