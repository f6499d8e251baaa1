import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// The weather JSON API under `/api/v1/weather`: saved cities (list, add, remove, move),
/// forecasts, the overview and place search. Bad input is a 400 naming the field, an unknown
/// city a 404, a city already saved a 409. Saved cities are the visitor's own, and a search may
/// ask the geocoder: every answer is made per request.
struct WeatherAPIController: Sendable {
    let weather: WeatherUseCases
    /// Forecasts in words and encoded, and places encoded.
    let parts: KeptParts
    private var forecastViews: KeptForecastViews { parts.forecasts }
    private var json: KeptWeatherJSON { parts.weatherJSON }

    private var cities: SavedCities { weather.cities }
    private var forecasts: CityForecast { weather.forecast }

    /// What a place search adds to `meta`: the query and where the places came from.
    struct SearchMeta: Encodable, Sendable {
        let query: String
        let source: String
        let notice: String?
    }

    func addRoutes(to api: APIRoutes) {
        api.get(.apiWeather, .personal(.weather, drawnFrom: [.weather]), use: overview)
        api.get(.apiCities, .personal(.weather, drawnFrom: [.weather]), use: savedCities)
        api.post(.apiCities, .perVisitor(.weather), use: addCity)
        api.delete(.apiCity, .perVisitor(.weather), use: removeCity)
        api.patch(.apiCity, .perVisitor(.weather), use: moveCity)
        api.get(.apiForecast, .personal(.weather, drawnFrom: [.weather]), use: forecast)
        api.get(.apiGeocode, .perVisitor(.weather), use: geocode)
    }

    @Sendable func overview(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let units = try UnitSystem(parsing: context.query["units"])
        let now = context.viewer.now()
        return .list(
            encoded: try await forecasts.all(of: context.visitor.reading, refresh: .ifMissing).map {
                try json.encoded(try CityWeatherViewModel($0, units: units, now: now, views: forecastViews))
            })
    }

    @Sendable func savedCities(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(try await cities.list(of: context.visitor.reading).map(SavedCityViewModel.init))
    }

    @Sendable func addCity(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let form = try CityForm(json: try await RequestBodyReader.json(request))
        let city = try await form.add(with: cities, for: try await context.visitor.forChange())
        return APIAnswer.data(SavedCityViewModel(city)).with(status: .created)
    }

    @Sendable func removeCity(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let id = try SavedCities.id(parsing: context.idParameter)
        return .data(SavedCityViewModel(try await cities.remove(id: id, of: try await context.visitor.forChange())))
    }

    @Sendable func moveCity(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let id = try SavedCities.id(parsing: context.idParameter)
        let position = try Self.position(in: try await RequestBodyReader.json(request))
        return .data(SavedCityViewModel(try await cities.move(id: id, to: position, of: try await context.visitor.forChange())))
    }

    @Sendable func forecast(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let units = try UnitSystem(parsing: context.query["units"])
        let city = try await cities.city(id: try SavedCities.id(parsing: context.idParameter), of: context.visitor.reading)
        return .data(
            encoded: try json.encoded(
                try CityWeatherViewModel(
                    try await forecasts(city, refresh: .ifMissing), units: units, now: context.viewer.now(), day: context.query["day"],
                    views: forecastViews)))
    }

    @Sendable func geocode(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let view = PlaceSearchViewModel(try await weather.searchPlaces(try PlaceSearchTerm(parsing: context.query.sent("q"))))
        return .list(encoded: try parts.places.encoded(view.places)).adding(SearchMeta(query: view.query, source: view.source, notice: view.notice))
    }

    /// `{"position": 2}`.
    static func position(in body: Data) throws(InvalidInput) -> Int {
        struct Move: Decodable { let position: Int }
        let shape = InvalidInput(.position, "\(.position) must be a whole number from 1, sent as {\"position\": 2}")
        return try JSONBody.decode(Move.self, from: body, shape: shape).position
    }
}
