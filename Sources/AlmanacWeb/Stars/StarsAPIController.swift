import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// The visitor's stars in the JSON API: `GET /api/v1/starred`, and `PUT`/`DELETE` on
/// `/api/v1/starred/{kind}/{id}`. A star on a record the store lacks is a 404 before anything
/// is stored (no profile is made for it); every answer is the visitor's own.
struct StarsAPIController: Sendable {
    let stars: Stars

    /// `meta` of every answer here: how many stars the profile holds, and may.
    struct ListMeta: Encodable, Sendable {
        let count: Int
        let limit: Int
    }

    func addRoutes(to api: APIRoutes) {
        api.get(.apiStarred, .personal(nil), use: starred)
        api.put(.apiStar, .perVisitor(nil), use: star)
        api.delete(.apiStar, .perVisitor(nil), use: unstar)
    }

    @Sendable func starred(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let listed = try await stars.list(of: context.visitor.reading).map(StarViewModel.init)
        return .data(listed, meta: ListMeta(count: listed.count, limit: Stars.limit))
    }

    @Sendable func star(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let star = try await stars.target(try StarKind(parsing: context.pathParameter("kind")), id: context.idParameter)
        let profile = try await context.visitor.forChange()
        try await stars.keep(star, for: profile)
        return .data(StarStateViewModel(kind: star.kind, id: star.id, starred: true), meta: try await meta(of: profile))
    }

    @Sendable func unstar(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let kind = try StarKind(parsing: context.pathParameter("kind"))
        let id = try Stars.checked(context.idParameter, kind)
        // A visitor without a profile has starred nothing: none is made to say so.
        guard context.visitor.hasProfile else {
            return .data(StarStateViewModel(kind: kind, id: id, starred: false), meta: ListMeta(count: 0, limit: Stars.limit))
        }
        let profile = try await context.visitor.forChange()
        try await stars.unstar(kind, id: id, for: profile)
        return .data(StarStateViewModel(kind: kind, id: id, starred: false), meta: try await meta(of: profile))
    }

    /// How many stars the profile holds now, and may.
    private func meta(of profile: ProfileID) async throws -> ListMeta {
        ListMeta(count: try await stars.stars(of: profile).count, limit: Stars.limit)
    }
}
