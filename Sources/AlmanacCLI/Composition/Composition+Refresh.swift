import AlmanacCore
import AlmanacUpstream
import Foundation

/// The refresh of every dataset from its upstream, shared by `almanac sync` and the server's
/// background refresher, so both fetch, validate and record failures the same way.
extension Composition {
    /// One job per dataset: SpaceX and SWAPI whole, the facts' category list, the saved
    /// cities' forecasts. `progress` hears about each request as it completes.
    func refreshJobs(
        transport: UpstreamTransport, intervals: RefreshIntervals, progress: @escaping @Sendable (String) -> Void = { _ in }
    ) -> [RefreshJob] {
        let spacex = SpaceXLaunchSource(mirrors: configuration.spacexMirrors, transport: transport, progress: progress)
        let swapi = SWAPIGalaxySource(mirrors: configuration.swapiMirrors, transport: transport, progress: progress)
        let categories = FactCategories(source: ChuckNorrisFactSource(baseURL: factsURL, transport: transport), store: facts, maxAge: intervals[.facts])
        let forecasts = CityForecast(source: weatherSource(transport), store: weather, maxAge: intervals[.weather])
        let (launches, galaxy, datasets) = (launches, galaxy, datasets)
        return [
            RefreshJob(dataset: .spacex, maxAge: intervals[.spacex], store: datasets) {
                try await SyncSpaceX(source: spacex, store: launches)().text
            },
            RefreshJob(dataset: .swapi, maxAge: intervals[.swapi], store: datasets) {
                try await SyncGalaxy(source: swapi, store: galaxy)().text
            },
            RefreshJob(dataset: .facts, maxAge: intervals[.facts], age: {
                (true, try await categories.fetchedAt())
            }, refresh: {
                "Chuck Norris facts: \(try await categories.refresh()) categories"
            }),
            RefreshJob(dataset: .weather, maxAge: intervals[.weather], age: {
                let oldest = try await forecasts.oldestFetch()
                return (oldest.hasCities, oldest.fetchedAt)
            }, refresh: {
                let all = try await forecasts.all(refresh: .ifStale)
                let failures = all.compactMap(\.failure)
                // One city failing is the upstream failing: report it, keep what was refreshed.
                if let failure = failures.first {
                    throw UpstreamFailure.invalid(dataset: .weather, reason: "\(failures.count) of \(all.count) forecasts not refreshed: \(failure)")
                }
                return "Weather: \(all.count) forecasts current"
            }),
        ]
    }

    /// Per dataset, the hosts its upstream calls go to, as circuits name them.
    func upstreamHosts() -> [DatasetID: [String]] {
        let weatherURLs = [
            configuration.geocodingURL, configuration.forecastURL,
        ]
        func hosts(_ urls: [String]) -> [String] {
            var seen = Set<String>()
            return urls.map(UpstreamTransport.hostKey(of:)).filter { seen.insert($0).inserted }
        }
        return [
            .spacex: hosts(configuration.spacexMirrors.bases),
            .swapi: hosts(configuration.swapiMirrors.bases),
            .facts: hosts([factsURL]),
            .weather: hosts(weatherURLs),
        ]
    }
}
