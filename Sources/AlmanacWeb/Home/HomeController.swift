import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// The home page, and the 404 answers for unknown pages and API paths.
struct HomeController: Sendable {
    let launches: LaunchUseCases
    let facts: FactUseCases
    let weather: WeatherUseCases
    let galaxy: GalaxyUseCases
    let stars: Stars
    let inSpace: BrowseStations?
    /// Forecasts in words.
    let parts: KeptParts
    private var forecastViews: KeptForecastViews { parts.forecasts }

    init(
        launches: LaunchUseCases, facts: FactUseCases, weather: WeatherUseCases, galaxy: GalaxyUseCases, stars: Stars, inSpace: BrowseStations?,
        parts: KeptParts
    ) {
        self.inSpace = inSpace
        self.parts = parts
        self.launches = launches
        self.facts = facts
        self.weather = weather
        self.galaxy = galaxy
        self.stars = stars
    }

    func addRoutes(pages: PageRoutes, api: APIRoutes) {
        // The saved cities make it the visitor's own page: kept for the visitor only.
        pages.get(.home, .personal(.spacex), use: home)
        api.router.otherwise(
            RouteTemplate.apiAnything.pattern, in: .api,
            APIError(status: .notFound, code: "not_found", message: "There is no API endpoint at this address."))
        pages.router.otherwise("/**", in: .page, APIError(status: .notFound, code: "not_found", message: "There is no page at this address."))
    }

    @Sendable func home(_ request: Request, context: AlmanacRequestContext) async throws -> HomePage {
        HomePage(
            dashboard: await HomeDashboard.read(
                launches: launches, facts: facts, weather: weather, galaxy: galaxy, stars: stars, inSpace: inSpace,
                profile: context.visitor.reading,
                environment: context.viewer.page, forecastViews: forecastViews
            ))
    }
}
