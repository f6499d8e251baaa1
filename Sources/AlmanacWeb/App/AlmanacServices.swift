import AlmanacCore
import AlmanacGraphQL
import Foundation

/// Everything the web app needs from the core, handed over by the composition root: one bundle
/// of use cases per feature (a page and its API call the same ones), freshness, status, images.
public struct AlmanacServices: Sendable {
    public let launches: LaunchUseCases
    public let galaxy: GalaxyUseCases
    public let facts: FactUseCases
    public let weather: WeatherUseCases
    /// The pages and API calls of the datasets that bring their own (`WebSection`).
    public let sections: [WebSection]
    public let profiles: Profiles
    public let stars: Stars
    /// The one search box, from the store's indexes only.
    public let search: SearchEverything
    /// What GraphQL answers from: the same stores, read without asking any upstream.
    public let graph: GraphServices
    /// Reminders by Web Push; nil where the server does not send them (`--push off`).
    public let reminders: ReminderServices?
    /// Each dataset's freshness, for footers and `meta`.
    public let datasets: any DatasetStore
    /// The store's change stamps, which everything kept between requests is checked against.
    public let changes: any StoreChanges
    public let images: ProxyImage?
    /// Where "Refresh now" goes (this process's refresher, or the instance that leads on
    /// PostgreSQL); nil in a server that only reads (then no page offers a refresh).
    public let refreshRequests: (any RefreshRequests)?
    /// Every dataset's counts, freshness, last error and circuits.
    public let status: ReportStatus
    /// Whether the store is open and migrated, for `/readyz`.
    public let health: (any StoreHealth)?
    /// How old each dataset may get; older data is flagged `stale` in the API's meta.
    public let intervals: RefreshIntervals
    public let now: Now
    /// The gate every upstream call a request causes passes (the transports and the image
    /// fetcher hold the same one); "Refresh now" is charged to it too.
    public let gate: UpstreamGate
    /// Who is in space now, for the home page; nil where the server keeps no astronauts.
    public let inSpace: BrowseStations?

    /// The bundle, from use cases the composition root built once.
    public init(
        launches: LaunchUseCases, galaxy: GalaxyUseCases, facts: FactUseCases, weather: WeatherUseCases, sections: [WebSection],
        profiles: Profiles, stars: Stars, search: SearchEverything, graph: GraphServices, reminders: ReminderServices?,
        datasets: any DatasetStore, changes: any StoreChanges, images: ProxyImage?, refreshRequests: (any RefreshRequests)?, status: ReportStatus,
        health: (any StoreHealth)?, intervals: RefreshIntervals, now: Now, gate: UpstreamGate, inSpace: BrowseStations? = nil
    ) {
        self.launches = launches
        self.galaxy = galaxy
        self.facts = facts
        self.weather = weather
        self.sections = sections
        self.profiles = profiles
        self.stars = stars
        self.search = search
        self.graph = graph
        self.reminders = reminders
        self.datasets = datasets
        self.changes = changes
        self.images = images
        self.refreshRequests = refreshRequests
        self.status = status
        self.health = health
        self.intervals = intervals
        self.now = now
        self.gate = gate
        self.inSpace = inSpace
    }
}

/// What the reminder routes need: the visitors' reminders and the key browsers subscribe with.
public struct ReminderServices: Sendable {
    public let reminders: PushReminders
    /// The server's VAPID public key (base64url), the `applicationServerKey` of a subscription.
    public let publicKey: String

    public init(reminders: PushReminders, publicKey: String) {
        self.reminders = reminders
        self.publicKey = publicKey
    }
}
