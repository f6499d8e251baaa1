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
    public let now: Now

    public init(
        launches: any LaunchStore, galaxy: any GalaxyStore, datasets: any DatasetStore,
        facts: any FactStore, factSource: any FactSource, weather: any WeatherStore, weatherSource: (any WeatherSource)?,
        images: ProxyImage? = nil, now: Now = .system
    ) {
        self.launches = launches
        self.galaxy = galaxy
        self.datasets = datasets
        self.facts = facts
        self.factSource = factSource
        self.weather = weather
        self.weatherSource = weatherSource
        self.images = images
        self.now = now
    }
}
