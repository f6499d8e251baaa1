import AlmanacCore
import AlmanacPresentation
import HTTPTypes

/// `/swapi/{resource}`: the tabs, the search and sort form (echoing what was typed), the rows
/// and the pager.
struct GalaxyListPage: PageView {
    let resource: GalaxyResource
    let raw: GalaxyQuery.Parameters
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
        let limit: HTML = raw.limit.map { "<input type=\"hidden\" name=\"\(InputField.limit)\" value=\"\($0)\">" } ?? .empty
        let list = Route.galaxyList(resource)
        return """
            \(GalaxyViews.tabs(selected: resource))
            <h1>\(resource.title)</h1>
            <form class="filters galaxy-filters" method="get" action="\(list)" role="search" aria-label="Search \(resource.rawValue)" data-live data-keep>
              <div class="field"><label for="q">Name contains</label><input id="q" name="q" type="search" value="\(raw.search ?? "")" placeholder="e.g. \(Self.searchExample(resource))" maxlength="100"></div>
              <div class="field"><label for="sort">Sort</label><select id="sort" name="sort">\(Components.options(sortOptions))</select></div>
              <div class="field"><label for="order">Order</label><select id="order" name="order">\(Components.options(orderOptions))</select></div>
              \(limit)
              <div class="field buttons"><button type="submit">Search</button> <a href="\(list)">Clear</a></div>
            </form>
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

    private var sortOptions: [SelectOption] {
        let current = raw.sort?.lowercased() ?? GalaxySort.name.name
        return resource.sorts.map { sort in
            let label = sort.field.map { "By \($0.label)" } ?? (resource == .films ? "By title" : "By name")
            return SelectOption(value: sort.name, label: label, selected: sort.name == current)
        }
    }

    private var orderOptions: [SelectOption] {
        let current = raw.order?.lowercased() ?? ListOrder.ascending.rawValue
        return [("asc", "Ascending"), ("desc", "Descending")].map { SelectOption(value: $0.0, label: $0.1, selected: $0.0 == current) }
    }

    /// A search that finds something in this resource, for the placeholder.
    static func searchExample(_ resource: GalaxyResource) -> String {
        switch resource {
        case .people: "sky"
        case .planets: "tatooine"
        case .vehicles: "speeder"
        case .films: "hope"
        case .species: "wook"
        case .starships: "wing"
        }
    }
}
