import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird
import Logging

/// What every handler needs to turn a request into a response: services, caches, configuration.
struct WebContext: Sendable {
    let services: AlmanacServices
    let configuration: WebConfiguration
    /// API bodies and shared pages, each bounded in bytes.
    let responses: ResponseCache<APIBodyKey>
    let pages: ResponseCache<PageKey>
    /// Pages being drawn for the cache: concurrent misses of one key wait for one drawing.
    let pagesBeingDrawn = SingleFlight<PageKey, RenderedPage>()
    /// One short-lived freshness cache per dataset the web app shows.
    let freshnessCaches: [DatasetID: ShortLivedValue]
    /// Every dataset's status (record counts, refresh history) for `/status` and its API.
    let statuses: ShortLivedValue
    /// The first launch ahead, for the home page: drawn per visitor (the page shows their cities)
    /// while the launch is everyone's, so it is looked up at most once a second, not per request.
    let nextLaunch: ShortLivedValue

    init(services: AlmanacServices, configuration: WebConfiguration) {
        self.services = services
        self.configuration = configuration
        responses = ResponseCache(byteLimit: configuration.apiCacheBytes, name: "api")
        pages = ResponseCache(byteLimit: configuration.pageCacheBytes, name: "pages")
        self.freshnessCaches = Dictionary(
            uniqueKeysWithValues: DatasetID.allCases.map {
                ($0, ShortLivedValue(lifetime: configuration.freshnessLifetime))
            })
        statuses = ShortLivedValue(lifetime: configuration.freshnessLifetime)
        nextLaunch = ShortLivedValue(lifetime: configuration.freshnessLifetime)
    }

    /// The formatting environment for this viewer; `proxyImages` routes outside images via `/img`.
    func environment(for request: Request, proxyImages: Bool) throws(APIError) -> PresentationEnvironment {
        let zone = try request.viewerTimeZone(default: configuration.defaultTimeZone)
        return PresentationEnvironment(now: services.now, timeZone: zone) { url in
            proxyImages ? Route.image(url: url).href : url
        }
    }

    /// A dataset's freshness, from its short-lived cache.
    func currentFreshness(of dataset: DatasetID) async throws -> Freshness? {
        guard let cache = freshnessCaches[dataset] else { return try await services.datasets.freshness(of: dataset) }
        return try await cache.value { try await services.datasets.freshness(of: dataset) }
    }

    /// When the datasets shown with `dataset` (`DatasetID.shownWith`) were refreshed, for cache
    /// keys: a page or answer built from them is stale once any of them changes.
    func shownWithVersion(of dataset: DatasetID?) async throws -> [Double?] {
        guard let dataset else { return [] }
        var versions: [Double?] = []
        for other in dataset.shownWith { versions.append(try await currentFreshness(of: other)?.refreshedAt.timeIntervalSince1970) }
        return versions
    }

    /// The freshness in words for a page footer, with a "refresh now" button when a refresher
    /// keeps the dataset.
    func freshness(_ environment: PresentationEnvironment, of dataset: DatasetID) async throws -> FreshnessViewModel {
        let requests = services.refreshRequests
        let canRefresh = requests?.datasets.contains(dataset) ?? false
        return FreshnessViewModel(
            try await currentFreshness(of: dataset), dataset: dataset, environment: environment,
            canRefresh: canRefresh, isRefreshing: canRefresh ? await requests?.isPending(dataset) ?? false : false
        )
    }

    /// The API's `meta` for a dataset: its freshness, whether it is stale (the latest refresh
    /// failed, or it is older than its refresh interval) and the viewer's time zone.
    func meta(_ dataset: DatasetID, freshness: Freshness?, environment: PresentationEnvironment) -> APIMeta {
        APIMeta(
            freshness: freshness, dataset: dataset, timeZone: DateText.zoneName(environment.timeZone),
            maxAge: services.intervals.byDataset[dataset], now: environment.now()
        )
    }

    /// The frame around a page: its dataset's freshness in words, the viewer's zone, its path.
    func chrome(for request: Request, _ environment: PresentationEnvironment, dataset: DatasetID?) async throws -> PageChrome {
        var shownWith: [FreshnessViewModel] = []
        for other in dataset?.shownWith ?? [] where try await currentFreshness(of: other) != nil {
            shownWith.append(try await freshness(environment, of: other))
        }
        return PageChrome(
            freshness: try await dataset.asyncMap { try await self.freshness(environment, of: $0) },
            shownWith: shownWith,
            timeZone: DateText.zoneName(environment.timeZone),
            currentPath: LocalPath.checked(request.uri.description) ?? Route.home.href
        )
    }

