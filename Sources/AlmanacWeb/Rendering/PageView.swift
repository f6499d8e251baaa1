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
    var status: HTTPResponse.Status { .ok }
    var cacheControl: String? { nil }
}

/// The parts of the site the navigation lists, in its order.
enum SiteSection: CaseIterable, Sendable {
    case company, launches, rockets, galaxy, facts, weather

    var label: String {
        switch self {
        case .company: "SpaceX"
        case .launches: "Launches"
        case .rockets: "Rockets"
        case .galaxy: "Star Wars"
        case .facts: "Facts"
        case .weather: "Weather"
        }
    }

    var route: Route {
        switch self {
        case .company: .company
        case .launches: .launches()
        case .rockets: .rockets
        case .galaxy: .galaxy
        case .facts: .facts()
        case .weather: .weather()
        }
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
}
