import AlmanacCore

/// The use cases GraphQL answers from, built by the composition root over the same stores as
/// the pages, the JSON API and the CLI. Nothing here reaches an upstream: facts and forecasts
/// are read as stored (a GraphQL request never waits on another API).
public struct GraphServices: Sendable {
    let galaxy: LoadGalaxyRecords
    let launches: LaunchUseCases
    let facts: StoredFacts
    let agencies: AgencyUseCases
    let cities: SavedCities
    let forecasts: CityForecast
    let status: ReportStatus
    let now: Now

    public init(
        launches: any LaunchStore, galaxy: any GalaxyStore, facts: any FactStore, weather: any WeatherStore, agencies: any AgencyStore,
        status: ReportStatus, now: Now = .system
    ) {
        self.galaxy = LoadGalaxyRecords(store: galaxy)
        self.launches = LaunchUseCases(store: launches)
        self.facts = StoredFacts(store: facts)
        self.agencies = AgencyUseCases(store: agencies)
        cities = SavedCities(store: weather)
        forecasts = CityForecast(source: nil, store: weather, now: now)
        self.status = status
        self.now = now
    }
}
