import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// The SWAPI JSON API under `/api/v1/swapi`: the same view models the pages show, links resolved
/// to `{type, id, name}`.
struct GalaxyAPIController: Sendable {
    let context: WebContext
    let galaxy: GalaxyUseCases

    /// An entry of `GET /api/v1/swapi`: a resource, how many records it holds, where to list it.
    struct ResourceSummary: Encodable, Sendable {
        let type: String
        let title: String
        let count: Int
        let url: String
    }

    func addRoutes(to router: SiteRouter) {
        router.get(.apiGalaxy) { request, requestContext in
            await context.cachedAPI(request, requestContext, dataset: .swapi) { _, meta in
                let resources = try await galaxy.counts().map {
                    ResourceSummary(type: $0.resource.rawValue, title: $0.resource.title, count: $0.count, url: APIRoute.galaxyList($0.resource).href)
                }
                return try JSONResponder.encode(resources, meta: meta)
            }
        }
        router.get(.apiGalaxyList) { request, requestContext in
            await context.cachedAPI(request, requestContext, dataset: .swapi) { _, meta in
                let query = try GalaxyQuery(
                    resource: try GalaxyResource(parsing: requestContext.pathParameter("resource")),
                    parsing: GalaxyQuery.Parameters(request)
                )
                let page = try await galaxy.browse(query)
                return try JSONResponder.encode(page.items.map(GalaxyRowViewModel.init), meta: meta.paged(page))
            }
        }
        router.get(.apiGalaxyRecord) { request, requestContext in
            await context.cachedAPI(request, requestContext, dataset: .swapi) { _, meta in
                let resource = try GalaxyResource(parsing: requestContext.pathParameter("resource"))
                let reference = GalaxyReference(resource, try ShowGalaxyRecord.id(parsing: requestContext.idParameter))
                return try JSONResponder.encode(GalaxyDetailViewModel(try await galaxy.show(reference)), meta: meta)
            }
        }
    }
}
