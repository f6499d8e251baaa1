import AlmanacCore
import AlmanacUpstream
import Foundation
import Metrics

/// The refresh of every dataset from its upstream, shared by `almanac sync` and the server's
/// background refresher, so both fetch, validate and record failures the same way.
extension Composition {
    /// One job per dataset, in the registry's order, each from its wiring: SpaceX and SWAPI
    /// whole, the facts' category list, the saved cities' forecasts (one per place, at most
    /// `forecastCeiling` a cycle; none: no ceiling, as for `almanac sync`). `progress` hears
    /// about each request as it completes.
    package func refreshJobs(
        transport: UpstreamTransport, intervals: RefreshIntervals, forecastCeiling: RefreshCeiling? = nil,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) -> [RefreshJob] {
        DatasetID.allCases.map { dataset in
            let input = DatasetWiring.RefreshInput(
                transport: transport, maxAge: intervals[dataset], forecastCeiling: forecastCeiling, progress: progress)
            return wiring(of: dataset).refreshJob(input).observed { duration, succeeded in
                // Reported at /metrics by `serve`; nowhere in a one-shot command.
                Metrics.Timer(label: "almanac_refresh_duration_seconds", dimensions: [("dataset", dataset.rawValue)]).record(duration: duration)
                Counter(label: "almanac_refreshes_total", dimensions: [("dataset", dataset.rawValue), ("outcome", succeeded ? "ok" : "failed")])
                    .increment()
            }
        }
    }

    /// Per dataset, the hosts its upstream calls go to, as circuits name them.
    package func upstreamHosts() -> [DatasetID: [String]] {
        Dictionary(uniqueKeysWithValues: DatasetID.allCases.map { ($0, hosts(of: wiring(of: $0).upstreamURLs)) })
    }

    private func hosts(of urls: [String]) -> [String] {
        var seen = Set<String>()
        return urls.map(UpstreamTransport.hostKey(of:)).filter { seen.insert($0).inserted }
    }
}
