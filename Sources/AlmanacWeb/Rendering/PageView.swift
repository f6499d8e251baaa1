import AlmanacCore
import AlmanacPresentation
import HTTPTypes

/// What a page is besides its content: its title, the section the navigation marks, the dataset
/// whose freshness the footer states, the API endpoint with the same data, and its status. Every
/// page type conforms, and a page handler returns one; the layout around `body` is drawn once,
/// in `PageLayout`.
protocol PageView: PageAnswer {
    var title: String { get }
    var section: SiteSection? { get }
    /// The "JSON API" link in the footer.
    var apiLink: APIRoute? { get }
    /// The feeds that follow what the page shows, for a reader to find (`<link rel="alternate">`).
    var feeds: [PageFeed] { get }
    var body: HTML { get }
    /// 200, or the error a page shows in words (a form with a bad value is a 400).
    var status: HTTPResponse.Status { get }
    /// How long the page may be kept when that is not the usual (a one-time message: `no-store`).
    var cacheControl: String? { get }
}

extension PageView {
    var section: SiteSection? { nil }
    var dataset: DatasetID? { nil }
    var apiLink: APIRoute? { nil }
    var feeds: [PageFeed] { [] }
    var status: HTTPResponse.Status { .ok }
    var cacheControl: String? { nil }
}

/// The parts of the site the navigation lists, in its order: a tab bar at the bottom of a phone's
/// screen, a row at the top of a wide one.
enum SiteSection: CaseIterable, Sendable {
    case home, launches, galaxy, facts, weather, starred

    var label: String {
        switch self {
        case .home: "Home"
        case .launches: "Launches"
        case .galaxy: "Star Wars"
        case .facts: "Facts"
        case .weather: "Weather"
        case .starred: "Starred"
        }
    }

    var route: Route {
        switch self {
        case .home: .home
        case .launches: .launches()
        case .galaxy: .galaxy
        case .facts: .facts()
        case .weather: .weather()
        case .starred: .starred()
        }
    }

    /// The tab bar's picture (24 × 24, drawn with the text colour), beside its label.
    var icon: HTML {
        let shape: HTML =
            switch self {
            case .home: "<path d=\"M3 11 12 3l9 8M5 9.5V21h5v-6h4v6h5V9.5\"/>"
            case .launches:
                "<path d=\"M12 2c3 3 4.5 7 4.5 11L15 17H9l-1.5-4C7.5 9 9 5 12 2Z\"/><path d=\"M9 17l-2 4 3-1.5M15 17l2 4-3-1.5\"/><circle cx=\"12\" cy=\"10\" r=\"1.5\"/>"
            case .galaxy: "<path d=\"m12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7Z\"/>"
            case .facts: "<path d=\"M4 5h16v11H9l-5 4Z\"/><path d=\"M8 9h8M8 12h5\"/>"
            case .weather:
                "<circle cx=\"9\" cy=\"8\" r=\"3\"/><path d=\"M9 2v1.5M3 8h1.5M4.8 3.8l1 1M13.2 3.8l-1 1\"/><path d=\"M7 20h10a4 4 0 0 0 0-8 5 5 0 0 0-9.6 1.5A3.3 3.3 0 0 0 7 20Z\"/>"
            case .starred: "<path d=\"M6 3h12v18l-6-4.5L6 21Z\"/>"
            }
        return "<svg class=\"tab-icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\" focusable=\"false\">\(shape)</svg>"
    }
}

/// What the layout needs from the request: the freshness of the page's dataset and the viewer's
/// time zone, and where the page is (the "Refresh now" form comes back to it).
struct PageChrome: Hashable, Sendable {
    let freshness: FreshnessViewModel?
    /// The freshness of the datasets shown with the page's (`DatasetID.shownWith`) that hold data:
    /// the launches pages show Launch Library's launches too.
    var shownWith: [FreshnessViewModel] = []
    let timeZone: String
    /// The page's own path and query, already checked to be one of ours.
    let currentPath: String

    /// Hashed by the footers' words, the zone and the path, which tell two chromes apart (the
    /// words say when, from where and whether failing); `==` still compares every field. A
    /// personal page's key holds its chrome, and hashing each footer's five strings as well would
    /// be work on every personal page for nothing these do not already tell apart.
    func hash(into hasher: inout Hasher) {
        hasher.combine(timeZone)
        hasher.combine(currentPath)
        hasher.combine(freshness?.text)
        for footer in shownWith { hasher.combine(footer.text) }
    }
}

/// A page's Atom feed: its title and where it is.
struct PageFeed: Sendable {
    let title: String
    let route: Route

    /// The launches' schedule changes or announcements, filtered as a launches list is.
    static func launches(_ kind: LaunchChangesFeed.Kind, _ parameters: LaunchQuery.Parameters) -> PageFeed {
        switch kind {
        case .changes: PageFeed(title: kind.title, route: .launchChangesFeed(parameters))
        case .announcements: PageFeed(title: kind.title, route: .newLaunchesFeed(parameters))
        }
    }

    /// The facts new to Almanac, of one category or of all.
    static func newFacts(category: String?) -> PageFeed {
        PageFeed(title: NewFactsFeed.title(category: category), route: .newFactsFeed(category: category))
    }

    /// The `<link>` in the page's head that feed readers look for.
    var headLink: HTML { "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"\(title)\" href=\"\(route)\">\n" }
}
