import AlmanacCore
import AlmanacPresentation

/// `/spacecraft`: the kinds of spacecraft in use, then the retired ones apart.
struct SpacecraftListPage: PageView {
    let list: SpacecraftListViewModel

    var title: String { "Spacecraft" }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .astronauts }
    var apiLink: APIRoute? { .spacecraftList }

    var body: HTML {
        guard !list.inUse.isEmpty || !list.retired.isEmpty else {
            return """
                \(AstronautViews.tabs(current: .spacecraft))
                <h1>Spacecraft</h1>
                <section class="state empty"><p>No spacecraft are stored yet.</p><p>Import a snapshot that holds <code>\(SnapshotLayout.spacecraft)</code>, or let the server refresh them from Launch Library 2.</p></section>
                """
        }
        return """
            \(AstronautViews.tabs(current: .spacecraft))
            <h1>Spacecraft</h1>
            <p class="lede">\(Noun.spacecraft.count(list.inUse.count + list.retired.count)): capsules, cargo ships and spaceplanes, as Launch Library 2 describes them.</p>
            \(Self.group("In use", list.inUse))
            \(Self.group("Retired", list.retired))
            """
    }

    private static func group(_ title: String, _ rows: [SpacecraftRowViewModel]) -> HTML {
        rows.isEmpty ? .empty : "<h2>\(title)</h2><ul class=\"galaxy-rows\" data-rows>\(rows.map(Self.row))</ul>"
    }

    static func row(_ row: SpacecraftRowViewModel) -> HTML {
        let facts: [(String, String)] = [("Type", row.type), ("Built by", row.agency), ("Crew", row.crewText), ("Flown", row.launchesText)]
            .compactMap { label, value in value.map { (label, $0) } }
        return """
            <li class="galaxy-row person-row">
              \(AstronautViews.picture(row.imageURL, of: row.name, size: 48))
              <h3><a class="row-link" href="\(Route.spacecraft(id: String(row.id)))">\(row.name)</a></h3>
              <dl>\(facts.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>" as HTML })</dl>
            </li>
            """
    }
}
