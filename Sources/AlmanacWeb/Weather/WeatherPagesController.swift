import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// The weather pages: the overview (search, saved cities as cards) and a city's page, plus the
/// plain form posts behind every button (add, remove, undo, move, refresh, units), each answered
/// with a redirect so they work without scripts.
struct WeatherPagesController: Sendable {
    let context: WebContext
    let weather: WeatherUseCases

    private var cities: SavedCities { weather.cities }
    private var forecasts: CityForecast { weather.forecast }

    func addRoutes(to router: SiteRouter) {
        router.get(.weather) { request, requestContext in
            // Saved cities are the visitor's own: never kept by a shared cache.
            var response = await context.page(request, requestContext, proxyImages: false) {
                try await overview(request, $0, visitor: requestContext.visitor)
            }
            // A one-time message ("Added Copenhagen.") is not kept at all, not even by the
            // device's service worker, so it is never shown again.
            if Route.WeatherFlash(reading: { request.parameter($0.rawValue) }) != nil { response.headers[.cacheControl] = "no-store" }
            return response
        }
        router.get(.city) { request, requestContext in
            await context.page(request, requestContext, proxyImages: false) {
                try await cityPage(request, $0, id: try SavedCities.id(parsing: requestContext.idParameter), visitor: requestContext.visitor)
            }
        }
        router.post(.addCity) { request, requestContext in
            await context.action(request, requestContext) {
                do {
                    let form = try CityForm(form: try await FormBody.read(request))
                    let city = try await form.add(with: cities, for: try await requestContext.visitor.forChange())
                    return Redirect.to(.weather(flash: .added(city.id)))
                } catch let duplicate as CityAlreadySaved {
                    return Redirect.to(.weather(flash: .duplicate(duplicate.city.id)))
                }
            }
        }
        post(router, .remove) { id, _, profile in
            let city = try await cities.remove(id: id, of: profile)
            return .weather(flash: .removed(city.id, name: city.name))
        }
        post(router, .restore) { id, _, profile in
            .weather(flash: .restored(try await cities.restore(id: id, of: profile).id))
        }
        post(router, .move) { id, form, profile in
            let text = form[InputField.position.rawValue]
            guard let position = text.flatMap(WholeNumber.parse) else {
                throw InvalidInput(.position, "\(.position) must be a whole number from 1 (got \"\(text ?? "")\")")
            }
            return .weather(flash: .moved(try await cities.move(id: id, to: position, of: profile).id))
        }
        router.post(.cityAction(.refresh)) { request, requestContext in
            await context.action(request, requestContext) {
                let id = try SavedCities.id(parsing: requestContext.idParameter)
                let form = try await FormBody.read(request)
                _ = try await forecasts(try await cities.city(id: id, of: requestContext.visitor.reading), refresh: .always)
                return Redirect.to(LocalPath.back(form["back"], within: .city(id: id)))
            }
        }
        router.post(.weatherUnits) { request, requestContext in
            await context.action(request, requestContext) {
                let form = try await FormBody.read(request)
                let units = try UnitSystem(parsing: form["units"])
                try await requestContext.visitor.setPreferences { $0.units = units }
                var response = Redirect.to(LocalPath.back(form["back"], within: .weather()))
                response.headers[.setCookie] = UnitsCookie.header(for: units)
                return response
            }
        }
    }

    /// A form post on one of the visitor's cities (`/weather/cities/{id}/{action}`) that
    /// redirects where `handler` says.
    private func post(
        _ router: SiteRouter, _ action: Route.CityAction,
        _ handler: @escaping @Sendable (Int64, [String: String], ProfileID) async throws -> Route
    ) {
        router.post(.cityAction(action)) { request, requestContext in
            await context.action(request, requestContext) {
                let id = try SavedCities.id(parsing: requestContext.idParameter)
                let form = try await FormBody.read(request)
                return Redirect.to(try await handler(id, form, try await requestContext.visitor.forChange()))
            }
        }
    }

