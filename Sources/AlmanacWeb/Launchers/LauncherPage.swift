import AlmanacCore
import AlmanacPresentation

/// `/launchers/{id}`: one rocket, its flights and how they went, who flew it, and its launches
/// per year.
struct LauncherPage: PageView {
    let launcher: LauncherDetailViewModel
    let chart: HTML?

    var title: String { launcher.summary.name }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .launchLibrary }
    var apiLink: APIRoute? { .launcher(id: launcher.summary.id) }

    /// The launches list filtered to the rocket named `name`.
    static func launchesParameters(name: String) -> LaunchQuery.Parameters {
        var parameters = LaunchQuery.Parameters()
        parameters[link: .configuration] = name
        return parameters
    }

    var body: HTML {
        let summary = launcher.summary
        let providers: HTML =
            launcher.providers.isEmpty
            ? .empty
            : """
            <h2>Flown by</h2>
            <ul>\(launcher.providers.map { "<li><a href=\"\(Route.agency(id: String($0.id)))\">\($0.name)</a></li>" as HTML })</ul>
            """
        return """
            <p class="breadcrumb"><a href="\(Route.launchers)">← All rockets</a></p>
            <article class="rocket-detail">
              <h1>\(summary.name)</h1>
              <p class="lede">\([summary.familyText, summary.launchesText, summary.yearsText].filter { $0 != "—" }.joined(separator: " · "))</p>
              <p><a class="button" href="\(Route.launches(Self.launchesParameters(name: summary.name)))">Its launches</a> as this store holds them, with every filter.</p>
              <h2>Facts</h2>
              <dl class="facts">\(Components.facts(launcher.facts.map { ($0.label, $0.value) }))</dl>
              \(providers)
              \(chart ?? .empty)
            </article>
            """
    }
}
