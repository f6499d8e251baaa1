import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// The SpaceX JSON API under `/api/v1/spacex`: the same use cases and view models the pages use.
struct SpaceXAPIController: Sendable {
    let context: WebContext
    let launches: LaunchUseCases

    func addRoutes(to router: SiteRouter) {
        router.get(.apiCompany) { request, requestContext in
            await cached(request, requestContext) { _, meta in
                try JSONResponder.encode(CompanyViewModel(try await launches.company()), meta: meta)
            }
        }
        router.get(.apiLaunches) { request, requestContext in
            await cached(request, requestContext) { environment, meta in
                let page = try await launches.browse(try LaunchQuery(parsing: LaunchQuery.Parameters(request)))
                return try JSONResponder.encode(page.items.map { LaunchRowViewModel($0, environment: environment) }, meta: meta.paged(page))
            }
        }
        router.get(.apiLaunch) { request, requestContext in
            await cached(request, requestContext) { environment, meta in
                let detail = try await launches.show(id: requestContext.idParameter)
                return try JSONResponder.encode(LaunchDetailViewModel(detail, environment: environment), meta: meta)
            }
        }
        router.get(.apiRockets) { request, requestContext in
            await cached(request, requestContext) { environment, meta in
                let query = try RocketQuery(parsingActive: request.parameter("active"), sort: request.parameter("sort"))
                return try JSONResponder.encode(
                    try await launches.rockets(query).map { RocketRowViewModel($0, environment: environment) }, meta: meta)
            }
        }
        router.get(.apiRocket) { request, requestContext in
            await cached(request, requestContext) { environment, meta in
                let rocket = try await launches.rocket(id: requestContext.idParameter)
                return try JSONResponder.encode(RocketDetailViewModel(rocket, environment: environment), meta: meta)
            }
        }
        router.get(.apiLaunchStats) { request, requestContext in
            await cached(request, requestContext) { _, meta in
                try JSONResponder.encode(LaunchStatsViewModel(try await launches.countsPerYear()).years, meta: meta)
            }
        }
    }

    private func cached(
        _ request: Request, _ requestContext: AlmanacRequestContext,
        _ make: @escaping @Sendable (PresentationEnvironment, APIMeta) async throws -> EncodedBody
    ) async -> Response {
        await context.cachedAPI(request, requestContext, dataset: .spacex, make)
    }
}
