import Foundation
import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// The SpaceX HTML pages: company, launches (with chart), launch detail, rockets, rocket detail.
struct SpaceXPagesController: Sendable {
    let context: WebContext

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/spacex") { request, requestContext in
            await context.page(request, requestContext.logger) { try await company(request) }
        }
        router.get("/spacex/launches") { request, requestContext in
            await context.page(request, requestContext.logger) { try await launches(request) }
        }
        router.get("/spacex/launches/:id") { request, requestContext in
            await context.page(request, requestContext.logger) {
                try await launch(request, id: requestContext.idParameter)
            }
        }
        router.get("/spacex/rockets") { request, requestContext in
            await context.page(request, requestContext.logger) { try await rockets(request) }
        }
        router.get("/spacex/rockets/:id") { request, requestContext in
            await context.page(request, requestContext.logger) {
                try await rocket(request, id: requestContext.idParameter)
            }
        }
    }

    struct CompanyPage: Sendable {
        let freshness: FreshnessViewModel?
        let timeZone: String
        let company: CompanyViewModel?
        let hasLinks: Bool
    }

    func company(_ request: Request) async throws -> Response {
        let environment = try context.environment(for: request, proxyImages: true)
        let company = try await context.services.launches.company().map(CompanyViewModel.init)
        return context.renderer.render("company", CompanyPage(
            freshness: try await context.freshness(environment), timeZone: DateText.zoneName(environment.timeZone),
            company: company, hasLinks: !(company?.links.isEmpty ?? true)
        ))
    }

    func launches(_ request: Request) async throws -> Response {
        let environment = try context.environment(for: request, proxyImages: true)
        let store = context.services.launches
        let raw = LaunchQuery.Parameters(request)
        let rockets = try await store.rockets()
        let freshness = try await context.freshness(environment)
        let stats = LaunchStatsViewModel(try await CountLaunchesPerYear(store: store)())
        func render(rows: [LaunchRowViewModel], page: Page<LaunchRowViewModel>?, filtered: Bool, error: InvalidInput?) -> Response {
            return context.renderer.render("launches", LaunchesPage(
                freshness: freshness, timeZone: DateText.zoneName(environment.timeZone), hasData: !rockets.isEmpty,
                filters: .init(raw, rockets: rockets), errorMessage: error?.message,
                countText: LaunchesPage.countText(total: page?.total ?? 0, filtered: filtered),
                rows: rows, hasRows: !rows.isEmpty, firstIndex: (page?.request.offset ?? 0) + 1,
                pager: PagerLinks(page) { LaunchesPage.url(for: raw, page: $0) },
                stats: stats.years.isEmpty ? nil : stats
            ), status: error == nil ? .ok : .badRequest)
        }
        do {
            let query = try LaunchQuery(parsing: raw)
            let page = try await BrowseLaunches(store: store)(query).map { LaunchRowViewModel($0, environment: environment) }
            return render(rows: page.items, page: page, filtered: query.isFiltered, error: nil)
        } catch let error as InvalidInput {
            return render(rows: [], page: nil, filtered: true, error: error)
        }
    }

    struct LaunchPage: Sendable {
        let freshness: FreshnessViewModel?
        let timeZone: String
        let launch: LaunchDetailViewModel
        let hasFailures: Bool
        let hasLinks: Bool
    }

    func launch(_ request: Request, id: String) async throws -> Response {
        let environment = try context.environment(for: request, proxyImages: true)
        let detail = LaunchDetailViewModel(try await ShowLaunch(store: context.services.launches)(id: id), environment: environment)
        return context.renderer.render("launch", LaunchPage(
            freshness: try await context.freshness(environment), timeZone: DateText.zoneName(environment.timeZone),
            launch: detail, hasFailures: !detail.failures.isEmpty, hasLinks: !detail.links.isEmpty
        ))
    }

    struct RocketsPage: Sendable {
        let freshness: FreshnessViewModel?
        let timeZone: String
        let hasData: Bool
        let activeOnly: Bool
        let sorts: [SelectOption]
        let errorMessage: String?
        let rows: [RocketRowViewModel]
        let hasRows: Bool
    }

    func rockets(_ request: Request) async throws -> Response {
        let environment = try context.environment(for: request, proxyImages: true)
        let all = try await context.services.launches.rockets()
        var query = RocketQuery()
        var errorMessage: String?
        do {
            query = try RocketQuery(parsingActive: request.parameter("active"), sort: request.parameter("sort"))
        } catch {
            errorMessage = error.message
        }
        let rows = errorMessage == nil
            ? try await BrowseRockets(store: context.services.launches)(query).map { RocketRowViewModel($0, environment: environment) }
            : []
        let labels: [RocketSort: String] = [.name: "Name", .firstFlight: "First flight", .successRate: "Success rate", .cost: "Cost per launch"]
        return context.renderer.render("rockets", RocketsPage(
            freshness: try await context.freshness(environment), timeZone: DateText.zoneName(environment.timeZone),
            hasData: !all.isEmpty, activeOnly: query.activeOnly,
            sorts: RocketSort.allCases.map { SelectOption(value: $0.rawValue, label: labels[$0] ?? $0.rawValue, selected: $0 == query.sort) },
            errorMessage: errorMessage, rows: rows, hasRows: !rows.isEmpty
        ), status: errorMessage == nil ? .ok : .badRequest)
    }

    struct RocketPage: Sendable {
        let freshness: FreshnessViewModel?
        let timeZone: String
        let rocket: RocketDetailViewModel
        let hasPayloads: Bool
        let hasImages: Bool
    }

    func rocket(_ request: Request, id: String) async throws -> Response {
        let environment = try context.environment(for: request, proxyImages: true)
        let rocket = RocketDetailViewModel(try await ShowRocket(store: context.services.launches)(id: id), environment: environment)
        return context.renderer.render("rocket", RocketPage(
            freshness: try await context.freshness(environment), timeZone: DateText.zoneName(environment.timeZone),
            rocket: rocket, hasPayloads: !rocket.payloads.isEmpty, hasImages: !rocket.images.isEmpty
        ))
    }
}
