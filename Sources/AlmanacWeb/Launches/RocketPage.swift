import AlmanacCore
import AlmanacPresentation

/// `/spacex/rockets/{id}`: one rocket's specifications, payloads, images and launches.
struct RocketPage: PageView {
    let rocket: RocketDetailViewModel

    var title: String { rocket.summary.name }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .spacex }
    var apiLink: APIRoute? { .rocket(id: rocket.summary.id) }

    var body: HTML {
        let summary = rocket.summary
        let description: HTML = rocket.description.map { "<p>\($0)</p>" } ?? .empty
        let payloads: HTML =
            rocket.payloads.isEmpty
            ? .empty
            : "<h2>Payload capacity</h2><dl class=\"facts\">\(Components.facts(rocket.payloads.map { ($0.label, $0.value) }))</dl>"
        let wikipedia = Components.externalLinks(rocket.wikipedia.map { [("Wikipedia", $0)] } ?? [], heading: .empty)
        let images: HTML =
            rocket.images.isEmpty
            ? .empty
            : "<h2>Images</h2><div class=\"gallery\">\(rocket.images.map { "<img src=\"\($0)\" alt=\"\(summary.name)\" loading=\"lazy\" width=\"320\" height=\"240\">" as HTML })</div>"
        var launches = LaunchQuery.Parameters()
        launches[link: .rocket] = summary.id
        return """
            <p class="breadcrumb"><a href="\(Route.rockets)">← SpaceX rockets</a></p>
            <article class="rocket-detail">
              <h1>\(summary.name)</h1>
              <p class="lede">\(summary.statusText) · first flight \(summary.firstFlightText) · success rate \(summary.successRateText) · \(summary.costText) per launch</p>
              \(description)
              <h2>Specifications</h2>
              <dl class="facts">\(Components.facts(rocket.specs.map { ($0.label, $0.value) }))</dl>
              \(payloads)
              \(wikipedia)
              <p><a href="\(Route.launches(launches))">Launches of \(summary.name)</a></p>
              \(images)
            </article>
            """
    }
}
