import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird
import Logging

/// What every handler needs to turn a request into a response: services, templates, caches.
struct WebContext: Sendable {
    let services: AlmanacServices
    let renderer: PageRenderer
    let configuration: WebConfiguration
    let responses = ResponseCache()
    /// One short-lived freshness cache per dataset the web app shows.
    let freshnessCaches: [DatasetID: FreshnessCache]

    init(services: AlmanacServices, renderer: PageRenderer, configuration: WebConfiguration) {
        self.services = services
        self.renderer = renderer
        self.configuration = configuration
        self.freshnessCaches = Dictionary(uniqueKeysWithValues: [DatasetID.spacex, .swapi, .facts, .weather].map {
            ($0, FreshnessCache(lifetime: configuration.freshnessLifetime))
        })
    }

    /// The formatting environment for this viewer; `proxyImages` routes outside images via `/img`.
    func environment(for request: Request, proxyImages: Bool) throws(APIError) -> PresentationEnvironment {
        let zone = try request.viewerTimeZone(default: configuration.defaultTimeZone)
        return PresentationEnvironment(now: services.now, timeZone: zone) { url in
            proxyImages ? "/img?url=" + QueryString.encode(url) : url
        }
    }

    /// A dataset's freshness, from its short-lived cache.
    func currentFreshness(of dataset: DatasetID = .spacex) async throws -> Freshness? {
        guard let cache = freshnessCaches[dataset] else { return try await services.datasets.freshness(of: dataset) }
        return try await cache.value { try await services.datasets.freshness(of: dataset) }
    }

    /// The freshness in words for a page footer, with a "refresh now" button when a refresher
    /// keeps the dataset.
    func freshness(_ environment: PresentationEnvironment, of dataset: DatasetID = .spacex) async throws -> FreshnessViewModel {
        let refresher = services.refresher
        let canRefresh = refresher?.datasets.contains(dataset) ?? false
        return FreshnessViewModel(
            try await currentFreshness(of: dataset), dataset: dataset, environment: environment,
            canRefresh: canRefresh, isRefreshing: await refresher?.isRefreshing(dataset) ?? false
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

    /// Runs an HTML handler; any error becomes an error page with the right status and words.
    func page(_ request: Request, _ logger: Logger, _ handler: () async throws -> Response) async -> Response {
        do {
            return try await handler()
        } catch {
            let failure = APIError(error)
            if failure.status == .serviceUnavailable { logger.error("page failed", metadata: ["error": "\(error)"]) }
            let heading = switch failure.status {
            case .notFound: "Not found"
            case .badRequest: "That request could not be understood"
            case .tooManyRequests: "Please wait a moment"
            default: "Data unavailable"
            }
            let zone = (try? request.viewerTimeZone(default: configuration.defaultTimeZone)) ?? configuration.defaultTimeZone
            return renderer.render("error", ErrorPage(
                freshness: nil, timeZone: DateText.zoneName(zone), heading: heading, message: failure.message,
                retryURL: request.uri.description, backURL: "/", backLabel: "Home"
            ), status: failure.status)
        }
    }

    /// Runs a JSON handler; any error becomes `{"error": …}` with the right status.
    func api(_ logger: Logger, _ handler: () async throws -> Response) async -> Response {
        do {
            return try await handler()
        } catch {
            let failure = APIError(error)
            if failure.status == .serviceUnavailable { logger.error("api failed", metadata: ["error": "\(error)"]) }
            return JSONResponder.error(failure)
        }
    }
}
