import AlmanacCore
import Foundation

/// Everything the web app needs from the core, assembled by the composition root.
public struct AlmanacServices: Sendable {
    public let launches: any LaunchStore
    public let galaxy: any GalaxyStore
    public let datasets: any DatasetStore
    public let images: ProxyImage?
    public let now: Now

    public init(
        launches: any LaunchStore, galaxy: any GalaxyStore, datasets: any DatasetStore,
        images: ProxyImage? = nil, now: Now = .system
    ) {
        self.launches = launches
        self.galaxy = galaxy
        self.datasets = datasets
        self.images = images
        self.now = now
    }
}
