import AlmanacCore
import AlmanacPresentation
import HTTPTypes

/// `/agencies`: Launch Library 2's agencies with a name search, a type and a country, paged.
struct AgenciesPage: PageView {
    let query: AgencyQuery
    let listing: BrowseAgencies.Listing?
    let error: InvalidInput?

    var title: String { "Agencies" }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .agencies }
    var apiLink: APIRoute? { .agencies(search: query.search, type: query.type, country: query.country, page: pageNumber) }
    var status: HTTPResponse.Status { error.map { $0.namesNothingStored ? .notFound : .badRequest } ?? .ok }

    private var pageNumber: Int? { query.page.page == 1 ? nil : query.page.page }

    var body: HTML {
        guard listing?.hasData != false else {
            return """
                \(SpaceXViews.tabs(current: .agencies))
                <h1>Agencies</h1>
                <section class="state empty"><p>No agencies are stored yet.</p><p>Import a snapshot that holds <code>\(SnapshotLayout.pattern(.agencies))</code>, or let the server refresh them from Launch Library 2.</p></section>
                """
        }
        return """
            \(SpaceXViews.tabs(current: .agencies))
            <h1>Agencies</h1>
            \(Components.filterPanel(form, open: error != nil, inForce: [query.search, query.type, query.country].compactMap { $0 }))
            <div id="results" aria-live="polite">
            \(results)
            </div>
            """
    }

    private var form: HTML {
        let types =
            [SelectOption(value: "", label: "Any type", selected: query.type == nil)]
            + (listing?.types ?? []).map { SelectOption(value: $0, label: $0, selected: $0 == query.type) }
        let countries =
            [SelectOption(value: "", label: "Any country", selected: query.country == nil)]
            + (listing?.countries ?? []).map { SelectOption(value: $0, label: $0, selected: $0 == query.country) }
        return """
            <form class="filters" method="get" action="\(Route.agencies())" role="search" aria-label="Filter agencies">
              <div class="field"><label for="q">Name</label><input id="q" name="q" type="search" value="\(query.search ?? "")" placeholder="Rocket Lab, JAXA…"></div>
              <div class="field"><label for="type">Type</label><select id="type" name="type">\(Components.options(types))</select></div>
              <div class="field"><label for="country">Country</label><select id="country" name="country">\(Components.options(countries))</select></div>
              <div class="field buttons"><button type="submit">Apply</button> <a href="\(Route.agencies())">Clear filters</a></div>
            </form>
            """
    }

    private var results: HTML {
        if let error {
            return "<p class=\"state error\" role=\"alert\">\(error.message) <a href=\"\(Route.agencies())\">Clear filters</a></p>"
        }
        guard let page = listing?.page else { return .empty }
        let rows: HTML =
            page.items.isEmpty
            ? "<section class=\"state empty\"><p>No agencies match these filters.</p><p><a class=\"button\" href=\"\(Route.agencies())\">Clear filters</a></p></section>"
            : "<ul class=\"galaxy-rows\" data-rows>\n\(page.items.map { Self.row(AgencyRowViewModel($0)) })\n</ul>"
        let (search, type, country) = (query.search, query.type, query.country)
        let pager = PagerLinks(page) { .agencies(search: search, type: type, country: country, page: $0) }
        return """
            <p class="count">\(CountText.list(page.total, of: .agency, filtered: query.isFiltered))</p>
            \(rows)
            \(Components.pager(pager))
            \(HTML.when(!page.items.isEmpty, Components.downloads(of: .agencies(search: search, type: type, country: country))))
            """
    }

    static func row(_ row: AgencyRowViewModel) -> HTML {
        let name: HTML = row.abbreviation.map { "\(row.name) <span class=\"muted\">(\($0))</span>" } ?? "\(row.name)"
        return """
            <li class="galaxy-row">
              <h2><a class="row-link" href="\(Route.agency(id: String(row.id)))">\(name)</a></h2>
              <dl><dt>Type</dt><dd>\(row.typeText)</dd><dt>Country</dt><dd>\(row.countriesText)</dd><dt>Launches</dt><dd>\(row.launchesText)</dd></dl>
            </li>
            """
    }
}
