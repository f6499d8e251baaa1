import Foundation

/// What a snapshot directory holds for the weather: the city list, forecasts and geocoder answers.
public struct WeatherSnapshot: Sendable {
    public struct CityList: Sendable {
        public let places: [Place]
        public let body: Data

        public init(places: [Place], body: Data) {
            self.places = places
            self.body = body
        }
    }

    public struct Geocoding: Sendable {
        /// The search the answer was for (the file's name).
        public let query: String
        public let answer: GeocodedPlaces

        public init(query: String, answer: GeocodedPlaces) {
            self.query = query
            self.answer = answer
        }
    }

    public let cityList: CityList?
    public let forecasts: [FetchedForecast]
    public let geocodings: [Geocoding]
    public let origin: Origin

    public init(cityList: CityList?, forecasts: [FetchedForecast], geocodings: [Geocoding], origin: Origin) {
        self.cityList = cityList
        self.forecasts = forecasts
        self.geocodings = geocodings
        self.origin = origin
    }
}

/// Loads a weather snapshot: the city list replaces the imported one, geocoder answers add
/// their places, and each forecast is kept (as fetched at its `current` time) for its grid point, where the saved city at that
/// place (now or added later) finds it. Saved cities are never touched.
public struct ImportWeather: Sendable {
    private let store: any WeatherStore
    private let now: Now

    public init(store: any WeatherStore, now: Now = .system) {
        self.store = store
        self.now = now
    }

    public struct Summary: Hashable, Sendable {
        public let places: Int
        public let forecasts: Int
        public let geocodings: Int
        /// Forecasts that are near a saved city.
        public let forecastsForSavedCities: Int

        /// "2,000 places, 3 forecasts (1 for saved cities), 4 place searches".
        public var countsText: String {
            "\(places) places, \(forecasts) forecasts (\(forecastsForSavedCities) for saved cities), \(geocodings) place searches"
        }
    }

    public func callAsFunction(_ snapshot: WeatherSnapshot) async throws -> Summary {
        if let list = snapshot.cityList {
            try await store.replacePlaceList(list.places, body: list.body, origin: snapshot.origin, at: now())
        }
        for geocoding in snapshot.geocodings {
            try await store.saveGeocoding(geocoding.answer.places, query: geocoding.query, body: geocoding.answer.body, at: now())
        }
        for forecast in snapshot.forecasts {
            // A recorded forecast is as old as its "current" time, not as old as the import:
            // its age then tells the truth, and it is refreshed as soon as an upstream answers.
            try await store.saveForecast(forecast, origin: snapshot.origin, at: forecast.forecast.current?.time ?? now())
        }
        let cities = try await store.everySavedCity()
        let attached = snapshot.forecasts.filter { fetched in
            cities.contains { fetched.forecast.isNear(latitude: $0.latitude, longitude: $0.longitude) }
        }
        return Summary(
            places: snapshot.cityList?.places.count ?? 0, forecasts: snapshot.forecasts.count,
            geocodings: snapshot.geocodings.count, forecastsForSavedCities: attached.count
        )
    }
}
