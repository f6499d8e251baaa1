import AlmanacCore
import AlmanacPresentation

/// `/launches/stats`: launches per year by country and by provider since 1957, each rocket
/// family's success rate, and the records; drawn on the server, readable without scripts.
struct StatisticsPage: PageView {
    let statistics: LaunchStatisticsViewModel?

    var title: String { "Launch statistics" }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .spacex }
    var apiLink: APIRoute? { .launchStatistics }

    var body: HTML {
        guard let statistics else { return "\(SpaceXViews.tabs(current: .statistics))\n<h1>Launch statistics</h1>\n\(Components.noSpaceXData)" }
        let families = statistics.families.map { family -> HTML in
            var parameters = LaunchQuery.Parameters()
            parameters[link: .family] = family.name
            return
                "<tr><th scope=\"row\"><a href=\"\(Route.launches(parameters))\">\(family.name)</a></th><td>\(NumberText.grouped(family.launches))</td><td>\(family.successText)</td></tr>"
        }
        let records = statistics.records.map { record -> HTML in
            let href: HTML =
                if let site = record.siteID {
                    "\(Route.site(id: String(site)))\(record.padID.map { "#pad-\($0)" } ?? "")"
                } else {
                    "\(Route.launches(LaunchQuery.Parameters { record.launchFilters[$0.rawValue] }))"
                }
            return "<dt>\(record.label)</dt><dd><a href=\"\(href)\">\(record.value)</a></dd>"
        }
        return """
            \(SpaceXViews.tabs(current: .statistics))
            <h1>Launch statistics</h1>
            <p class="lede">\(statistics.totalText), as this store holds them. Every figure opens the launches it counts.</p>
            <h2>Records</h2>
            <dl class="facts">\(HTML(joining: records))</dl>
            \(StackedYearChart.render(statistics.byCountry, id: "by-country", title: "Launches per year by country", description: "Stacked bars per year: the launches of the six busiest countries and of the others."))
            \(StackedYearChart.render(statistics.byProvider, id: "by-provider", title: "Launches per year by provider", description: "Stacked bars per year: the launches of the six busiest providers and of the others."))
            <h2>Success rate by rocket family</h2>
            <p class="note">Families with at least \(LaunchStatistics.familyMinimum) launches; the rate counts the launches with an outcome.</p>
            <div class="table-scroll"><table class="families"><thead><tr><th scope="col">Family</th><th scope="col">Launches</th><th scope="col">Success</th></tr></thead>
            <tbody>\(HTML(joining: families))</tbody></table></div>
            """
    }
}
