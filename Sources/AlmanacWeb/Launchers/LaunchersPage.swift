import AlmanacCore
import AlmanacPresentation

/// `/launchers`: every rocket the stored launches flew on, under its family, the busiest
/// family first.
struct LaunchersPage: PageView {
    let families: [LauncherFamilyViewModel]

    var title: String { "Rockets" }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .launchLibrary }
    var apiLink: APIRoute? { .launchers }

    var body: HTML {
        guard !families.isEmpty else { return "\(SpaceXViews.tabs(current: .launchers))\n<h1>Rockets</h1>\n\(Components.noSpaceXData)" }
        let count = families.reduce(0) { $0 + $1.rows.count }
        return """
            \(SpaceXViews.tabs(current: .launchers))
            <h1>Rockets</h1>
            <p class="count">\(Noun.launcher.count(count)) in \(Noun.rocketFamily.count(families.count)), every provider's, the most flown first.</p>
            \(families.map(Self.family))
            """
    }

    static func family(_ family: LauncherFamilyViewModel) -> HTML {
        """
        <section class="launcher-family">
          <h2>\(family.name) <span class="count">\(family.countText)</span></h2>
          <ul class="galaxy-rows" data-rows>
          \(family.rows.map(Self.row))
          </ul>
        </section>
        """
    }

    static func row(_ row: LauncherRowViewModel) -> HTML {
        """
        <li class="galaxy-row">
          <h3><a class="row-link" href="\(Route.launcher(id: row.id))">\(row.name)</a></h3>
          <dl><dt>Launches</dt><dd>\(row.launchesText)</dd><dt>Years</dt><dd>\(row.yearsText)</dd><dt>Flown by</dt><dd>\(row.providersText)</dd></dl>
        </li>
        """
    }
}
