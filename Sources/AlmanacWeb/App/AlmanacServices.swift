import AlmanacCore
import Foundation

/// Everything the web app needs from the core, assembled by the composition root.
public struct AlmanacServices: Sendable {
    public let launches: any LaunchStore
    public let galaxy: any GalaxyStore
    public let datasets: any DatasetStore
    public let facts: any FactStore
    /// Facts searches always ask the upstream first (the store answers when it fails).
    public let factSource: any FactSource
    public let weather: any WeatherStore
    /// Place searches and forecasts ask it first; nil serves only what is stored.
    public let weatherSource: (any WeatherSource)?
    public let images: ProxyImage?
    /// Keeps datasets fresh in the background and takes "refresh now"; nil in a server that
    /// only reads (then no page offers a refresh).
    public let refresher: BackgroundRefresh?
    /// Every dataset's counts, freshness, last error and circuits.
    public let status: ReportStatus
    /// Whether the store is open and migrated, for `/readyz`.
    public let health: (any StoreHealth)?
    /// How old each dataset may get; older data is flagged `stale` in the API's meta.
    public let intervals: RefreshIntervals
    public let now: Now

    public init(
        launches: any LaunchStore, galaxy: any GalaxyStore, datasets: any DatasetStore,
        facts: any FactStore, factSource: any FactSource, weather: any WeatherStore, weatherSource: (any WeatherSource)?,
        images: ProxyImage? = nil, refresher: BackgroundRefresh? = nil, status: ReportStatus? = nil,
        health: (any StoreHealth)? = nil, intervals: RefreshIntervals = RefreshIntervals(), now: Now = .system
    ) {
        self.launches = launches
        self.galaxy = galaxy
        self.datasets = datasets
        self.facts = facts
        self.factSource = factSource
        self.weather = weather
        self.weatherSource = weatherSource
        self.images = images
        self.refresher = refresher
        self.status = status ?? ReportStatus(store: datasets, hosts: [:], circuits: [], intervals: intervals.byDataset)
        self.health = health
        self.intervals = intervals
        self.now = now
    }
}
