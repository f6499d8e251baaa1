import AlmanacCore
import AlmanacPresentation

/// `/stations`: how many are in space now, the stations in orbit, then the de-orbited ones apart.
struct StationsPage: PageView {
    let listing: BrowseStations.Listing
    let environment: PresentationEnvironment

    var title: String { "Space stations" }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .astronauts }
    var apiLink: APIRoute? { .stations }

    var body: HTML {
        guard listing.hasData else {
            return """
                \(AstronautViews.tabs(current: .stations))
                <h1>Space stations</h1>
                <section class="state empty"><p>No space stations are stored yet.</p><p>Import a snapshot that holds <code>\(SnapshotLayout.spaceStations)</code>, or let the server refresh them from Launch Library 2.</p></section>
                """
        }
        let environment = environment
        let former: HTML =
            listing.former.isEmpty
            ? .empty
            : """
            <h2>De-orbited and decommissioned</h2>
            <ul class="galaxy-rows" data-rows>\(listing.former.map { Self.row(StationRowViewModel($0, environment: environment)) })</ul>
            """
        return """
            \(AstronautViews.tabs(current: .stations))
            <h1>Space stations</h1>
            \(AstronautViews.inSpace(InSpaceViewModel(listing.inSpace)))
            <h2>In orbit</h2>
            <ul class="galaxy-rows" data-rows>\(listing.active.map { Self.row(StationRowViewModel($0, environment: environment)) })</ul>
            \(former)
            """
    }

    static func row(_ row: StationRowViewModel) -> HTML {
        let onboard: HTML = row.onboardText.map { "<dt>Crew</dt><dd>\($0)</dd>" } ?? .empty
        return """
            <li class="galaxy-row person-row">
              \(AstronautViews.picture(row.imageURL, of: row.name, size: 48))
              <h3><a class="row-link" href="\(Route.station(id: String(row.id)))">\(row.name)</a></h3>
              <dl><dt>Status</dt><dd>\(row.statusText)</dd><dt>Years</dt><dd>\(row.yearsText)</dd>\(onboard)<dt>Owners</dt><dd>\(row.ownersText)</dd></dl>
            </li>
            """
    }
}
