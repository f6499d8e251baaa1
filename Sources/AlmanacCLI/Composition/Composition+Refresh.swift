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
    ) throws -> [RefreshJob] {
        let spacex = SpaceXLaunchSource(mirrors: try options.resolvedSpaceXMirrors(), transport: transport, progress: progress)
        let swapi = SWAPIGalaxySource(mirrors: try options.resolvedSWAPIMirrors(), transport: transport, progress: progress)
        let categories = FactCategories(source: ChuckNorrisFactSource(baseURL: factsURL, transport: transport), store: facts, maxAge: intervals.factCategories)
        let forecasts = CityForecast(source: weatherSource(transport), store: weather, maxAge: intervals.forecasts)
        let (launches, galaxy, datasets) = (launches, galaxy, datasets)
        return [
            RefreshJob(dataset: .spacex, maxAge: intervals.spacex, store: datasets) {
                try await SyncSpaceX(source: spacex, store: launches)().text
            },
            RefreshJob(dataset: .swapi, maxAge: intervals.swapi, store: datasets) {
                let summary = try await SyncGalaxy(source: swapi, store: galaxy)()
                return summary.text + Self.danglingText(summary.danglingLinks)
            },
            RefreshJob(dataset: .facts, maxAge: intervals.factCategories, age: {
                (true, try await categories.fetchedAt())
            }, refresh: {
                "Chuck Norris facts: \(try await categories.refresh()) categories"
            }),
            RefreshJob(dataset: .weather, maxAge: intervals.forecasts, age: {
                try await forecasts.oldestFetch()
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
    func upstreamHosts() throws -> [DatasetID: [String]] {
        let weatherURLs = [
            options.resolvedGeocodingURL() ?? OpenMeteoWeatherSource.defaultGeocodingURL,
            options.resolvedForecastURL() ?? OpenMeteoWeatherSource.defaultForecastURL,
        ]
        func hosts(_ urls: [String]) -> [String] {
            var seen = Set<String>()
            return urls.map(UpstreamTransport.hostKey(of:)).filter { seen.insert($0).inserted }
        }
        return [
            .spacex: hosts(try options.resolvedSpaceXMirrors().bases),
            .swapi: hosts(try options.resolvedSWAPIMirrors().bases),
            .facts: hosts([factsURL]),
            .weather: hosts(weatherURLs),
        ]
    }
}
