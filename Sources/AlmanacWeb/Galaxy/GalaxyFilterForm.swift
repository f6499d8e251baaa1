import AlmanacCore
import AlmanacPresentation

/// A Star Wars list's search and sort form, echoing what was typed. What it shows depends only
/// on the resource and the typed search, sort, order and limit, not on the page, so the list
/// keeps it drawn per form (`GalaxyPagesController`): every page of one search shows the same
/// one, drawn once rather than for each page a visitor turns to.
struct GalaxyFilterForm: Hashable, Sendable {
    let resource: GalaxyResource
    /// The list's parameters as typed, without the page.
    let parameters: GalaxyQuery.Parameters

    init(resource: GalaxyResource, typed: GalaxyQuery.Parameters) {
        self.resource = resource
        var parameters = typed
        parameters.page = nil
        self.parameters = parameters
    }

    var body: HTML {
        let limit: HTML = parameters.limit.map { "<input type=\"hidden\" name=\"\(InputField.limit)\" value=\"\($0)\">" } ?? .empty
        let list = Route.galaxyList(resource)
        return """
            <form class="filters galaxy-filters" method="get" action="\(list)" role="search" aria-label="Search \(resource.rawValue)" data-live data-keep>
              <div class="field"><label for="q">Name contains</label><input id="q" name="q" type="search" value="\(parameters.search ?? "")" placeholder="e.g. \(Self.searchExample(resource))" maxlength="100"></div>
              <div class="field"><label for="sort">Sort</label><select id="sort" name="sort">\(Components.options(sortOptions))</select></div>
              <div class="field"><label for="order">Order</label><select id="order" name="order">\(Components.options(orderOptions))</select></div>
              \(limit)
              <div class="field buttons"><button type="submit">Search</button> <a href="\(list)">Clear</a></div>
            </form>
            """
    }

    private var sortOptions: [SelectOption] {
        let current = parameters.sort?.lowercased() ?? GalaxySort.name.name
        return resource.sorts.map { sort in
            let label = sort.field.map { "By \($0.label)" } ?? (resource == .films ? "By title" : "By name")
            return SelectOption(value: sort.name, label: label, selected: sort.name == current)
        }
    }

    private var orderOptions: [SelectOption] {
        let current = parameters.order?.lowercased() ?? ListOrder.ascending.rawValue
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
