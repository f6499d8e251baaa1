import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// The Star Wars HTML pages: a list per resource (search, sort, infinite scroll) and a detail
/// page per record whose every link leads to the linked record's own page.
struct GalaxyPagesController: Sendable {
    let context: WebContext
    let galaxy: GalaxyUseCases

    func addRoutes(to router: SiteRouter) {
        router.get(.galaxy) { _, _ in Redirect.to(.galaxyList(.people)) }
        router.get(.galaxyList) { request, requestContext in
            await context.cachedPage(request, requestContext, dataset: .swapi, proxyImages: false) { environment in
                try await list(request, environment, resource: try GalaxyResource(parsing: requestContext.pathParameter("resource")))
            }
        }
        router.get(.galaxyRecord) { request, requestContext in
            let response = await context.cachedPage(request, requestContext, dataset: .swapi, proxyImages: false) { environment in
                let reference = try reference(requestContext)
                let record = GalaxyDetailViewModel(try await galaxy.show(reference))
                return try await context.render(GalaxyRecordPage(record: record, resource: reference.resource), request, environment)
            }
            // The page is shared by every visitor; that this one opened it is noted beside it, for
            // the home page's "recently viewed" (a failure to note costs the visitor nothing). Only
            // for a visitor with a profile: reading alone makes none (a crawler would make one a page).
            let visitor = requestContext.visitor
            if [.ok, .notModified].contains(response.status), visitor.hasProfile, visitor.mayRemember, let reference = try? reference(requestContext)
            {
                try? await galaxy.recentlyViewed.note(reference, by: visitor.profileForNotes)
            }
            return response
        }
    }

    private func reference(_ requestContext: AlmanacRequestContext) throws -> GalaxyReference {
        GalaxyReference(
            try GalaxyResource(parsing: requestContext.pathParameter("resource")), try ShowGalaxyRecord.id(parsing: requestContext.idParameter))
    }

    private func list(_ request: Request, _ environment: PresentationEnvironment, resource: GalaxyResource) async throws -> RenderedPage {
        let raw = GalaxyQuery.Parameters(request)
        let hasData = try await context.currentFreshness(of: .swapi) != nil
        func page(_ page: Page<GalaxyRowViewModel>?, filtered: Bool, error: InvalidInput?) -> GalaxyListPage {
            GalaxyListPage(
                resource: resource, raw: raw, hasData: hasData, error: error,
                countText: CountText.list(page?.total ?? 0, of: Noun(resource.singular, plural: resource.rawValue), filtered: filtered),
                rows: page?.items ?? [],
                pager: PagerLinks(page) { number in
                    var next = raw
                    next.page = number > 1 ? String(number) : nil
                    return .galaxyList(resource, next)
                }
            )
        }
        do {
            let query = try GalaxyQuery(resource: resource, parsing: raw)
            let found = try await galaxy.browse(query).map(GalaxyRowViewModel.init)
            return try await context.render(page(found, filtered: query.isFiltered, error: nil), request, environment)
        } catch let error as InvalidInput {
            return try await context.render(page(nil, filtered: true, error: error), request, environment, status: .badRequest)
        }
    }
}
