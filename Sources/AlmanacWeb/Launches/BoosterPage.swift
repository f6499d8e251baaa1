import AlmanacCore
import AlmanacPresentation

/// `/spacex/boosters/{serial}`: one booster and every launch in the store it flew or is to fly,
/// with how each went for it.
struct BoosterPage: PageView {
    let booster: BoosterDetailViewModel

    var title: String { "Booster \(booster.summary.serial)" }
    var section: SiteSection? { .spacex }
    var dataset: DatasetID? { .spacex }
    var apiLink: APIRoute? { .booster(serial: booster.summary.serial) }

    var body: HTML {
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
