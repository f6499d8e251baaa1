import AlmanacCore
import AlmanacWeb

extension Composition {
    /// What the web app answers from: the use cases built once in `init`, the facts and weather
    /// use cases over the sources a visitor's request may ask (`factSource`, `weatherSource`; nil
    /// weather: stored data only), and GraphQL's over the same stores. `serve`, `almanac routes`
    /// and the tests all build the web app's services here.
    package func webServices(
        factSource: any FactSource, weatherSource: (any WeatherSource)?, images: ProxyImage? = nil,
        refreshRequests: (any RefreshRequests)? = nil, status: ReportStatus? = nil, health: (any StoreHealth)? = nil,
        intervals: RefreshIntervals = RefreshIntervals(), gate: UpstreamGate = .unlimited, reminders: ReminderServices? = nil
    ) -> AlmanacServices {
        let status = status ?? ReportStatus(store: datasets, hosts: [:], circuits: [], intervals: intervals.byDataset)
        return AlmanacServices(
            launches: launchUseCases, galaxy: galaxyUseCases,
            facts: FactUseCases(source: factSource, store: facts, now: now, categoriesMaxAge: intervals[.facts]),
            weather: WeatherUseCases(source: weatherSource, store: weather, now: now, forecastMaxAge: intervals[.weather]),
            sections: DatasetID.allCases.compactMap { wiring(of: $0).webSection }, profiles: profileUseCases, stars: starUseCases,
            search: searchEverything,
            graph: graphServices(status: status), reminders: reminders, datasets: datasets, changes: database, images: images,
            refreshRequests: refreshRequests, status: status, health: health, intervals: intervals, now: now, gate: gate,
            inSpace: astronautUseCases.stations
        )
    }
}
