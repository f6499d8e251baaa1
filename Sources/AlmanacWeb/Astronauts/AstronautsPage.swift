import AlmanacCore
import AlmanacPresentation
import HTTPTypes

/// `/astronauts`: Launch Library 2's astronauts with a name search, an agency, a nationality and
/// a status, in three orders, paged.
struct AstronautsPage: PageView {
    let query: AstronautQuery
    let listing: BrowseAstronauts.Listing?
    let environment: PresentationEnvironment
    let error: InvalidInput?

    var title: String { "Astronauts" }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .astronauts }
    var apiLink: APIRoute? { .astronauts(query) }
    var status: HTTPResponse.Status { error.map { $0.namesNothingStored ? .notFound : .badRequest } ?? .ok }

    var body: HTML {
        guard listing?.hasData != false else {
            return """
                \(AstronautViews.tabs(current: .astronauts))
                <h1>Astronauts</h1>
                <section class="state empty"><p>No astronauts are stored yet.</p><p>Import a snapshot that holds <code>\(SnapshotLayout.astronauts)</code>, or let the server refresh them from Launch Library 2.</p></section>
                """
        }
        return """
            \(AstronautViews.tabs(current: .astronauts))
            <h1>Astronauts</h1>
            \(Components.filterPanel(form, open: error != nil, inForce: filtersInForce))
            <div id="results" aria-live="polite">
            \(results)
            </div>
            """
    }

    /// What the folded filters' button names: a choice as its list spells it ("Russian" for
    /// "russian"), as the form shows it chosen.
    private var filtersInForce: [String] {
        func spelled(_ value: String?, among choices: [String]?) -> String? {
            value.map { value in choices?.first { $0.foldedForSearch == value.foldedForSearch } ?? value }
        }
        return [
            query.search, spelled(query.agency, among: listing?.agencies), spelled(query.nationality, among: listing?.nationalities),
            query.condition?.label,
        ].compactMap { $0 }
    }

    private var form: HTML {
        func choices(_ values: [String], any: String, selected: String?) -> HTML {
            Components.options(
                [SelectOption(value: "", label: any, selected: selected == nil)]
                    + values.map { SelectOption(value: $0, label: $0, selected: $0.foldedForSearch == selected?.foldedForSearch) })
        }
        let statuses =
            [SelectOption(value: "", label: "Any status", selected: query.condition == nil)]
            + AstronautCondition.allCases.map { SelectOption(value: $0.rawValue, label: $0.label, selected: $0 == query.condition) }
        let sorts = AstronautQuery.Sort.allCases.map { SelectOption(value: $0.rawValue, label: $0.label, selected: $0 == query.sort) }
        return """
            <form class="filters" method="get" action="\(Route.astronauts())" role="search" aria-label="Filter astronauts">
              <div class="field"><label for="q">Name</label><input id="q" name="q" type="search" value="\(query.search ?? "")" placeholder="Whitson, Gagarin…"></div>
              <div class="field"><label for="agency">Agency</label><select id="agency" name="agency">\(choices(listing?.agencies ?? [], any: "Any agency", selected: query.agency))</select></div>
              <div class="field"><label for="nationality">Nationality</label><select id="nationality" name="nationality">\(choices(listing?.nationalities ?? [], any: "Any nationality", selected: query.nationality))</select></div>
              <div class="field"><label for="status">Status</label><select id="status" name="status">\(Components.options(statuses))</select></div>
              <div class="field"><label for="sort">Order</label><select id="sort" name="sort">\(Components.options(sorts))</select></div>
              <div class="field buttons"><button type="submit">Apply</button> <a href="\(Route.astronauts())">Clear filters</a></div>
            </form>
            """
    }

    private var results: HTML {
        if let error {
            return "<p class=\"state error\" role=\"alert\">\(error.message) <a href=\"\(Route.astronauts())\">Clear filters</a></p>"
        }
        guard let page = listing?.page else { return .empty }
        let rows: HTML =
            page.items.isEmpty
            ? "<section class=\"state empty\"><p>No astronauts match these filters.</p><p><a class=\"button\" href=\"\(Route.astronauts())\">Clear filters</a></p></section>"
            : "<ul class=\"galaxy-rows\" data-rows>\n\(page.items.map { Self.row(AstronautRowViewModel($0, environment: environment)) })\n</ul>"
        let query = query
        let pager = PagerLinks(page) { number in
            var next = query
            next.page = (try? PageRequest(page: number, limit: query.page.limit)) ?? query.page
            return .astronauts(next)
        }
        return """
            <p class="count">\(CountText.list(page.total, of: .astronaut, filtered: query.isFiltered))</p>
            \(rows)
            \(Components.pager(pager))
            \(HTML.when(!page.items.isEmpty, Components.downloads(of: .astronauts(query))))
            """
    }

    static func row(_ row: AstronautRowViewModel) -> HTML {
        let status: HTML = row.statusText.map { "<dt>Status</dt><dd>\($0)</dd>" } ?? .empty
        return """
            <li class="galaxy-row person-row">
              \(AstronautViews.picture(row.imageURL, of: row.name, size: 48))
              <h2><a class="row-link" href="\(Route.astronaut(id: String(row.id)))">\(row.name)</a></h2>
              <dl><dt>Agency</dt><dd>\(row.agency ?? "—")</dd><dt>Nationality</dt><dd>\(row.nationalityText)</dd><dt>Flights</dt><dd>\(row.flightsText)</dd>\(status)</dl>
            </li>
            """
    }
}
