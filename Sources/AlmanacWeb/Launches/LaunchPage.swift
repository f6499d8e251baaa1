import AlmanacCore
import AlmanacPresentation

/// `/spacex/launches/{id}`: one launch with its patch, facts, failures, details and links.
struct LaunchPage: PageView {
    let launch: LaunchDetailViewModel

    var title: String { launch.summary.name }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .spacex }
    var apiLink: APIRoute? { .launch(id: launch.summary.id) }

    var body: HTML {
        let summary = launch.summary
        let rocket: HTML = summary.rocket.map { "<a href=\"\(Route.rocket(id: $0.id))\">\($0.name)</a>" } ?? "\(summary.rocketText)"
        let launchpad: HTML =
            launch.launchpad.map { pad in
                let fullName: HTML = pad.fullName.map { " (\($0))" } ?? .empty
                let place: HTML = pad.place.map { ", \($0)" } ?? .empty
                return "<dt>Launchpad</dt><dd>\(pad.name)\(fullName)\(place)</dd>"
            } ?? .empty
        let failures: HTML =
            launch.failures.isEmpty
            ? .empty
            : "<h2>Failure</h2><ul class=\"failures\">\(launch.failures.map { "<li>\($0)</li>" as HTML })</ul>"
        let details: HTML = launch.details.map { "<h2>Details</h2><p>\($0)</p>" } ?? .empty
        return """
            <p class="breadcrumb"><a href="\(Route.launches())" data-back-to-list>← All launches</a></p>
            <article class="launch-detail outcome-\(summary.outcome.code)">
              <header>
                <img class="patch large" src="\(launch.patchLargeURL ?? Route.asset("patch-placeholder.svg").href)" alt="Mission patch of \(summary.name)" width="160" height="160">
                <div>
                  <h1>\(summary.name)</h1>
                  <p class="outcome"><span aria-hidden="true">\(summary.outcome.icon)</span> \(summary.outcome.text)</p>
                </div>
              </header>
              <dl class="facts">
                \(summary.flightNumber > 0 ? "<dt>Flight number</dt><dd>\(summary.flightNumber)</dd>" as HTML : .empty)
                <dt>Date/Time</dt><dd><time datetime="\(summary.date)">\(summary.dateText)</time> (\(summary.daysText))</dd>
                <dt>Rocket</dt><dd>\(rocket)</dd>
                \(launchpad)
                \(launch.launchLibraryFacts.map { "<dt>\($0.label)</dt><dd>\($0.value)</dd>" as HTML })
              </dl>
              \(failures)
              \(details)
              \(Components.externalLinks(launch.links.map { ($0.label, $0.url) }))
            </article>
            """
    }
}
