import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// The weather pages: the overview (search, saved cities as cards) and a city's page, plus the
/// plain form posts behind every button (add, remove, undo, move, refresh, units), each answered
/// with a redirect so they work without scripts.
struct WeatherPagesController: Sendable {
    let context: WebContext

    private var cities: SavedCities { context.savedCities }
    private var forecasts: CityForecast { context.cityForecast }

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/weather") { request, requestContext in
            await context.page(request, requestContext.logger) { try await overview(request) }
        }
        router.get("/weather/cities/:id") { request, requestContext in
            await context.page(request, requestContext.logger) {
                try await cityPage(request, id: try SavedCities.id(parsing: requestContext.idParameter))
            }
        }
        router.post("/weather/cities") { request, requestContext in
            await context.page(request, requestContext.logger) {
                let form = try await FormBody.read(request, context: requestContext)
                do {
                    let city = try await CityForm(form: form).add(with: cities)
                    return redirect("/weather?added=\(city.id)#city-\(city.id)")
                } catch let duplicate as CityAlreadySaved {
                    return redirect("/weather?duplicate=\(duplicate.city.id)#city-\(duplicate.city.id)")
                }
            }
        }
        post(router, "remove") { id, _ in
            let city = try await cities.remove(id: id)
            return QueryString.url("/weather", [("removed", String(city.id)), ("name", city.name)])
        }
        post(router, "restore") { id, _ in
            let city = try await cities.restore(id: id)
            return "/weather?restored=\(city.id)#city-\(city.id)"
        }
        post(router, "move") { id, form in
            guard let position = form["position"].flatMap(WholeNumber.parse) else {
                throw InvalidInput(parameter: "position", message: "position must be a whole number from 1 (got \"\(form["position"] ?? "")\")")
            }
            _ = try await cities.move(id: id, to: position)
            return "/weather#city-\(id)"
        }
        post(router, "refresh") { id, form in
            _ = try await forecasts(try await cities.city(id: id), refresh: .always)
            return FormBody.backURL(form["back"], within: "/weather/cities/\(id)")
        }
        router.post("/weather/units") { request, requestContext in
            await context.page(request, requestContext.logger) {
                let form = try await FormBody.read(request, context: requestContext)
                let units = try UnitSystem(parsing: form["units"])
                return Response(status: .seeOther, headers: [
                    .location: FormBody.backURL(form["back"], within: "/weather"), .setCookie: UnitsCookie.header(for: units),
                ])
            }
        }
    }

    /// A form post on one city (`/weather/cities/{id}/{action}`) that redirects where `handler` says.
    private func post(
        _ router: Router<BasicRequestContext>, _ action: String,
        _ handler: @escaping @Sendable (Int64, [String: String]) async throws -> String
    ) {
        router.post("/weather/cities/:id/\(action)") { request, requestContext in
            await context.page(request, requestContext.logger) {
                let id = try SavedCities.id(parsing: requestContext.idParameter)
                let form = try await FormBody.read(request, context: requestContext)
                return redirect(try await handler(id, form))
            }
        }
    }

    private func redirect(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }

    func overview(_ request: Request) async throws -> Response {
        let environment = try context.environment(for: request, proxyImages: false)
        let units = try UnitsCookie.units(of: request)
        let now = context.services.now()
        let query = request.uri.queryParameters.get("q") ?? ""
        // The search and the forecast refreshes go out together.
        async let weather = forecasts.all(refresh: .ifMissing)
        var search: SearchPlaces.Result?
        var searchError: InvalidInput?
        if !query.isEmpty {
            do {
                search = try await context.searchPlaces(try PlaceSearchTerm(parsing: query))
            } catch let error as InvalidInput {
                searchError = error
            }
        }
        let saved = try await weather
        let cards = try saved.enumerated().map { index, city in
            WeatherOverviewPage.Card(
                weather: try CityWeatherViewModel(city, units: units, now: now), url: "/weather/cities/\(city.city.id)",
                moveUpPosition: index > 0 ? index : nil, moveDownPosition: index < saved.count - 1 ? index + 2 : nil
            )
        }
        let view = search.map(PlaceSearchViewModel.init)
        let savedPlaceIDs = Set(saved.compactMap(\.city.placeID))
        let results = (view?.places ?? []).map { WeatherOverviewPage.Result(place: $0, saved: savedPlaceIDs.contains($0.id)) }
        return context.renderer.render("weather", WeatherOverviewPage(
            freshness: try await context.freshness(environment, of: .weather), timeZone: DateText.zoneName(environment.timeZone),
            query: query, searchError: searchError?.message, searchNotice: view?.notice, hasSearch: search != nil,
            results: results, hasResults: !results.isEmpty, resultsText: Self.resultsText(count: results.count, query: query),
            message: message(request, saved: saved.map(\.city)), cards: cards, hasCities: !cards.isEmpty,
            unitsSwitch: UnitsSwitch(units, backURL: request.uri.description), backURL: request.uri.description,
            apiURL: "/api/v1/weather/cities"
        ), status: searchError == nil ? .ok : .badRequest)
    }

    /// "3 places match “copen”", "No place is called “xyz”".
    static func resultsText(count: Int, query: String) -> String {
        switch count {
        case 0: "No place is called “\(query)”. Check the spelling, or try the name in English."
        case 1: "1 place matches “\(query)”"
        default: "\(count) places match “\(query)”"
        }
    }

    /// The message for the button just used, from the redirect's query.
    private func message(_ request: Request, saved: [SavedCity]) -> WeatherOverviewPage.Message? {
        func city(_ parameter: String) -> SavedCity? {
            request.parameter(parameter).flatMap(Int64.init).flatMap { id in saved.first { $0.id == id } }
        }
        if let removed = request.parameter("removed").flatMap(Int64.init) {
            let name = request.parameter("name") ?? "The city"
            return .init(text: "Removed \(name).", undoCityID: removed, isWarning: false)
        }
        if let city = city("duplicate") {
            return .init(text: "\(city.name) is already saved (position \(city.position)); nothing changed.", undoCityID: nil, isWarning: true)
        }
        if let city = city("added") { return .init(text: "Added \(city.name).", undoCityID: nil, isWarning: false) }
        if let city = city("restored") { return .init(text: "\(city.name) is back at position \(city.position).", undoCityID: nil, isWarning: false) }
        return nil
    }

    func cityPage(_ request: Request, id: Int64) async throws -> Response {
        let environment = try context.environment(for: request, proxyImages: false)
        let units = try UnitsCookie.units(of: request)
        let weather = try await forecasts(try await cities.city(id: id), refresh: .ifMissing)
        let path = "/weather/cities/\(id)"
        let view = try CityWeatherViewModel(
            weather, units: units, now: context.services.now(), day: request.parameter("day"),
            dayURL: { QueryString.url(path, [("day", $0)]) }
        )
        let selected = view.days.first(where: \.selected)
        return context.renderer.render("weather-city", CityWeatherPage(
            freshness: try await context.freshness(environment, of: .weather), timeZone: DateText.zoneName(environment.timeZone),
            weather: view, selectedDayLabel: selected.map { $0.label == "Today" ? "Today" : "\($0.label) \($0.dateText)" },
            hasHours: !view.hours.isEmpty, unitsSwitch: UnitsSwitch(units, backURL: request.uri.description),
            backURL: request.uri.description, refreshLabel: view.hasForecast ? "Refresh now" : "Try again",
            apiURL: QueryString.url("/api/v1/weather/cities/\(id)/forecast", [("units", units.rawValue), ("day", request.parameter("day"))])
        ))
    }
}
