import AlmanacCore
import AlmanacGraphQL
import AlmanacPresentation
import Hummingbird
import HummingbirdCore
import Logging

/// The web application: pages, JSON API, image proxy and static assets, on one router.
public func buildApplication(
    services: AlmanacServices, configuration: WebConfiguration, logger: Logger = Logger(label: "almanac.web"),
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    let activity = RequestActivity()
    let router = try buildSite(services: services, configuration: configuration, activity: activity).router
    let limits = configuration.connections
    return Application(
        router: router,
        server: .guardedHTTP1(limits: limits, proxies: configuration.trustedProxies),
        configuration: .init(
            address: .hostname(configuration.host, port: configuration.port), serverName: "almanac",
            // Past the budget the longest-idle connection is closed for a new one (`OpenConnections`);
            // past this cap (a budget full of busy ones) new ones wait in the listen queue.
            availableConnectionsDelegate: limits.total.map { MaximumAvailableConnections($0 + ConnectionLimits.busyHeadroom, logger: logger) }
        ),
        services: [MemoryReleaseWhenQuiet(activity: activity)],
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

/// - Parameter activity: counts the requests begun, for what runs when the server falls quiet.
func buildSite(services: AlmanacServices, configuration: WebConfiguration, activity: RequestActivity? = nil) throws -> SiteRouter {
    let router = SiteRouter(
        router: Router(context: AlmanacRequestContext.self, options: .autoGenerateHeadEndpoints),
        defaultTimeZone: configuration.defaultTimeZone, now: services.now
    )
    // The one rule for when anything kept is stale: the datasets' and the visitor's versions.
    let versions = DataVersions(changes: services.changes, datasets: services.datasets, profiles: services.profiles)
    let newProfiles = configuration.newProfilesPerHour.map { TokenBuckets(capacity: $0, refill: $0, per: .seconds(3600), now: services.now) }
    // The only middleware every route shares: the steps every request passes, in their order.
    router.router.middlewares.add(
        FrontDoorMiddleware(
            proxies: configuration.trustedProxies, allowedHosts: configuration.allowedHosts,
            visitor: VisitorStep(mode: configuration.profiles, profiles: services.profiles, versions: versions, newProfiles: newProfiles),
            storeWait: configuration.storeWait, activity: activity))

    let freshness = DatasetFreshness(store: services.datasets, versions: versions)
    // Every answer that is the same for everyone, whichever face answers it, in one cache.
    let answers = SharedAnswers(byteLimit: configuration.sharedCacheBytes)
    let pages = PageRoutes(
        router: router,
        responder: PageResponder(
            freshness: freshness, refreshRequests: services.refreshRequests, answers: answers,
            personalCacheBytes: configuration.personalPageCacheBytes),
        downloads: DownloadSlots(perClient: configuration.downloadsPerClient)
    )
    let api = APIRoutes(
        router: router,
        responder: APIResponder(
            freshness: freshness, intervals: services.intervals, answers: answers, personalCacheBytes: configuration.personalAPICacheBytes)
    )
    // Every part kept drawn or encoded between requests, handed to the controllers that draw it.
    let parts = KeptParts(statusLifetime: configuration.statusLifetime)
    StatusController(
        status: services.status, health: services.health, refreshRequests: services.refreshRequests, gate: services.gate, parts: parts
    ).addRoutes(pages: pages, api: api)
    MetricsController(status: services.status, health: services.health, registry: configuration.exposesMetrics ? configuration.metrics : nil)
        .addRoutes(pages: pages, api: api)
    APIDocumentController().addRoutes(pages: pages, api: api)
    HomeController(
        launches: services.launches, facts: services.facts, weather: services.weather, galaxy: services.galaxy, stars: services.stars,
        inSpace: services.inSpace, parts: parts
    ).addRoutes(pages: pages, api: api)
    SpaceXPagesController(launches: services.launches, freshness: freshness, parts: parts).addRoutes(to: pages)
    SpaceXAPIController(launches: services.launches, freshness: freshness, parts: parts).addRoutes(to: api)
    for section in services.sections { section.addRoutes(pages, api) }
    GalaxyPagesController(galaxy: services.galaxy, freshness: freshness, parts: parts).addRoutes(to: pages)
    GalaxyAPIController(galaxy: services.galaxy, freshness: freshness, parts: parts).addRoutes(to: api)
    FactsPagesController(facts: services.facts, freshness: freshness).addRoutes(to: pages)
    FactsAPIController(facts: services.facts, parts: parts).addRoutes(to: api)
    WeatherPagesController(weather: services.weather, parts: parts, reminders: services.reminders?.reminders).addRoutes(to: pages)
    TerminalWeatherController(weather: services.weather).addRoutes(to: pages)
    WeatherAPIController(weather: services.weather, parts: parts).addRoutes(to: api)
    ProfileController(profiles: services.profiles).addRoutes(pages: pages, api: api)
    StarsAPIController(stars: services.stars).addRoutes(to: api)
    SearchPagesController(search: services.search).addRoutes(to: pages)
    GraphQLController(graph: try AlmanacGraph(sections: services.graph.sections), services: services.graph, freshness: freshness, answers: answers)
        .addRoutes(pages: pages, router: router)
    SearchAPIController(search: services.search).addRoutes(to: api)
    MirrorController(
        shapes: MirrorShapes(datasets: services.datasets, launches: services.launches.launchLibrary, versions: versions),
        forecasts: services.weather.forecast, freshness: freshness, now: services.now
    )
    .addRoutes(to: pages, mirroring: configuration.mirrors)
    StarsPagesController(stars: services.stars, launches: services.launches, reminders: services.reminders).addRoutes(to: pages)
    RemindersAPIController(services: services.reminders).addRoutes(to: api)
    RemindersPagesController(services: services.reminders).addRoutes(to: pages)
    let assets = try AssetsController.bundled()
    ImageProxyController(images: services.images, placeholder: assets.placeholder).addRoutes(to: api)
    assets.addRoutes(to: pages)
    InstallableAppController(workerScript: assets.workerScript, keepsOwnPages: configuration.profiles.isLocal).addRoutes(to: pages)
    router.answerUnservedMethods()
    return router
}
