import AlmanacCore
import AlmanacPresentation
import HTTPTypes

/// `/search?q=`: the one search box's results, grouped by kind, best match first; the form
/// searches as you type with scripts (`data-live`) and is a plain GET without them.
struct SearchPage: PageView {
    /// What was typed, as typed (echoed in the box, even when it was refused).
    let typed: String
    let results: SearchResultsViewModel?
    let error: InvalidInput?

    var title: String { results.map { "“\($0.query)” · Search" } ?? "Search" }
    var apiLink: APIRoute? { results.map { .search(query: $0.query) } }
    var status: HTTPResponse.Status { error == nil ? .ok : .badRequest }

    var body: HTML {
        let invalid = HTML.when(error != nil, " aria-invalid=\"true\" aria-describedby=\"search-error\"")
        return """
            <h1>Search</h1>
            <form class="filters search-form" method="get" action="\(Route.search())" role="search" aria-label="Search everything" data-live>
              <div class="field"><label for="search-q">Launches, rockets, sites, agencies, astronauts, boosters, Star Wars, facts and your cities</label><input id="search-q" name="\(InputField.search)" type="search" value="\(typed)" placeholder="e.g. falcon, skywalker, kick" maxlength="\(SearchText.limit.characters.upperBound)"\(invalid)\(HTML.when(typed.isEmpty, " autofocus"))></div>
              <div class="field buttons"><button type="submit">Search</button></div>
            </form>
            <div id="results" aria-live="polite">
            \(content)
            </div>
            """
    }

    private var content: HTML {
        if let error {
            return "<p class=\"state error field-error\" id=\"search-error\" role=\"alert\">\(error.message)</p>"
        }
        guard let results else {
            return
                "<p class=\"note\">Everything this server holds, searched on the server from its own store: it works offline and asks no upstream.</p>"
        }
        guard !results.groups.isEmpty else {
            return "<section class=\"state empty\"><p>Nothing matches “\(results.query)”.</p></section>"
        }
        return """
            <p class="count">\(Noun.searchResult.count(results.count))</p>
            \(HTML(joining: results.groups.map(Self.group)))
            """
    }

    private static func group(_ group: SearchResultsViewModel.Group) -> HTML {
        let rows = group.results.map { result -> HTML in
            let detail: HTML = result.detail.map { "<span class=\"search-detail\">\($0)</span>" } ?? .empty
            return "<li><a href=\"\(result.href)\">\(result.title)</a>\(detail)</li>"
        }
        let more: HTML =
            group.total > group.results.count
            ? group.moreHref.map { "<p class=\"search-more\"><a href=\"\($0)\">All \(group.total) \(group.title.lowercased()) matching</a></p>" }
                ?? "<p class=\"search-more note\">and \(group.total - group.results.count) more: type more to narrow it down.</p>"
            : .empty
        return """
            <section class="search-group" data-kind="\(group.kind)">
              <h2>\(group.title) <span class="count">\(group.total)</span></h2>
              <ul class="search-results">\(HTML(joining: rows))</ul>
              \(more)
            </section>
            """
    }
}
