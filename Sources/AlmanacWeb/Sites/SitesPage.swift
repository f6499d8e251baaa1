import AlmanacCore
import AlmanacPresentation

/// `/sites`: every launch site the stored launches left from, the busiest first.
struct SitesPage: PageView {
    let rows: [LaunchSiteRowViewModel]

    var title: String { "Launch sites" }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .launchLibrary }
    var apiLink: APIRoute? { .sites }

    var body: HTML {
        guard !rows.isEmpty else { return "\(SpaceXViews.tabs(current: .sites))\n<h1>Launch sites</h1>\n\(Components.noSpaceXData)" }
        return """
            \(SpaceXViews.tabs(current: .sites))
            <h1>Launch sites</h1>
            <p class="count">\(Noun.launchSite.count(rows.count)), the busiest first: every place the stored launches left from.</p>
            <ul class="galaxy-rows" data-rows>
            \(rows.map(Self.row))
            </ul>
            """
    }

    static func row(_ row: LaunchSiteRowViewModel) -> HTML {
        """
        <li class="galaxy-row">
          <h2><a class="row-link" href="\(Route.site(id: String(row.id)))">\(row.name)</a></h2>
          <dl><dt>Country</dt><dd>\(row.countryText)</dd><dt>Launches</dt><dd>\(row.launchesText)</dd><dt>Pads</dt><dd>\(row.padsText)</dd><dt>Years</dt><dd>\(row.yearsText)</dd></dl>
        </li>
        """
    }
}
