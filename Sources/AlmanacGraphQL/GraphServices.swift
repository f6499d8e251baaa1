import AlmanacCore

/// The use cases GraphQL answers from: the same ones the pages, the JSON API and the CLI use.
/// Nothing here reaches an upstream: facts and forecasts are read as stored (a GraphQL request
/// never waits on another API).
public struct GraphServices: Sendable {
    let galaxy: LoadGalaxyRecords
    let launches: LaunchUseCases
    let facts: StoredFacts
    let cities: SavedCities
    let forecasts: CityForecast
    let status: ReportStatus
    let now: Now
    /// The datasets that bring their own fields, each built with its use cases.
    public let sections: [GraphSection]

    /// Built by the composition root from the use cases every face shares; `weather` and `facts`
    /// are the stored-only ones (no source to ask).
    public init(
        galaxy: LoadGalaxyRecords, launches: LaunchUseCases, facts: StoredFacts, weather: WeatherUseCases, sections: [GraphSection],
        status: ReportStatus, now: Now
    ) {
        self.galaxy = galaxy
        self.launches = launches
        self.facts = facts
        cities = weather.cities
        forecasts = weather.forecast
        self.sections = sections
        self.status = status
        self.now = now
    }
}
