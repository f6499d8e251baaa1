import AlmanacCore
import AlmanacGraphQL
import Foundation

/// Everything the web app needs from the core, assembled by the composition root: one bundle of
/// use cases per feature (a page and its API call the same ones), freshness, status, images.
public struct AlmanacServices: Sendable {
    public let launches: LaunchUseCases
    public let galaxy: GalaxyUseCases
    public let facts: FactUseCases
    public let weather: WeatherUseCases
    public let agencies: AgencyUseCases
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

    /// The services over these stores and sources: facts searches always ask `factSource` first
    /// (the store answers when it fails); place searches and forecasts ask `weatherSource` first
    /// (nil: stored data only).
    public init(
        launches: any LaunchStore, galaxy: any GalaxyStore, datasets: any DatasetStore,
        facts: any FactStore, factSource: any FactSource, weather: any WeatherStore, weatherSource: (any WeatherSource)?, agencies: any AgencyStore,
        profiles: any ProfileStore, stars: any StarStore, search: any SearchIndex,
        images: ProxyImage? = nil, refreshRequests: (any RefreshRequests)? = nil, status: ReportStatus? = nil,
        health: (any StoreHealth)? = nil, intervals: RefreshIntervals = RefreshIntervals(), now: Now = .system,
        gate: UpstreamGate = .unlimited, reminders: ReminderServices? = nil
    ) {
        self.reminders = reminders
        self.gate = gate
        self.launches = LaunchUseCases(store: launches)
        self.galaxy = GalaxyUseCases(store: galaxy, now: now)
        self.facts = FactUseCases(source: factSource, store: facts, now: now, categoriesMaxAge: intervals[.facts])
        self.weather = WeatherUseCases(source: weatherSource, store: weather, now: now, forecastMaxAge: intervals[.weather])
        self.agencies = AgencyUseCases(store: agencies)
        self.profiles = Profiles(store: profiles, now: now)
        self.stars = Stars(store: stars, targets: StarTargets(launches: launches, galaxy: galaxy, facts: facts), now: now)
        self.search = SearchEverything(index: search, facts: facts, weather: weather)
        self.datasets = datasets
        self.images = images
        self.refreshRequests = refreshRequests
        self.status = status ?? ReportStatus(store: datasets, hosts: [:], circuits: [], intervals: intervals.byDataset)
        graph = GraphServices(
            launches: launches, galaxy: galaxy, facts: facts, weather: weather, agencies: agencies, status: self.status, now: now)
        self.health = health
        self.intervals = intervals
        self.now = now
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
