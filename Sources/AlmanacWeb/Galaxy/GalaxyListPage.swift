import AlmanacCore
import AlmanacPresentation
import HTTPTypes

/// `/swapi/{resource}`: the tabs, the search and sort form (echoing what was typed), the rows
/// and the pager.
struct GalaxyListPage: PageView {
    let resource: GalaxyResource
    let raw: GalaxyQuery.Parameters
    /// The search and sort form, drawn (`GalaxyFilterForm`).
    let filterForm: HTML
    let hasData: Bool
    let error: InvalidInput?
    let countText: String
    /// Each record's row, drawn (`row(_:)`).
    let rows: [HTML]
    let pager: PagerLinks

    var title: String { "\(resource.title) · Star Wars" }
    var section: SiteSection? { .galaxy }
    var dataset: DatasetID? { .swapi }
    var apiLink: APIRoute? { .galaxyList(resource, raw) }
    var status: HTTPResponse.Status { error == nil ? .ok : .badRequest }

    var body: HTML {
        guard hasData else { return "\(GalaxyViews.tabs(selected: resource))\n<h1>\(resource.title)</h1>\n\(GalaxyViews.noData)" }
        return """
            \(GalaxyViews.tabs(selected: resource))
            <h1>\(resource.title)</h1>
            \(filterForm)
            <div id="results" aria-live="polite">
            \(results)
            </div>
            """
    }

    private var results: HTML {
        let list = Route.galaxyList(resource)
        if let error {
            return "<p class=\"state error\" role=\"alert\">\(error.message) <a href=\"\(list)\">Start over</a></p>"
        }
        let rowsHTML: HTML =
            rows.isEmpty
            ? "<section class=\"state empty\"><p>Nothing here matches “\(raw.search ?? "")”.</p><p><a class=\"button\" href=\"\(list)\">Show all \(resource.rawValue)</a></p></section>"
            : "<ul class=\"galaxy-rows\" data-rows>\n\(rows)\n</ul>"
        return """
            <p class="count">\(countText)</p>
            \(rowsHTML)
            \(Components.pager(pager))
            \(HTML.when(!rows.isEmpty, Components.downloads(of: .galaxyList(resource, raw))))
            """
    }

    /// One record in the list: its name, linking to its page, and its telling facts.
    static func row(_ row: GalaxyRowViewModel) -> HTML {
        let facts = row.facts.map { fact -> HTML in
            let value = fact.link.map(GalaxyViews.link) ?? HTML(text: fact.text)
            return "<dt>\(fact.label)</dt><dd>\(value)</dd>"
        }
        return """
            <li class="galaxy-row">
              <h2><a class="row-link" href="\(Route.galaxyRecord(row.reference))">\(row.name)</a></h2>
              <dl>\(facts)</dl>
            </li>
            """
    }
}
