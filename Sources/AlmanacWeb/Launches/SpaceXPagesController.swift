import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// The SpaceX HTML pages: company, launches (with chart), launch detail, rockets, rocket detail.
struct SpaceXPagesController: Sendable {
    let context: WebContext
    let launches: LaunchUseCases
    /// The chart changes only with the counts, so it is drawn once per SpaceX refresh.
    private let chart = LastResultMemo<[LaunchYearCounts], HTML?> { counts in
        let stats = LaunchStatsViewModel(counts)
        return stats.years.isEmpty ? nil : LaunchChart.render(stats)
    }

    func addRoutes(to router: SiteRouter) {
        router.get(.company) { request, requestContext in
            await context.cachedPage(request, requestContext, dataset: .spacex) { environment in
                try await context.render(CompanyPage(company: try await launches.company.ifLoaded().map(CompanyViewModel.init)), request, environment)
            }
        }
        router.get(.launches) { request, requestContext in
            await context.cachedPage(request, requestContext, dataset: .spacex) { environment in try await launches(request, environment) }
        }
        router.get(.launch) { request, requestContext in
            await context.cachedPage(request, requestContext, dataset: .spacex) { environment in
                let detail = try await launches.show(id: requestContext.idParameter)
                return try await context.render(LaunchPage(launch: LaunchDetailViewModel(detail, environment: environment)), request, environment)
            }
        }
        router.get(.upcomingCalendar) { request, requestContext in
            // The feed's links are absolute, to the address the visitor used: only a plain
            // host[:port] is taken, and the cache keeps one feed per host.
            let authority = request.head.authority.flatMap { $0.allSatisfy(Self.isAuthorityCharacter) ? $0 : nil } ?? "localhost"
            return await context.cachedPage(request, requestContext, dataset: .spacex, variant: authority) { environment in
                let upcoming = try await launches.upcoming(after: environment.now())
                let origin = "http://" + authority
                let feed = LaunchCalendar.render(upcoming, now: environment.now()) { origin + Route.launch(id: $0).href }
                return RenderedPage(body: EncodedBody(Array(feed.utf8), contentType: LaunchCalendar.contentType), status: .ok)
            }
        }
        router.get(.rockets) { request, requestContext in
            await context.cachedPage(request, requestContext, dataset: .spacex) { environment in try await rockets(request, environment) }
        }
        router.get(.rocket) { request, requestContext in
            await context.cachedPage(request, requestContext, dataset: .spacex) { environment in
                let rocket = try await launches.rocket(id: requestContext.idParameter)
                return try await context.render(RocketPage(rocket: RocketDetailViewModel(rocket, environment: environment)), request, environment)
            }
        }
    }

    /// Letters, digits and `.-:[]`: a host name, an IPv4 or bracketed IPv6 address, a port.
    private static func isAuthorityCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || ".-:[]".contains(character))
    }

    private func launches(_ request: Request, _ environment: PresentationEnvironment) async throws -> RenderedPage {
        let raw = LaunchQuery.Parameters(request)
        let choices = try await launches.filterChoices()
        let chart = chart(try await launches.countsPerYear())
        func page(
            rows: [LaunchRowViewModel], page: Page<LaunchRowViewModel>?, filtered: Bool, error: InvalidInput?, next: LaunchRowViewModel? = nil
        ) -> LaunchesPage {
            LaunchesPage(
                hasData: !choices.isEmpty, raw: raw, choices: choices, error: error,
                countText: CountText.list(page?.total ?? 0, of: .launch, filtered: filtered),
                rows: rows, firstIndex: (page?.request.offset ?? 0) + 1,
                pager: PagerLinks(page) { number in
                    var next = raw
                    next[.page] = number > 1 ? String(number) : nil
                    return .launches(next)
                },
                chart: chart, next: next
            )
        }
        do {
            let query = try LaunchQuery(parsing: raw)
            let found = try await launches.browse(query, references: choices).map { LaunchRowViewModel($0, environment: environment) }
            // The whole list, newest first, opens on far-off plans: what is next comes first.
            let next =
                query.isFiltered || query.page.page > 1
                ? nil
                : try await launches.upcoming(after: environment.now(), limit: 1).first.map { LaunchRowViewModel($0, environment: environment) }
            return try await context.render(
                page(rows: found.items, page: found, filtered: query.isFiltered, error: nil, next: next), request, environment)
        } catch let error as InvalidInput {
            return try await context.render(page(rows: [], page: nil, filtered: true, error: error), request, environment, status: .badRequest)
        }
    }

    private func rockets(_ request: Request, _ environment: PresentationEnvironment) async throws -> RenderedPage {
        let all = try await launches.rockets(RocketQuery())
        do {
            let query = try RocketQuery(parsingActive: request.parameter("active"), sort: request.parameter("sort"))
            let rows = try await launches.rockets(query).map { RocketRowViewModel($0, environment: environment) }
            return try await context.render(RocketsPage(hasData: !all.isEmpty, query: query, errorMessage: nil, rows: rows), request, environment)
        } catch let error as InvalidInput {
            let page = RocketsPage(hasData: !all.isEmpty, query: RocketQuery(), errorMessage: error.message, rows: [])
            return try await context.render(page, request, environment, status: .badRequest)
        }
    }
}
