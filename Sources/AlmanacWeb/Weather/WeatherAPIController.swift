import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// The weather JSON API under `/api/v1/weather`: saved cities (list, add, remove, move),
/// forecasts, the overview and place search. Bad input is a 400 naming the field, an unknown
/// city a 404, a city already saved a 409.
struct WeatherAPIController: Sendable {
    let context: WebContext
    let weather: WeatherUseCases

    private var cities: SavedCities { weather.cities }
    private var forecasts: CityForecast { weather.forecast }

    /// What a place search adds to `meta`: the query and where the places came from.
    struct SearchMeta: Encodable, Sendable {
        let query: String
        let source: String
        let notice: String?
    }

    func addRoutes(to router: SiteRouter) {
        router.get(.apiWeather) { request, requestContext in
            await respond(request, requestContext) { meta in
                let units = try UnitSystem(parsing: request.parameter("units"))
                let now = context.services.now()
                let all = try await forecasts.all(of: requestContext.visitor.reading, refresh: .ifMissing).map {
                    try CityWeatherViewModel($0, units: units, now: now)
                }
                return (.ok, try JSONResponder.encode(all, meta: try await meta()))
            }
        }
        router.get(.apiCities) { request, requestContext in
            await respond(request, requestContext) { meta in
                (
                    .ok,
                    try JSONResponder.encode(
                        try await cities.list(of: requestContext.visitor.reading).map(SavedCityViewModel.init), meta: try await meta())
                )
            }
        }
        router.post(.apiCities) { request, requestContext in
            await respond(request, requestContext) { meta in
                let form = try CityForm(json: try await RequestBodyReader.json(request))
                let city = try await form.add(with: cities, for: try await requestContext.visitor.forChange())
                return (.created, try JSONResponder.encode(SavedCityViewModel(city), meta: try await meta()))
            }
        }
        router.delete(.apiCity) { request, requestContext in
            await respond(request, requestContext) { meta in
                let id = try SavedCities.id(parsing: requestContext.idParameter)
                let city = try await cities.remove(id: id, of: try await requestContext.visitor.forChange())
                return (.ok, try JSONResponder.encode(SavedCityViewModel(city), meta: try await meta()))
            }
        }
        router.patch(.apiCity) { request, requestContext in
            await respond(request, requestContext) { meta in
                let id = try SavedCities.id(parsing: requestContext.idParameter)
                let position = try Self.position(in: try await RequestBodyReader.json(request))
                let city = try await cities.move(id: id, to: position, of: try await requestContext.visitor.forChange())
                return (.ok, try JSONResponder.encode(SavedCityViewModel(city), meta: try await meta()))
            }
        }
        router.get(.apiForecast) { request, requestContext in
            await respond(request, requestContext) { meta in
                let units = try UnitSystem(parsing: request.parameter("units"))
                let city = try await cities.city(id: try SavedCities.id(parsing: requestContext.idParameter), of: requestContext.visitor.reading)
                let view = try CityWeatherViewModel(
                    try await forecasts(city, refresh: .ifMissing), units: units, now: context.services.now(), day: request.parameter("day")
                )
                return (.ok, try JSONResponder.encode(view, meta: try await meta()))
            }
        }
        router.get(.apiGeocode) { request, requestContext in
            await respond(request, requestContext) { meta in
                let term = try PlaceSearchTerm(parsing: request.uri.queryParameters.get("q"))
                let view = PlaceSearchViewModel(try await weather.searchPlaces(term))
                return (
                    .ok,
                    try JSONResponder.encode(
                        view.places,
                        meta: try await meta().adding(
                            SearchMeta(
                                query: view.query, source: view.source, notice: view.notice
                            )))
                )
            }
        }
    }

    /// `{"position": 2}`.
    static func position(in body: Data) throws(InvalidInput) -> Int {
        struct Move: Decodable { let position: Int }
        do {
            return try JSONDecoder().decode(Move.self, from: body).position
        } catch {
            throw InvalidInput(.position, "\(.position) must be a whole number from 1, sent as {\"position\": 2}")
        }
    }

    /// Runs a handler with a way to build `meta` after it has stored what it fetched.
    private func respond(
        _ request: Request, _ requestContext: AlmanacRequestContext,
        _ handler: (_ meta: () async throws -> APIMeta) async throws -> (HTTPResponse.Status, EncodedBody)
    ) async -> Response {
        await context.api(requestContext.logger) {
            let environment = try context.environment(for: request, proxyImages: false)
            let (status, body) = try await handler {
                context.meta(.weather, freshness: try await context.services.datasets.freshness(of: .weather), environment: environment)
            }
            var response = body.response(for: request)
            if status != .ok, response.status == .ok { response.status = status }
            return response
        }
    }
}