    /// Draws a page in the site's layout, with the footer of its dataset.
    func render(
        _ page: some PageView, _ request: Request, _ environment: PresentationEnvironment, status: HTTPResponse.Status = .ok
    ) async throws -> RenderedPage {
        let chrome = try await chrome(for: request, environment, dataset: page.dataset)
        return RenderedPage(body: EncodedBody(PageLayout.render(page, chrome: chrome).bytes, contentType: EncodedBody.html), status: status)
    }

    /// Runs a page handler with the viewer's formatting environment; any error becomes an error
    /// page with the right status and words.
    func page(
        _ request: Request, _ requestContext: AlmanacRequestContext, proxyImages: Bool = true,
        _ handler: (PresentationEnvironment) async throws -> RenderedPage
    ) async -> Response {
        await respond(request, requestContext) {
            try await handler(try environment(for: request, proxyImages: proxyImages)).response(for: request)
        }
    }

    /// A page whose bytes depend only on its URL, the viewer's zone and day, its dataset's
    /// freshness as the footer shows it, and `variant` (a preference such as safe mode): drawn
    /// once, then answered from memory until one of those changes. Only a 200 is kept.
    func cachedPage(
        _ request: Request, _ requestContext: AlmanacRequestContext, dataset: DatasetID?, proxyImages: Bool = true,
        variant: String = "", _ handler: @escaping @Sendable (PresentationEnvironment) async throws -> RenderedPage
    ) async -> Response {
        await respond(request, requestContext) {
            let environment = try environment(for: request, proxyImages: proxyImages)
            let key = PageKey(
                uri: request.uri.description, day: environment.viewerDay,
                chrome: try await chrome(for: request, environment, dataset: dataset), variant: variant
            )
            if let hit = pages.cached(key) { return hit.response(for: request) }
            let pages = pages
            let rendered = try await pagesBeingDrawn.run(key) {
                let rendered = try await handler(environment)
                if rendered.status == .ok { pages.store(rendered.body, for: key) }
                return rendered
            }
            return rendered.response(for: request)
        }
    }

    /// Runs a form's handler (it answers with a redirect); any error becomes an error page.
    func action(_ request: Request, _ requestContext: AlmanacRequestContext, _ handler: () async throws -> Response) async -> Response {
        await respond(request, requestContext, handler)
    }

    private func respond(_ request: Request, _ requestContext: AlmanacRequestContext, _ handler: () async throws -> Response) async -> Response {
        do {
            return try await handler()
        } catch {
            return errorPage(APIError(error), cause: error, request, requestContext.logger)
        }
    }

    /// A failure as a page: a heading, the message and ways on. Its links are relative paths
    /// of this site, never built from the request's URL.
    func errorPage(_ failure: APIError, cause: (any Error)? = nil, _ request: Request, _ logger: Logger) -> Response {
        if failure.isUnexpected { logger.error("page failed", metadata: ["error": "\(cause ?? failure)"]) }
        let zone = (try? request.viewerTimeZone(default: configuration.defaultTimeZone)) ?? configuration.defaultTimeZone
        let chrome = PageChrome(freshness: nil, timeZone: DateText.zoneName(zone), currentPath: Route.home.href)
        let body = EncodedBody(PageLayout.render(ErrorPage(failure: failure), chrome: chrome).bytes, contentType: EncodedBody.html)
        var response = body.response(for: request, status: failure.status)
        response.headers.append(contentsOf: failure.headers)
        return response
    }

    /// A refusal made before any route runs: JSON for the API's paths, a page for the others.
    func refusal(_ failure: APIError, _ request: Request, _ logger: Logger) -> Response {
        request.uri.path.hasPrefix("/api/") ? JSONResponder.error(failure) : errorPage(failure, request, logger)
    }

    /// Runs a JSON handler; any error becomes `{"error": …}` with the right status.
    func api(_ logger: Logger, _ handler: () async throws -> Response) async -> Response {
        do {
            return try await handler()
        } catch {
            let failure = APIError(error)
            if failure.isUnexpected { logger.error("api failed", metadata: ["error": "\(error)"]) }
            return JSONResponder.error(failure)
        }
    }
}

extension Optional {
    /// `map` for an async transform.
    func asyncMap<Result>(_ transform: (Wrapped) async throws -> Result) async rethrows -> Result? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
