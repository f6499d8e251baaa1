import AlmanacCore
import AlmanacStore
import AlmanacUpstream
import Foundation
import Metrics

/// The refresh of every dataset from its upstream, shared by `almanac sync` and the server's
/// background refresher, so both fetch, validate and record failures the same way.
extension Composition {
    /// One job per dataset, in the registry's order: SpaceX and SWAPI whole, the facts' category
    /// list, the saved cities' forecasts (one per place, at most `forecastCeiling` a cycle; none:
    /// no ceiling, as for `almanac sync`). `progress` hears about each request as it completes.
    func refreshJobs(
        transport: UpstreamTransport, intervals: RefreshIntervals, forecastCeiling: RefreshCeiling? = nil,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) -> [RefreshJob] {
        DatasetID.allCases.map { dataset in
            refreshJob(
                dataset, transport: transport, maxAge: intervals[dataset], forecastCeiling: forecastCeiling, progress: progress
            ).observed { duration, succeeded in
                // Reported at /metrics by `serve`; nowhere in a one-shot command.
                Metrics.Timer(label: "almanac_refresh_duration_seconds", dimensions: [("dataset", dataset.rawValue)]).record(duration: duration)
                Counter(label: "almanac_refreshes_total", dimensions: [("dataset", dataset.rawValue), ("outcome", succeeded ? "ok" : "failed")])
                    .increment()
            }
        }
    }

    private func refreshJob(
        _ dataset: DatasetID, transport: UpstreamTransport, maxAge: Duration, forecastCeiling: RefreshCeiling?,
        progress: @escaping @Sendable (String) -> Void
    ) -> RefreshJob {
        let (launches, galaxy, datasets) = (launches, galaxy, datasets)
        switch dataset {
        case .spacex:
            let source = SpaceXLaunchSource(mirrors: configuration.spacexMirrors, transport: transport, progress: progress)
            return RefreshJob(dataset: dataset, maxAge: maxAge, store: datasets) {
                try await SyncSpaceX(source: source, store: launches)().text
            }
        case .launchLibrary:
            let sync = SyncLaunchLibrary(source: launchLibrarySource(transport, progress: progress), store: launches)
            return RefreshJob(
                dataset: dataset, maxAge: maxAge,
                age: {
                    // Aged by its upcoming list; the previous list is fetched with it when older still.
                    (true, try await launches.launchLibraryState(.upcoming).refreshedAt)
                },
                refresh: {
                    try await sync(previousMaxAge: maxAge * SyncLaunchLibrary.previousAgeFactor).text
                })
        case .swapi:
            let source = SWAPIGalaxySource(mirrors: configuration.swapiMirrors, transport: transport, progress: progress)
            return RefreshJob(dataset: dataset, maxAge: maxAge, store: datasets) {
                try await SyncGalaxy(source: source, store: galaxy)().text
            }
        case .facts:
            let categories = FactCategories(source: ChuckNorrisFactSource(baseURL: factsURL, transport: transport), store: facts, maxAge: maxAge)
            return RefreshJob(
                dataset: dataset, maxAge: maxAge,
                age: {
                    (true, try await categories.fetchedAt())
                },
                refresh: {
                    "Chuck Norris facts: \(try await categories.refresh()) categories"
                })
        case .weather:
            let forecasts = CityForecast(source: weatherSource(transport), store: weather, maxAge: maxAge)
            let refresh = RefreshForecasts(
                forecasts: forecasts, store: weather, ceiling: forecastCeiling ?? RefreshCeiling(limit: .max / 2, per: maxAge)
            )
            let now = now
            return RefreshJob(
                dataset: dataset, maxAge: maxAge,
                age: {
                    // While the cycle's ceiling is spent there is nothing to do: not due.
                    guard refresh.canFetch else { return (true, now()) }
                    let oldest = try await forecasts.oldestFetch()
                    return (oldest.hasCities, oldest.fetchedAt)
                },
                refresh: {
                    let summary = try await refresh()
                    // One place failing is the upstream failing: report it, keep what was refreshed.
                    if let failure = summary.failures.first {
                        throw UpstreamFailure.invalid(
                            dataset: .weather,
                            reason: "\(summary.failures.count) of \(summary.failures.count + summary.refreshed) forecasts not refreshed: \(failure)"
                        )
                    }
                    return summary.text
                })
        }
    }

    /// Launch Library 2 within this process's request budget (one budget however many refreshes).
    func launchLibrarySource(_ transport: UpstreamTransport, progress: @escaping @Sendable (String) -> Void = { _ in }) -> LaunchLibraryAPISource {
        LaunchLibraryAPISource(mirrors: configuration.launchLibraryMirrors, transport: transport, budget: launchLibraryBudget, progress: progress)
    }

    /// Per dataset, the hosts its upstream calls go to, as circuits name them.
    func upstreamHosts() -> [DatasetID: [String]] {
        Dictionary(uniqueKeysWithValues: DatasetID.allCases.map { ($0, hosts(of: upstreamURLs($0))) })
    }

    /// The base URLs a dataset's refresh calls.
    private func upstreamURLs(_ dataset: DatasetID) -> [String] {
        switch dataset {
        case .spacex: configuration.spacexMirrors.bases
        case .launchLibrary: configuration.launchLibraryMirrors.bases
        case .swapi: configuration.swapiMirrors.bases
        case .facts: [factsURL]
        case .weather: [configuration.geocodingURL, configuration.forecastURL]
        }
    }

    private func hosts(of urls: [String]) -> [String] {
        var seen = Set<String>()
        return urls.map(UpstreamTransport.hostKey(of:)).filter { seen.insert($0).inserted }
    }
}
