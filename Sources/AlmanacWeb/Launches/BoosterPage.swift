import AlmanacCore
import AlmanacPresentation
import HTTPTypes

/// `/spacex/boosters/{serial}`: one booster and every launch in the store it flew or is to fly,
/// with how each went for it; for a serial no launch in the store names, a 404 that says so and
/// leads to the boosters it has.
struct BoosterPage: PageView {
    let serial: String
    let booster: BoosterDetailViewModel?

    var title: String { "Booster \(serial)" }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .spacex }
    var apiLink: APIRoute? { .booster(serial: serial) }
    var status: HTTPResponse.Status { booster == nil ? .notFound : .ok }

    var body: HTML {
        guard let booster else {
            return """
                <p class="breadcrumb"><a href="\(Route.boosters)">← All boosters</a></p>
                <h1>Booster \(serial)</h1>
                <section class="state empty"><p>\(serial) is not in this store's data: no launch the store holds names it (the SpaceX API and Launch Library 2 name the boosters of their launches).</p><p><a class="button" href="\(Route.boosters)">The boosters it has</a></p></section>
                """
        }
        let summary = booster.summary
        return """
            <p class="breadcrumb"><a href="\(Route.boosters)">← All boosters</a></p>
            <div class="title-row"><h1>Booster \(summary.serial)</h1> \(Components.starButton(.booster, id: summary.serial))</div>
            <dl class="facts">
              <dt>Status</dt><dd>\(summary.statusText)</dd>
              <dt>Flights</dt><dd>\(summary.flightsText)</dd>
              <dt>Landings</dt><dd>\(summary.landingsText)</dd>
              \(summary.firstFlightText.map { "<dt>First flight</dt><dd>\($0)</dd>" as HTML } ?? .empty)
              \(summary.lastFlightText.map { "<dt>Last flight</dt><dd>\($0)</dd>" as HTML } ?? .empty)
            </dl>
            <h2>Its launches in the store</h2>
            <ol class="booster-flights">
              \(booster.flights.map(Self.flight))
            </ol>
            """
    }

    private static func flight(_ flight: BoosterDetailViewModel.Flight) -> HTML {
        let launch = flight.launch
        let details = [flight.stage.flightText, flight.stage.landingText].compactMap { $0 }.joined(separator: " · ")
        return """
            <li class="outcome-\(launch.outcome.code)"><a href="\(Route.launch(id: launch.id))">\(launch.name)</a> <span class="when">\(launch.dateText)</span><br><span class="stage landing-\(flight.stage.landingState ?? "unknown")">\(details)</span></li>
            """
    }
}
