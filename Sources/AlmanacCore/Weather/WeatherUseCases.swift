/// What every weather screen asks, built once from the source (nil: stored data only) and the store.
public struct WeatherUseCases: Sendable {
    public let cities: SavedCities
    public let forecast: CityForecast
    public let searchPlaces: SearchPlaces

    public init(source: (any WeatherSource)?, store: any WeatherStore, now: Now = .system, forecastMaxAge: Duration = DatasetID.weather.defaultMaxAge)
    {
        cities = SavedCities(store: store)
        forecast = CityForecast(source: source, store: store, now: now, maxAge: forecastMaxAge)
        searchPlaces = SearchPlaces(source: source, store: store, now: now)
    }
}
