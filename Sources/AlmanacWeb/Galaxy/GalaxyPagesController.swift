import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// The Star Wars HTML pages: a list per resource (search, sort, infinite scroll) and a detail
/// page per record whose every link leads to the linked record's own page.
struct GalaxyPagesController: Sendable {
    let context: WebContext

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/swapi") { _, _ in
            Response(status: .seeOther, headers: [.location: "/swapi/people"])
        }
        router.get("/swapi/:resource") { request, requestContext in
            await context.page(request, requestContext.logger) {
                try await list(request, resource: try GalaxyResource(parsing: requestContext.pathParameter("resource")))
            }
        }
        router.get("/swapi/:resource/:id") { request, requestContext in
            await context.page(request, requestContext.logger) {
                let resource = try GalaxyResource(parsing: requestContext.pathParameter("resource"))
                return try await detail(request, GalaxyReference(resource, try ShowGalaxyRecord.id(parsing: requestContext.idParameter)))
            }
        }
    }

    func list(_ request: Request, resource: GalaxyResource) async throws -> Response {
        let environment = try context.environment(for: request, proxyImages: false)
        let raw = GalaxyListPage.Parameters(
            search: request.parameter("q"), sort: request.parameter("sort"), order: request.parameter("order"),
            page: request.parameter("page"), limit: request.parameter("limit")
        )
        let freshness = try await context.freshness(environment, of: .swapi)
        let hasData = freshness.refreshedAt != nil
        func render(page: Page<GalaxyRowViewModel>?, filtered: Bool, error: InvalidInput?) -> Response {
            let rows = page?.items ?? []
            return context.renderer.render("galaxy-list", GalaxyListPage(
                freshness: freshness, timeZone: DateText.zoneName(environment.timeZone),
                tabs: GalaxyTab.all(selected: resource), resource: resource.rawValue, title: resource.title,
                searchExample: GalaxyListPage.searchExample(resource),
                hasData: hasData, search: raw.search,
                sorts: GalaxyListPage.sortOptions(for: resource, chosen: raw.sort),
                orders: GalaxyListPage.orderOptions(chosen: raw.order), limit: raw.limit,
                errorMessage: error?.message,
                countText: GalaxyListPage.countText(resource, total: page?.total ?? 0, filtered: filtered),
                rows: rows, hasRows: !rows.isEmpty, pager: PagerLinks(page) { GalaxyListPage.url(resource, raw, page: $0) }
            ), status: error == nil ? .ok : .badRequest)
        }
        do {
            let query = try GalaxyQuery(
                resource: resource, search: raw.search, sort: raw.sort, order: raw.order, page: raw.page, limit: raw.limit
            )
            let page = try await BrowseGalaxy(store: context.services.galaxy)(query).map(GalaxyRowViewModel.init)
            return render(page: page, filtered: query.isFiltered, error: nil)
        } catch let error as InvalidInput {
            return render(page: nil, filtered: true, error: error)
        }
    }

    struct DetailPage: Sendable {
        let freshness: FreshnessViewModel?
        let timeZone: String
        let tabs: [GalaxyTab]
        let record: GalaxyDetailViewModel
        let listURL: String
        let listTitle: String
    }

    func detail(_ request: Request, _ reference: GalaxyReference) async throws -> Response {
        let environment = try context.environment(for: request, proxyImages: false)
        let record = GalaxyDetailViewModel(try await ShowGalaxyRecord(store: context.services.galaxy)(reference))
        return context.renderer.render("galaxy-record", DetailPage(
            freshness: try await context.freshness(environment, of: .swapi), timeZone: DateText.zoneName(environment.timeZone),
            tabs: GalaxyTab.all(selected: reference.resource), record: record,
            listURL: "/swapi/\(reference.resource.rawValue)", listTitle: "All \(reference.resource.rawValue)"
        ))
    }
}
