import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// The weather pages: the overview (search, saved cities as cards) and a city's page, plus the
/// plain form posts behind every button (add, remove, undo, move, refresh, units), each answered
/// with a redirect so they work without scripts. Saved cities are the visitor's own: no page
/// here is kept for another visitor.
struct WeatherPagesController: Sendable {
    let weather: WeatherUseCases
    /// Forecasts in words.
    let parts: KeptParts
    /// The weather alerts' settings a city's page shows; nil where the server sends no pushes.
    var reminders: PushReminders? = nil
    private var forecastViews: KeptForecastViews { parts.forecasts }

    private var cities: SavedCities { weather.cities }
    private var forecasts: CityForecast { weather.forecast }

    func addRoutes(to pages: PageRoutes) {
        pages.get(.weather, .personal(.weather, drawnFrom: [.weather]), use: overview)
        pages.get(.city, .personal(nil, drawnFrom: [.weather]), use: city)
        pages.post(.addCity, use: addCity)
        pages.post(.cityAction(.remove), use: removeCity)
        pages.post(.cityAction(.restore), use: restoreCity)
        pages.post(.cityAction(.move), use: moveCity)
        pages.post(.cityAction(.refresh), use: refreshCity)
        pages.post(.weatherUnits, use: setUnits)
        // The visitor's own: made for each request, never kept for another.
        pages.downloads(of: .weather, use: download)
    }

    @Sendable func overview(_ request: Request, context: AlmanacRequestContext) async throws -> WeatherOverviewPage {
        let visitor = context.visitor
        let units = try UnitsCookie.units(of: request, query: context.query, preferences: visitor.preferences)
        let now = context.viewer.now()
        let query = context.query.sent("q") ?? ""
        // The search and the forecast refreshes go out together.
        async let forecastsOfSaved = forecasts.all(of: visitor.reading, refresh: .ifMissing)
        var search: SearchPlaces.Result?
        var searchError: InvalidInput?
        if !query.isEmpty {
            do {
                search = try await weather.searchPlaces(try PlaceSearchTerm(parsing: query))
            } catch let error as InvalidInput {
                searchError = error
            }
        }
        let saved = try await forecastsOfSaved
        let cards = try saved.enumerated().map { index, city in
            WeatherOverviewPage.Card(
                weather: try CityWeatherViewModel(city, units: units, now: now, views: forecastViews),
                moveUpPosition: index > 0 ? index : nil, moveDownPosition: index < saved.count - 1 ? index + 2 : nil
            )
        }
        let view = search.map(PlaceSearchViewModel.init)
        let savedPlaceIDs = Set(saved.compactMap(\.city.placeID))
        let flash = Route.WeatherFlash(reading: { context.query[$0.rawValue] })
        return WeatherOverviewPage(
            query: query, searchError: searchError?.message, searchNotice: view?.notice, hasSearch: search != nil,
            results: (view?.places ?? []).map { WeatherOverviewPage.Result(place: $0, saved: savedPlaceIDs.contains($0.id)) },
            resultsText: view?.countText ?? "", message: flash.flatMap { Self.message($0, saved: saved.map(\.city)) }, cards: cards,
            units: units, back: LocalPath.checked(request.uri.description) ?? Route.weather().href, answersAButton: flash != nil
        )
    }

    /// The message for the button just used, from the redirect's query.
    private static func message(_ flash: Route.WeatherFlash, saved: [SavedCity]) -> WeatherOverviewPage.Message? {
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

    @Sendable func city(_ request: Request, context: AlmanacRequestContext) async throws -> CityWeatherPage {
        let id = try SavedCities.id(parsing: context.idParameter)
        let units = try UnitsCookie.units(of: request, query: context.query, preferences: context.visitor.preferences)
        let profile = context.visitor.reading
        let weather = try await forecasts(try await cities.city(id: id, of: profile), refresh: .ifMissing)
        let day = context.query["day"]
        let saved = try await cities.list(of: profile)
        let index = saved.firstIndex { $0.id == id }
        let alerts = try await reminders.asyncMap { reminders in
            RemindersViewModel.WeatherAlerts(context.visitor.hasProfile ? try await reminders.weatherAlerts(of: profile) : .off)
        }
        return CityWeatherPage(
            weather: try CityWeatherViewModel(weather, units: units, now: context.viewer.now(), day: day, views: forecastViews), units: units,
            back: LocalPath.checked(request.uri.description) ?? Route.city(id: id).href, day: day,
            previous: index.flatMap { $0 > 0 ? saved[$0 - 1] : nil },
            next: index.flatMap { $0 + 1 < saved.count ? saved[$0 + 1] : nil }, alerts: alerts
        )
    }

    @Sendable func addCity(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        do {
            let form = try CityForm(form: try await FormBody.read(request))
            let city = try await form.add(with: cities, for: try await context.visitor.forChange())
            return Redirect(to: .weather(flash: .added(city.id)))
        } catch let duplicate as CityAlreadySaved {
            return Redirect(to: .weather(flash: .duplicate(duplicate.city.id)))
        }
    }

    @Sendable func removeCity(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        let city = try await cities.remove(id: try SavedCities.id(parsing: context.idParameter), of: try await context.visitor.forChange())
        return Redirect(to: .weather(flash: .removed(city.id, name: city.name)))
    }

    @Sendable func restoreCity(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        let city = try await cities.restore(id: try SavedCities.id(parsing: context.idParameter), of: try await context.visitor.forChange())
        return Redirect(to: .weather(flash: .restored(city.id)))
    }

    @Sendable func moveCity(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        let id = try SavedCities.id(parsing: context.idParameter)
        let text = try await FormBody.read(request)[InputField.position.rawValue]
        guard let position = text.flatMap(WholeNumber.parse) else {
            throw InvalidInput(.position, "\(.position) must be a whole number from 1 (got \"\(text ?? "")\")")
        }
        let city = try await cities.move(id: id, to: position, of: try await context.visitor.forChange())
        return Redirect(to: .weather(flash: .moved(city.id)))
    }

    @Sendable func refreshCity(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        let id = try SavedCities.id(parsing: context.idParameter)
        let form = try await FormBody.read(request)
        // The forecast it stores is a write of the weather dataset: pages kept for the visitor
        // are keyed by its freshness, which this process reads again after its own writes.
        _ = try await forecasts(try await cities.city(id: id, of: context.visitor.reading), refresh: .always)
        return Redirect(to: LocalPath.back(form["back"], within: .city(id: id)))
    }

    /// The visitor's saved cities, as a file (`ListDownload`).
    func download(_ format: DownloadFormat, _ request: Request, _ context: AlmanacRequestContext) async throws -> Response {
        var response = try ListDownload.linked(
            try await cities.list(of: context.visitor.reading), table: .savedCities, format: format, name: "almanac-cities",
            page: { .city(id: $0.id) }, request: request, context: context)
        response.headers[.cacheControl] = "private, no-store"
        return response
    }

    @Sendable func setUnits(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        let form = try await FormBody.read(request)
        let units = try UnitSystem(parsing: form["units"])
        try await context.visitor.setPreferences { $0.units = units }
        // The switch is on the weather pages and beside the weather at a launch's pad.
        return Redirect(to: LocalPath.back(form["back"], within: .weather(), or: [.launches()])).with(.setCookie, UnitsCookie.header(for: units))
    }
}
