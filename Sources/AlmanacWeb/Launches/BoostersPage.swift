import AlmanacCore
import AlmanacPresentation

/// `/spacex/boosters`: every first-stage booster the launches in the store name, with its status,
/// flights, landings and first and last flight.
struct BoostersPage: PageView {
    let boosters: [BoosterRowViewModel]
    /// Whether SpaceX was ever loaded.
    let hasData: Bool

    var title: String { "Boosters" }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .spacex }
    var apiLink: APIRoute? { .boosters }

    var body: HTML {
        guard hasData else { return "\(SpaceXViews.tabs(current: .boosters))\n<h1>Boosters</h1>\n\(Components.noSpaceXData)" }
        guard !boosters.isEmpty else {
            return """
                \(SpaceXViews.tabs(current: .boosters))
                <h1>Boosters</h1>
                <section class="state empty"><p>No launch in the store names its booster yet. Launch Library 2 names them; the SpaceX API does with its cores list.</p></section>
                """
        }
        return """
            \(SpaceXViews.tabs(current: .boosters))
            <h1>Boosters</h1>
            <p class="count">\(Noun("booster").count(boosters.count)), named by the launches in the store.</p>
            <table class="boosters">
              <thead><tr><th scope="col">Booster</th><th scope="col">Status</th><th scope="col">Flights</th><th scope="col">Landings</th><th scope="col">First flight</th><th scope="col">Last flight</th></tr></thead>
              <tbody>
              \(boosters.map(Self.row))
              </tbody>
            </table>
            \(HTML.when(!boosters.isEmpty, Components.downloads(of: .boosters)))
            """
    }

    private static func row(_ booster: BoosterRowViewModel) -> HTML {
        """
        <tr><th scope="row"><a href="\(Route.booster(serial: booster.serial))">\(booster.serial)</a></th><td data-label="Status">\(booster.statusText)</td><td data-label="Flights">\(booster.flightsShortText)</td><td data-label="Landings">\(booster.landings)</td><td data-label="First flight">\(booster.firstFlightText ?? "–")</td><td data-label="Last flight">\(booster.lastFlightText ?? "–")</td></tr>
        """
    }
}
