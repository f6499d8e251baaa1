import AlmanacCore
import AlmanacPresentation

/// A resource's list page: tabs, search and sort form (echoing what was typed), rows, pager.
struct GalaxyListPage: Sendable {
    let freshness: FreshnessViewModel?
    let timeZone: String
    let tabs: [GalaxyTab]
    let resource: String
    let title: String
    /// A search that finds something in this resource, for the placeholder.
    let searchExample: String
    let hasData: Bool
    let search: String?
    let sorts: [SelectOption]
    let orders: [SelectOption]
    let limit: String?
    let errorMessage: String?
    let countText: String
    let rows: [GalaxyRowViewModel]
    let hasRows: Bool
    let pager: PagerLinks

    /// The raw query parameters, kept as typed so the form shows them again.
    struct Parameters: Sendable {
        var search, sort, order, page, limit: String?
    }

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

    static func sortOptions(for resource: GalaxyResource, chosen: String?) -> [SelectOption] {
        let current = chosen?.lowercased() ?? GalaxySort.name.name
        return resource.sorts.map { sort in
            let label = sort.field.map { "By \($0.label)" } ?? (resource == .films ? "By title" : "By name")
            return SelectOption(value: sort.name, label: label, selected: sort.name == current)
        }
    }

    static func orderOptions(chosen: String?) -> [SelectOption] {
        let current = chosen?.lowercased() ?? ListOrder.ascending.rawValue
        return [("asc", "Ascending"), ("desc", "Descending")].map { SelectOption(value: $0.0, label: $0.1, selected: $0.0 == current) }
    }

    /// The URL of another page of the same list: search and sort kept, only `page` changed.
    static func url(_ resource: GalaxyResource, _ raw: Parameters, page: Int) -> String {
        QueryString.url("/swapi/\(resource.rawValue)", [
            ("q", raw.search), ("sort", raw.sort), ("order", raw.order), ("limit", raw.limit),
            ("page", page > 1 ? String(page) : nil),
        ])
    }

    /// "82 people", "1 planet matches", "No films match".
    static func countText(_ resource: GalaxyResource, total: Int, filtered: Bool) -> String {
        ListCountText.text(total: total, filtered: filtered, singular: resource.singular, plural: resource.rawValue)
    }
}
