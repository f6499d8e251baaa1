import AlmanacCore
import AlmanacPresentation

/// `/sites/{id}`: one launch site, its counts and clock, its launches per year, the map, and
/// each pad with its first and latest launch and its fastest turnaround.
struct SitePage: PageView {
    let site: LaunchSiteDetailViewModel
    let chart: HTML?

    var title: String { site.summary.name }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .launchLibrary }
    var apiLink: APIRoute? { .site(id: String(site.summary.id)) }

    var body: HTML {
        let summary = site.summary
        var parameters = LaunchQuery.Parameters()
        parameters[link: .site] = String(summary.id)
        let map: HTML =
            site.mapImageURL.map {
                "<img class=\"site-map\" src=\"\($0)\" alt=\"Map of \(summary.name)\" loading=\"lazy\" width=\"640\" height=\"360\">"
            } ?? .empty
        return """
            <p class="breadcrumb"><a href="\(Route.sites)">← All launch sites</a></p>
            <article class="rocket-detail">
              <h1>\(summary.name)</h1>
              <p class="lede">\([summary.countryText, summary.launchesText, summary.yearsText].filter { $0 != "—" }.joined(separator: " · "))</p>
              <p><a class="button" href="\(Route.launches(parameters))">Its launches</a> as this store holds them, with every filter.</p>
              \(map)
              <h2>Facts</h2>
              <dl class="facts">\(Components.facts(site.facts.map { ($0.label, $0.value) }))</dl>
              \(chart ?? .empty)
              <h2>Pads</h2>
              \(site.pads.map { Self.pad($0) })
            </article>
            """
    }

    static func pad(_ pad: LaunchPadViewModel) -> HTML {
        let launch = { (mention: LaunchMentionViewModel?) -> HTML in
            mention.map { "<a href=\"\(Route.launch(id: $0.id))\">\($0.name)</a>, \($0.dateText)" } ?? "—"
        }
        let place: HTML =
            if let text = pad.coordinatesText, let latitude = pad.latitude, let longitude = pad.longitude,
                let map = ExternalURL("https://www.openstreetmap.org/?mlat=\(latitude)&mlon=\(longitude)#map=14/\(latitude)/\(longitude)")
            {
                "<dt>Where</dt><dd><a href=\"\(map)\" rel=\"noopener noreferrer\">\(text)</a></dd>"
            } else {
                .empty
            }
        let wiki: HTML =
            pad.wikiURL.flatMap(ExternalURL.init).map { "<dt>About</dt><dd><a href=\"\($0)\" rel=\"noopener noreferrer\">Wikipedia</a></dd>" }
            ?? .empty
        return """
            <section class="pad" id="pad-\(pad.id)">
              <h3>\(pad.name)</h3>
              <dl class="facts"><dt>Launches</dt><dd>\(pad.launchesText)</dd><dt>First</dt><dd>\(launch(pad.first))</dd><dt>Latest</dt><dd>\(launch(pad.latest))</dd>\(pad.fastestTurnaroundText.map { "<dt>Fastest turnaround</dt><dd>\($0)</dd>" as HTML } ?? .empty)\(place)\(wiki)</dl>
            </section>
            """
    }
}
