import Foundation
import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// The SpaceX JSON API under `/api/v1/spacex`: the same view models the pages show.
struct SpaceXAPIController: Sendable {
    let context: SpaceXContext

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
        group.get("/company") { request, requestContext in
            await context.api(requestContext.logger) {
                let (_, meta) = try await prepare(request)
                return try JSONResponder.envelope(CompanyViewModel(try await ShowCompany(store: context.services.launches)()), meta: meta, for: request)
            }
        }
        group.get("/launches") { request, requestContext in
            await context.api(requestContext.logger) {
                let (environment, meta) = try await prepare(request)
                let query = try LaunchQuery(parsing: LaunchQuery.Parameters(request))
                let page = try await BrowseLaunches(store: context.services.launches)(query)
                var pagedMeta = meta
                (pagedMeta.page, pagedMeta.limit, pagedMeta.total) = (query.page.page, query.page.limit, page.total)
                return try JSONResponder.envelope(page.items.map { LaunchRowViewModel($0, environment: environment) }, meta: pagedMeta, for: request)
            }
        }
        group.get("/launches/:id") { request, requestContext in
            await context.api(requestContext.logger) {
                let (environment, meta) = try await prepare(request)
                let detail = try await ShowLaunch(store: context.services.launches)(id: requestContext.parameters.get("id") ?? "")
                return try JSONResponder.envelope(LaunchDetailViewModel(detail, environment: environment), meta: meta, for: request)
            }
        }
        group.get("/rockets") { request, requestContext in
            await context.api(requestContext.logger) {
                let (environment, meta) = try await prepare(request)
                let query = try RocketQuery(parsingActive: request.parameter("active"), sort: request.parameter("sort"))
                let rockets = try await BrowseRockets(store: context.services.launches)(query)
                return try JSONResponder.envelope(rockets.map { RocketRowViewModel($0, environment: environment) }, meta: meta, for: request)
            }
        }
        group.get("/rockets/:id") { request, requestContext in
            await context.api(requestContext.logger) {
                let (environment, meta) = try await prepare(request)
                let rocket = try await ShowRocket(store: context.services.launches)(id: requestContext.parameters.get("id") ?? "")
                return try JSONResponder.envelope(RocketDetailViewModel(rocket, environment: environment), meta: meta, for: request)
            }
        }
        group.get("/stats") { request, requestContext in
            await context.api(requestContext.logger) {
                let (_, meta) = try await prepare(request)
                let counts = try await CountLaunchesPerYear(store: context.services.launches)()
                return try JSONResponder.envelope(LaunchStatsViewModel(counts).years, meta: meta, for: request)
            }
        }
    }

    private func prepare(_ request: Request) async throws -> (PresentationEnvironment, Meta) {
        let environment = try context.environment(for: request, proxyImages: false)
        let freshness = try await context.freshness(environment)
        return (environment, Meta(
            refreshedAt: freshness.refreshedAt, origin: freshness.origin, originKind: freshness.originKind,
            timeZone: DateText.zoneName(environment.timeZone)
        ))
    }
}
