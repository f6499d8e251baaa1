import AlmanacCore
import AlmanacPresentation

/// `/astronauts/{id}`: one astronaut, their facts, biography and every flight, linked to its
/// launch where the store holds it.
struct AstronautPage: PageView {
    let astronaut: AstronautDetailViewModel

    var title: String { astronaut.summary.name }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .astronauts }
    var apiLink: APIRoute? { .astronaut(id: String(astronaut.summary.id)) }

    var body: HTML {
        let summary = astronaut.summary
        let biography: HTML = astronaut.biography.map { "<p>\($0)</p>" } ?? .empty
        let flights: HTML =
            astronaut.flights.isEmpty
            ? "<p>No flights yet.</p>" : "<ol class=\"flights\">\(astronaut.flights.map(Self.flight))</ol>"
        return """
            <p class="breadcrumb"><a href="\(Route.astronauts())">← All astronauts</a></p>
            <article class="rocket-detail person-detail">
              <header>
                \(AstronautViews.picture(summary.imageURL, of: summary.name, size: 120))
                <div>
                  <div class="title-row"><h1>\(summary.name)</h1> \(Components.starButton(.astronaut, id: String(summary.id)))</div>
                  <p class="lede">\([summary.agency, summary.nationalityText, summary.flightsText].compactMap { $0 }.joined(separator: " · "))</p>
                </div>
              </header>
              \(biography)
              <h2>Facts</h2>
              <dl class="facts">\(Components.facts(astronaut.facts.map { ($0.label, $0.value) }))</dl>
              <h2>Flights</h2>
              \(flights)
            </article>
            """
    }

    private static func flight(_ flight: AstronautDetailViewModel.Flight) -> HTML {
        let name: HTML = flight.launchID.map { "<a href=\"\(Route.launch(id: $0))\">\(flight.name)</a>" } ?? "\(flight.name)"
        return "<li>\(name) <span class=\"muted\">· \(flight.dateText)</span></li>"
    }
}
