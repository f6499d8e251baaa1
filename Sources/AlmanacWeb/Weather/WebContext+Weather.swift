import AlmanacCore

/// The weather use cases, wired to the services once for the pages and the API alike.
extension WebContext {
    var savedCities: SavedCities { SavedCities(store: services.weather) }

    var cityForecast: CityForecast {
        CityForecast(source: services.weatherSource, store: services.weather, now: services.now)
    }

    var searchPlaces: SearchPlaces {
        SearchPlaces(source: services.weatherSource, store: services.weather, now: services.now)
    }
}
