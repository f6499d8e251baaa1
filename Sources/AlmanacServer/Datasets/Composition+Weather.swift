import AlmanacCore
import AlmanacUpstream

extension Composition {
    /// Open-Meteo: places and forecasts imported whole; the saved cities' forecasts refreshed.
    package var weatherWiring: DatasetWiring {
        let (weather, now) = (weather, now)
        return DatasetWiring(
            upstreamURLs: [configuration.geocodingURL, configuration.forecastURL],
            importPart: { directory, _ in
                let reader = SnapshotWeatherReader(directory: directory)
                return .init(.weather, isPresent: reader.isPresent) {
                    try await ImportWeather(store: weather, now: now)(try reader.read()).countsText
                }
            },
            refreshJob: { input in
                let maxAge = input.maxAge
                let forecasts = CityForecast(source: weatherSource(input.transport), store: weather, maxAge: maxAge)
                let refresh = RefreshForecasts(
                    forecasts: forecasts, store: weather, ceiling: input.forecastCeiling ?? RefreshCeiling(limit: .max / 2, per: maxAge)
                )
                return RefreshJob(
                    dataset: .weather, maxAge: maxAge,
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
                                reason:
                                    "\(summary.failures.count) of \(summary.failures.count + summary.refreshed) forecasts not refreshed: \(failure)"
                            )
                        }
                        return summary.text
                    })
            })
    }
}
