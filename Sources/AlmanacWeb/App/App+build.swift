import AlmanacCore
import Hummingbird
import HummingbirdCore
import Logging

/// The web application: pages, JSON API, image proxy and static assets, on one router.
public func buildApplication(
    services: AlmanacServices, configuration: WebConfiguration, logger: Logger = Logger(label: "almanac.web"),
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    let router = try buildRouter(services: services, configuration: configuration)
    let limits = configuration.connections
    return Application(
        router: router,
        server: .guardedHTTP1(limits: limits, proxies: configuration.trustedProxies),
        configuration: .init(
            address: .hostname(configuration.host, port: configuration.port), serverName: "almanac",
            availableConnectionsDelegate: limits.total.map { MaximumAvailableConnections($0, logger: logger) }
        ),
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
        logger: logger
    )
}

/// The router alone, for tests through `app.test(.router)` and for `buildApplication`.
public func buildRouter(services: AlmanacServices, configuration: WebConfiguration) throws -> Router<AlmanacRequestContext> {
    try buildSite(services: services, configuration: configuration).router
}

/// Every route the app answers, method and template, in path order.
public func registeredRoutes(services: AlmanacServices, configuration: WebConfiguration) throws -> [RegisteredRoute] {
    try buildSite(services: services, configuration: configuration).routes
}

func buildSite(services: AlmanacServices, configuration: WebConfiguration) throws -> SiteRouter {
    let router = SiteRouter(router: Router(context: AlmanacRequestContext.self, options: .autoGenerateHeadEndpoints))
    // First, so the request log line and everything after it carry the request's id.
    router.router.middlewares.add(RequestLogMiddleware())
    router.router.middlewares.add(HTTPMetricsMiddleware())
    router.router.middlewares.add(SecurityHeadersMiddleware())
    router.router.middlewares.add(ClientMiddleware(proxies: configuration.trustedProxies))
    router.router.middlewares.add(RequestGuardMiddleware(allowedHosts: configuration.allowedHosts))
    let context = WebContext(services: services, configuration: configuration)
    let newProfiles = configuration.newProfilesPerHour.map { TokenBuckets(capacity: $0, refill: $0, per: .seconds(3600), now: services.now) }
    router.router.middlewares.add(ProfileMiddleware(mode: configuration.profiles, profiles: services.profiles, newProfiles: newProfiles))
    StatusController(context: context).addRoutes(to: router)
    MetricsController(context: context, registry: configuration.exposesMetrics ? configuration.metrics : nil).addRoutes(to: router)
    APIDocumentController(context: context).addRoutes(to: router)
    HomeController(context: context).addRoutes(to: router)
    SpaceXPagesController(context: context, launches: services.launches).addRoutes(to: router)
    SpaceXAPIController(context: context, launches: services.launches).addRoutes(to: router)
    GalaxyPagesController(context: context, galaxy: services.galaxy).addRoutes(to: router)
    GalaxyAPIController(context: context, galaxy: services.galaxy).addRoutes(to: router)
    FactsPagesController(context: context, facts: services.facts).addRoutes(to: router)
    FactsAPIController(context: context, facts: services.facts).addRoutes(to: router)
    WeatherPagesController(context: context, weather: services.weather).addRoutes(to: router)
    WeatherAPIController(context: context, weather: services.weather).addRoutes(to: router)
    ProfileController(context: context).addRoutes(to: router)
    let assets = try AssetsController.bundled()
    ImageProxyController(images: services.images, placeholder: assets.placeholder).addRoutes(to: router)
    assets.addRoutes(to: router)
    InstallableAppController(context: context, workerScript: assets.workerScript).addRoutes(to: router)
    router.answerUnservedMethods { request, requestContext, allow in
        let refusal = APIError(
            status: .methodNotAllowed, code: "method_not_allowed",
            message: "\(request.method.rawValue) is not served here; this path answers \(allow).")
        return context.refusal(refusal, request, requestContext.logger)
    }
    return router
}
