import Foundation
import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// The SpaceX JSON API under `/api/v1/spacex`: the same view models the pages show.
struct SpaceXAPIController: Sendable {
    let context: WebContext

    func addRoutes(to router: SiteRouter) {
                let store = context.services.launches
        router.get(.apiCompany) { request, requestContext in
            await cached(request, requestContext) { _, meta in
                try JSONResponder.encode(CompanyViewModel(try await ShowCompany(store: store)()), meta: meta)
            }
        }
        router.get(.apiLaunches) { request, requestContext in
            await cached(request, requestContext) { environment, meta in
                let query = try LaunchQuery(parsing: LaunchQuery.Parameters(request))
                let page = try await BrowseLaunches(store: store)(query)
                return try JSONResponder.encode(page.items.map { LaunchRowViewModel($0, environment: environment) }, meta: meta.paged(page))
            }
        }
        router.get(.apiLaunch) { request, requestContext in
            await cached(request, requestContext) { environment, meta in
                let detail = try await ShowLaunch(store: store)(id: requestContext.idParameter)
                return try JSONResponder.encode(LaunchDetailViewModel(detail, environment: environment), meta: meta)
            }
        }
        router.get(.apiRockets) { request, requestContext in
            await cached(request, requestContext) { environment, meta in
                let query = try RocketQuery(parsingActive: request.parameter("active"), sort: request.parameter("sort"))
                let rockets = try await BrowseRockets(store: store)(query)
                return try JSONResponder.encode(rockets.map { RocketRowViewModel($0, environment: environment) }, meta: meta)
            }
        }
        router.get(.apiRocket) { request, requestContext in
            await cached(request, requestContext) { environment, meta in
                let rocket = try await ShowRocket(store: store)(id: requestContext.idParameter)
                return try JSONResponder.encode(RocketDetailViewModel(rocket, environment: environment), meta: meta)
            }
        }
        router.get(.apiLaunchStats) { request, requestContext in
            await cached(request, requestContext) { _, meta in
                try JSONResponder.encode(LaunchStatsViewModel(try await CountLaunchesPerYear(store: store)()).years, meta: meta)
            }
        }
    }

    private func cached(
        _ request: Request, _ requestContext: BasicRequestContext,
        _ make: @escaping @Sendable (PresentationEnvironment, APIMeta) async throws -> EncodedBody
    ) async -> Response {
        await context.cachedAPI(request, requestContext, dataset: .spacex, make)
    }
}
