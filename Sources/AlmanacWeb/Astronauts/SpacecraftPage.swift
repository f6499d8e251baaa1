import AlmanacCore
import AlmanacPresentation

/// `/spacecraft/{id}`: one kind of spacecraft, its figures, the stored launches whose records
/// name it (with how many Launch Library 2 counts in all) and where one is docked now.
struct SpacecraftPage: PageView {
    let spacecraft: SpacecraftDetailViewModel

    var title: String { spacecraft.summary.name }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .astronauts }
    var apiLink: APIRoute? { .spacecraft(id: String(spacecraft.summary.id)) }

    var body: HTML {
        let summary = spacecraft.summary
        let lede = [summary.type, summary.agency, summary.statusText].compactMap { $0 }.joined(separator: " · ")
        let capability: HTML = spacecraft.capability.map { "<p><strong>\($0)</strong></p>" } ?? .empty
        let docked: HTML =
            spacecraft.docked.isEmpty
            ? .empty
            : "<h2>Docked now</h2><ul class=\"docked\">\(spacecraft.docked.map(Self.docked))</ul>"
        let note: HTML = spacecraft.flightsNote.map { "<p class=\"note\">\($0)</p>" } ?? .empty
        let flights: HTML =
            spacecraft.flights.isEmpty
            ? "<h2>Launches</h2>\(note)"
            : "<h2>Launches</h2>\(note)<ol class=\"flights\">\(spacecraft.flights.map(Self.flight))</ol>"
        let wiki: HTML = spacecraft.wikiURL.map { "<p><a href=\"\($0)\" rel=\"noopener noreferrer\">Wikipedia</a></p>" } ?? .empty
        return """
            <p class="breadcrumb"><a href="\(Route.spacecraftList)">← All spacecraft</a></p>
            <article class="rocket-detail spacecraft-detail">
              <header>
                \(AstronautViews.picture(summary.imageURL, of: summary.name, size: 120))
                <div>
                  <h1>\(summary.name)</h1>
                  <p class="lede">\(lede)</p>
                </div>
              </header>
              \(capability)
              \(spacecraft.description.map { "<p>\($0)</p>" as HTML })
              <h2>Facts</h2>
              <dl class="facts">\(Components.facts(spacecraft.facts.map { ($0.label, $0.value) }))</dl>
              \(docked)
              \(flights)
              \(wiki)
            </article>
            """
    }

    private static func flight(_ flight: SpacecraftDetailViewModel.Flight) -> HTML {
        let vehicle: HTML = flight.vehicle.map { " <span class=\"role\">· \($0)</span>" } ?? .empty
        return
            "<li><a href=\"\(Route.launch(id: flight.launchID))\">\(flight.name)</a> <span class=\"muted\">\(flight.dateText)</span>\(vehicle)</li>"
    }

    private static func docked(_ docked: SpacecraftDetailViewModel.Docked) -> HTML {
        "<li><strong>\(docked.vehicle)</strong> at <a href=\"\(Route.station(id: String(docked.stationID)))\">\(docked.station)</a>, \(docked.port)</li>"
    }
}
