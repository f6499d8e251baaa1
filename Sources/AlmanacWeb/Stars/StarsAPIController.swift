import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// The visitor's stars in the JSON API: `GET /api/v1/starred`, and `PUT`/`DELETE` on
/// `/api/v1/starred/{kind}/{id}`. A star on a record the store lacks is a 404 before anything
/// is stored (no profile is made for it); every answer is the visitor's own.
struct StarsAPIController: Sendable {
    let stars: Stars

    /// What a list adds to `meta`: how many stars the profile holds, and may.
    struct ListMeta: Encodable, Sendable {
        let count: Int
        let limit: Int
    }

    func addRoutes(to api: APIRoutes) {
        api.get(.apiStarred, .perVisitor(nil), use: starred)
        api.put(.apiStar, .perVisitor(nil), use: star)
        api.delete(.apiStar, .perVisitor(nil), use: unstar)
    }

    @Sendable func starred(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let listed = try await stars.list(of: context.visitor.reading).map(StarViewModel.init)
        return .data(listed, meta: ListMeta(count: listed.count, limit: Stars.limit))
    }

    @Sendable func star(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let star = try await stars.target(try StarKind(parsing: context.pathParameter("kind")), id: context.idParameter)
        try await stars.keep(star, for: try await context.visitor.forChange())
        return .data(StarStateViewModel(kind: star.kind, id: star.id, starred: true))
    }

    @Sendable func unstar(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let kind = try StarKind(parsing: context.pathParameter("kind"))
        let id = context.idParameter
        // A visitor without a profile has starred nothing: none is made to say so.
        if context.visitor.hasProfile {
            try await stars.unstar(kind, id: id, for: try await context.visitor.forChange())
        }
        return .data(StarStateViewModel(kind: kind, id: id, starred: false))
    }
}