    private func overview(_ request: Request, _ environment: PresentationEnvironment, visitor: VisitorSession) async throws -> RenderedPage {
        let units = try UnitsCookie.units(of: request, preferences: visitor.preferences)
        let profile = visitor.reading
        let now = context.services.now()
        let query = request.uri.queryParameters.get("q") ?? ""
        // The search and the forecast refreshes go out together.
        async let forecastsOfSaved = forecasts.all(of: profile, refresh: .ifMissing)
        var search: SearchPlaces.Result?
        var searchError: InvalidInput?
        if !query.isEmpty {
            do {
                search = try await self.weather.searchPlaces(try PlaceSearchTerm(parsing: query))
            } catch let error as InvalidInput {
                searchError = error
            }
        }
        let saved = try await forecastsOfSaved
        let cards = try saved.enumerated().map { index, city in
            WeatherOverviewPage.Card(
                weather: try CityWeatherViewModel(city, units: units, now: now),
                moveUpPosition: index > 0 ? index : nil, moveDownPosition: index < saved.count - 1 ? index + 2 : nil
            )
        }
        let view = search.map(PlaceSearchViewModel.init)
        let savedPlaceIDs = Set(saved.compactMap(\.city.placeID))
        let results = (view?.places ?? []).map { WeatherOverviewPage.Result(place: $0, saved: savedPlaceIDs.contains($0.id)) }
        let page = WeatherOverviewPage(
            query: query, searchError: searchError?.message, searchNotice: view?.notice, hasSearch: search != nil,
            results: results, resultsText: view?.countText ?? "",
            message: message(request, saved: saved.map(\.city)), cards: cards, units: units,
            back: LocalPath.checked(request.uri.description) ?? Route.weather().href
        )
        return try await context.render(page, request, environment, status: searchError == nil ? .ok : .badRequest)
    }

    /// The message for the button just used, from the redirect's query.
    private func message(_ request: Request, saved: [SavedCity]) -> WeatherOverviewPage.Message? {
        guard let flash = Route.WeatherFlash(reading: { request.parameter($0.rawValue) }) else { return nil }
        func city(_ id: Int64) -> SavedCity? { saved.first { $0.id == id } }
        switch flash {
        case .removed(let id, let name):
            return .init(text: "Removed \(name).", undoCityID: id, isWarning: false)
        case .duplicate(let id):
            return city(id).map {
                .init(text: "\($0.name) is already saved (position \($0.position)); nothing changed.", undoCityID: nil, isWarning: true)
            }
        case .added(let id):
            return city(id).map { .init(text: "Added \($0.name).", undoCityID: nil, isWarning: false) }
        case .restored(let id):
            return city(id).map { .init(text: "\($0.name) is back at position \($0.position).", undoCityID: nil, isWarning: false) }
        case .moved(let id):
            return city(id).map { .init(text: "Moved \($0.name) to position \($0.position).", undoCityID: nil, isWarning: false) }
        }
    }

    private func cityPage(_ request: Request, _ environment: PresentationEnvironment, id: Int64, visitor: VisitorSession) async throws -> RenderedPage
    {
        let units = try UnitsCookie.units(of: request, preferences: visitor.preferences)
        let profile = visitor.reading
        let weather = try await forecasts(try await cities.city(id: id, of: profile), refresh: .ifMissing)
        let day = request.parameter("day")
        let view = try CityWeatherViewModel(weather, units: units, now: context.services.now(), day: day)
        let back = LocalPath.checked(request.uri.description) ?? Route.city(id: id).href
        let saved = try await cities.list(of: profile)
        let index = saved.firstIndex { $0.id == id }
        let page = CityWeatherPage(
            weather: view, units: units, back: back, day: day,
            previous: index.flatMap { $0 > 0 ? saved[$0 - 1] : nil },
            next: index.flatMap { $0 + 1 < saved.count ? saved[$0 + 1] : nil }
        )
        return try await context.render(page, request, environment)
    }
}
