import Foundation
import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// The SpaceX JSON API under `/api/v1/spacex`: the same view models the pages show.
struct SpaceXAPIController: Sendable {
    let context: WebContext

    /// `meta` of every response: freshness, the time zone used, and paging for lists.
    struct Meta: Encodable, Sendable {
        let dataset = "spacex"
        let refreshedAt: String?
        let origin: String?
        let originKind: String?
        let timeZone: String
        var page: Int? = nil
        var limit: Int? = nil
        var total: Int? = nil
    }

    func addRoutes(to router: Router<BasicRequestContext>) {
        let group = router.group("/api/v1/spacex")
        let store = context.services.launches
        group.get("/company") { request, requestContext in
            await cached(request, requestContext) { _, meta in
                try JSONResponder.encode(CompanyViewModel(try await ShowCompany(store: store)()), meta: meta)
            }
        }
        group.get("/launches") { request, requestContext in
            await cached(request, requestContext) { environment, meta in
                let query = try LaunchQuery(parsing: LaunchQuery.Parameters(request))
                let page = try await BrowseLaunches(store: store)(query)
                var pagedMeta = meta
                (pagedMeta.page, pagedMeta.limit, pagedMeta.total) = (query.page.page, query.page.limit, page.total)
                return try JSONResponder.encode(page.items.map { LaunchRowViewModel($0, environment: environment) }, meta: pagedMeta)
            }
        }
        group.get("/launches/:id") { request, requestContext in
            await cached(request, requestContext) { environment, meta in
                let detail = try await ShowLaunch(store: store)(id: requestContext.idParameter)
                return try JSONResponder.encode(LaunchDetailViewModel(detail, environment: environment), meta: meta)
            }
        }
        group.get("/rockets") { request, requestContext in
            await cached(request, requestContext) { environment, meta in
                let query = try RocketQuery(parsingActive: request.parameter("active"), sort: request.parameter("sort"))
                let rockets = try await BrowseRockets(store: store)(query)
                return try JSONResponder.encode(rockets.map { RocketRowViewModel($0, environment: environment) }, meta: meta)
            }
        }
        group.get("/rockets/:id") { request, requestContext in
            await cached(request, requestContext) { environment, meta in
                let rocket = try await ShowRocket(store: store)(id: requestContext.idParameter)
                return try JSONResponder.encode(RocketDetailViewModel(rocket, environment: environment), meta: meta)
            }
        }
        group.get("/stats") { request, requestContext in
            await cached(request, requestContext) { _, meta in
                try JSONResponder.encode(LaunchStatsViewModel(try await CountLaunchesPerYear(store: store)()).years, meta: meta)
            }
        }
    }

    /// Answers from the response cache, building (and caching) the body on a miss. Errors are
    /// never cached: they answer as `{"error": …}` every time. The hit path does no formatting.
    private func cached(
        _ request: Request, _ requestContext: BasicRequestContext,
        _ make: @escaping @Sendable (PresentationEnvironment, Meta) async throws -> EncodedBody
    ) async -> Response {
        await context.api(requestContext.logger) {
            let environment = try context.environment(for: request, proxyImages: false)
            let freshness = try await context.currentFreshness()
            let zone = DateText.zoneName(environment.timeZone)
            let key = ResponseCache.Key(
                uri: request.uri.description, timeZone: zone, day: environment.viewerDay,
                refreshedAt: freshness?.refreshedAt.timeIntervalSince1970
            )
            return try await context.responses.body(for: key) {
                let meta = Meta(
                    refreshedAt: freshness.map { DateText.iso8601($0.refreshedAt) }, origin: freshness?.origin.location,
                    originKind: freshness?.origin.kind.rawValue, timeZone: zone
                )
                return try await make(environment, meta)
            }.response(for: request)
        }
    }
}
