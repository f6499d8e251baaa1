import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// The SWAPI JSON API under `/api/v1/swapi`: the same view models the pages show, links resolved
/// to `{type, id, name}`.
struct GalaxyAPIController: Sendable {
    let galaxy: GalaxyUseCases
    /// The version kept rows are encoded under.
    let freshness: DatasetFreshness
    /// The rows, kept encoded.
    let parts: KeptParts
    private var rows: KeptGalaxyRows<EncodedJSON> { parts.galaxyEncodedRows }

    /// An entry of `GET /api/v1/swapi`: a resource, how many records it holds, where to list it.
    struct ResourceSummary: Encodable, Sendable {
        let type: String
        let title: String
        let count: Int
        let url: String
    }

    func addRoutes(to api: APIRoutes) {
        api.get(.apiGalaxy, .shared(.swapi), use: resources)
        api.get(.apiGalaxyList, .shared(.swapi), use: list)
        api.get(.apiGalaxyRecord, .shared(.swapi), use: record)
    }

    @Sendable func resources(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(
            try await galaxy.counts().map {
                ResourceSummary(type: $0.resource.rawValue, title: $0.resource.title, count: $0.count, url: APIRoute.galaxyList($0.resource).href)
            })
    }

    @Sendable func list(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let resource = try GalaxyResource(parsing: context.pathParameter("resource"))
        let query = try GalaxyQuery(resource: resource, parsing: GalaxyQuery.Parameters(context.query))
        // Read before the records: see `KeptGalaxyRows.rows`.
        let version = try await freshness.table().version(of: .swapi)
        let page = try await galaxy.browse.records(query)
        return .page(encoded: try await rows.rows(of: page.items, in: resource, version: version, galaxy: galaxy), of: page)
    }

    @Sendable func record(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let reference = GalaxyReference(
            try GalaxyResource(parsing: context.pathParameter("resource")), try ShowGalaxyRecord.id(parsing: context.idParameter))
        return .data(GalaxyDetailViewModel(try await galaxy.show(reference)))
    }
}
