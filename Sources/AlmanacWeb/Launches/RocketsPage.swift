import AlmanacCore
import AlmanacPresentation
import HTTPTypes

/// `/spacex/rockets`: the catalogue with an "active only" filter and a sort.
struct RocketsPage: PageView {
    let hasData: Bool
    let query: RocketQuery
    let errorMessage: String?
    let rows: [RocketRowViewModel]

    var title: String { "SpaceX rockets" }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .spacex }
    var apiLink: APIRoute? { .rockets }
    var status: HTTPResponse.Status { errorMessage == nil ? .ok : .badRequest }

    static let sortLabels: [RocketSort: String] = [
        .name: "Name", .firstFlight: "First flight", .successRate: "Success rate", .cost: "Cost per launch",
    ]

    var body: HTML {
        guard hasData else { return "\(SpaceXViews.tabs(current: .company))\n<h1>SpaceX rockets</h1>\n\(Components.noSpaceXData)" }
        let sorts = RocketSort.allCases.map {
            SelectOption(value: $0.rawValue, label: Self.sortLabels[$0] ?? $0.rawValue, selected: $0 == query.sort)
        }
        let error: HTML =
            errorMessage.map { "<p class=\"state error\" role=\"alert\">\($0) <a href=\"\(Route.rockets)\">Clear filters</a></p>" } ?? .empty
        let table: HTML
        if !rows.isEmpty {
            table = """
                <table class="rockets">
                  <thead><tr><th scope="col">Rocket</th><th scope="col">Status</th><th scope="col">First flight</th><th scope="col">Success rate</th><th scope="col">Cost per launch</th></tr></thead>
                  <tbody>
                  \(rows.map(Self.row))
                  </tbody>
                </table>
                """
        } else if errorMessage == nil {
            table =
                "<section class=\"state empty\"><p>No rockets match these filters.</p><p><a class=\"button\" href=\"\(Route.rockets)\">Clear filters</a></p></section>"
        } else {
            table = .empty
        }
        return """
            \(SpaceXViews.tabs(current: .company))
            <h1>SpaceX rockets</h1>
            <form class="filters" method="get" action="\(Route.rockets)" aria-label="Filter rockets">
              <div class="field checkbox"><input id="active" name="active" type="checkbox" value="true"\(HTML.when(query.activeOnly, " checked"))><label for="active">Active rockets only</label></div>
              <div class="field"><label for="sort">Sort by</label><select id="sort" name="sort">\(Components.options(sorts))</select></div>
              <div class="field buttons"><button type="submit">Apply</button> <a href="\(Route.rockets)">Clear filters</a></div>
            </form>
            \(error)
            \(table)
            """
    }

    private static func row(_ rocket: RocketRowViewModel) -> HTML {
        """
        <tr><th scope="row"><a href="\(Route.rocket(id: rocket.id))">\(rocket.name)</a></th><td data-label="Status">\(rocket.statusText)</td><td data-label="First flight">\(rocket.firstFlightText)</td><td data-label="Success rate">\(rocket.successRateText)</td><td data-label="Cost per launch">\(rocket.costText)</td></tr>
        """
    }
}
