import AlmanacCore
import AlmanacPresentation

/// `/swapi/{resource}/{id}`: every field in SWAPI's order, each linked record a link to its page.
struct GalaxyRecordPage: PageView {
    let record: GalaxyDetailViewModel
    let resource: GalaxyResource

    var title: String { "\(record.name) · Star Wars" }
    var section: SiteSection? { .galaxy }
    var dataset: DatasetID? { .swapi }
    var apiLink: APIRoute? { .galaxyRecord(GalaxyReference(resource, record.id)) }

    var body: HTML {
        """
        \(GalaxyViews.tabs(selected: resource))
        <p class="breadcrumb"><a href="\(Route.galaxyList(resource))" data-back-to-list>← All \(resource.rawValue)</a></p>
        <article class="galaxy-record">
          <div class="title-row"><h1>\(record.name)</h1> \(Components.starButton(.galaxy(resource), id: String(record.id)))</div>
          <p class="lede">\(record.kind) #\(record.id)</p>
          <dl class="facts">
          \(record.rows.map(Self.row))
          </dl>
        </article>
        """
    }

    private static func row(_ row: GalaxyDetailViewModel.Row) -> HTML {
        var value = HTML.empty
        if let paragraphs = row.paragraphs, !paragraphs.isEmpty {
            value = "<div class=\"crawl\">\(paragraphs.map { "<p>\($0)</p>" as HTML })</div>"
        } else if let text = row.text {
            value = HTML(text: text)
        }
        if let links = row.links, !links.isEmpty {
            value = "\(value)<ul class=\"links\">\(links.map { "<li>\(GalaxyViews.link($0))</li>" as HTML })</ul>"
        }
        return "<dt class=\"field-\(row.field)\">\(row.label)</dt><dd class=\"field-\(row.field)\">\(value)</dd>"
    }
}

/// Pieces every Star Wars page shares.
enum GalaxyViews {
    /// People, Planets, Vehicles, Films, Species, Starships; the current one marked.
    static func tabs(selected: GalaxyResource?) -> HTML { drawnTabs[selected] ?? .empty }

    private static let drawnTabs = Components.tabStrips(
        label: "Star Wars resources", GalaxyResource.allCases, currents: GalaxyResource.allCases + [nil]
    ) { ($0.title, Route.galaxyList($0)) }

    /// A linked record: a link when it is stored, its "unknown (#17)" text when it dangles.
    static func link(_ link: GalaxyLinkViewModel) -> HTML {
        guard link.resolved, let resource = GalaxyResource(rawValue: link.type) else {
            return "<span class=\"dangling\">\(link.text)</span>"
        }
        return "<a href=\"\(Route.galaxyRecord(GalaxyReference(resource, link.id)))\">\(link.text)</a>"
    }

    static let noData: HTML = """
        <section class="state empty" role="status">
          <h2>No Star Wars data yet</h2>
          <p>Almanac has not stored any SWAPI data so far. Load it once and it stays available offline:</p>
          <ul>
            <li>from the API and its mirrors: <code>almanac sync swapi</code></li>
            <li>from a snapshot directory: <code>almanac import DIR</code> (or start with <code>almanac serve --snapshot DIR</code>)</li>
          </ul>
          <p><a class="button" href="">Try again</a></p>
        </section>
        """
}
