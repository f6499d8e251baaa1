import AlmanacCore
import AlmanacPresentation

/// `/stations/{id}`: one station, who is aboard as counted, its expedition, and what is docked
/// with the crew each vehicle's launch carried (labelled as launched, never as aboard).
struct StationPage: PageView {
    let station: StationDetailViewModel

    var title: String { station.summary.name }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .astronauts }
    var apiLink: APIRoute? { .station(id: String(station.summary.id)) }

    var body: HTML {
        let summary = station.summary
        let description: HTML = station.description.map { "<p>\($0)</p>" } ?? .empty
        let expeditions: HTML =
            station.expeditions.isEmpty
            ? .empty : "<h2>Expedition</h2><ul class=\"expeditions\">\(station.expeditions.map(Self.expedition))</ul>"
        let docked: HTML =
            station.docked.isEmpty
            ? .empty
            : """
            <h2>Docked now</h2>
            <p class="note">Each vehicle with the launch that brought it and the crew that launch carried, as launched: who is aboard now is counted above.</p>
            <ul class="docked">\(station.docked.map(Self.docked))</ul>
            """
        return """
            <p class="breadcrumb"><a href="\(Route.stations)">← All space stations</a></p>
            <article class="rocket-detail station-detail">
              <header>
                \(AstronautViews.picture(summary.imageURL, of: summary.name, size: 120))
                <div>
                  <div class="title-row"><h1>\(summary.name)</h1> \(Components.starButton(.station, id: String(summary.id)))</div>
                  <p class="lede">\([summary.statusText, summary.yearsText, summary.onboardText].compactMap { $0 }.joined(separator: " · "))</p>
                </div>
              </header>
              \(description)
              <h2>Facts</h2>
              <dl class="facts">\(Components.facts(station.facts.map { ($0.label, $0.value) }))</dl>
              \(expeditions)
              \(docked)
            </article>
            """
    }

    private static func expedition(_ expedition: StationDetailViewModel.Expedition) -> HTML {
        let crew: HTML = expedition.crew.isEmpty ? .empty : "<ul class=\"crew\">\(expedition.crew.map(AstronautViews.crewMember))</ul>"
        return "<li><strong>\(expedition.name)</strong> <span class=\"muted\">· \(expedition.datesText)</span>\(crew)</li>"
    }

    private static func docked(_ vehicle: StationDetailViewModel.Docked) -> HTML {
        let launchName = vehicle.launchName ?? "its launch"
        let launch: HTML = vehicle.launchID.map { "<a href=\"\(Route.launch(id: $0))\">\(launchName)</a>" } ?? "\(launchName)"
        let since: HTML = vehicle.dockedText.map { ", docked \($0)" } ?? .empty
        let crew: HTML =
            vehicle.launchedCrew.isEmpty
            ? .empty
            : "<p class=\"muted\">Launched with:</p><ul class=\"crew\">\(vehicle.launchedCrew.map(AstronautViews.crewMember))</ul>"
        return """
            <li><strong>\(AstronautViews.spacecraftName(vehicle.spacecraft, id: vehicle.spacecraftID))</strong> at \(vehicle.port)\(since) · \(launch)\(crew)</li>
            """
    }
}
