import AlmanacCore
import AlmanacPresentation

/// `/agencies/{id}`: one agency, its counters, what it flies and builds, its launches (the
/// launches list filtered to it) and its links.
struct AgencyPage: PageView {
    let agency: AgencyDetailViewModel

    var title: String { agency.summary.name }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .agencies }
    var apiLink: APIRoute? { .agency(id: String(agency.summary.id)) }

    var body: HTML {
        let summary = agency.summary
        let abbreviation: HTML = summary.abbreviation.map { " <span class=\"muted\">(\($0))</span>" } ?? .empty
        let description: HTML = agency.description.map { "<p>\($0)</p>" } ?? .empty
        var parameters = LaunchQuery.Parameters()
        parameters[link: .provider] = String(summary.id)
        let launches = Route.launches(parameters)
        return """
            <p class="breadcrumb"><a href="\(Route.agencies())">← All agencies</a></p>
            <article class="rocket-detail">
              <h1>\(summary.name)\(abbreviation)</h1>
              <p class="lede">\(summary.typeText) · \(summary.countriesText) · \(summary.launchesText)</p>
              \(HTML.when(summary.launchCount > 0, "<p><a class=\"button\" href=\"\(launches)\">Its launches</a> as this store holds them, with every filter.</p>"))
              \(description)
              <h2>Facts</h2>
              <dl class="facts">\(Components.facts(agency.facts.map { ($0.label, $0.value) }))</dl>
              \(Self.names("Launchers", agency.launchers))
              \(Self.names("Spacecraft", agency.spacecraft))
              \(Components.externalLinks(agency.links.map { ($0.label, $0.value) }))
            </article>
            """
    }

    private static func names(_ heading: String, _ names: [String]) -> HTML {
        names.isEmpty ? .empty : "<h2>\(heading)</h2><ul>\(names.map { "<li>\($0)</li>" as HTML })</ul>"
    }
}
