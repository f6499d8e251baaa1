import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// The facts JSON API under `/api/v1/facts`. The fact of the day, a fact by id and the
/// categories are the same for every visitor until the facts change, so they come from the
/// response cache; searches and random picks talk to the upstream and recent searches are the
/// visitor's own, so those are made per request. `explicit=include` turns safe mode off.
struct FactsAPIController: Sendable {
    let context: WebContext
    let facts: FactUseCases

    /// What a search adds to `meta`: the term and where the facts came from.
    struct SearchMeta: Encodable, Sendable {
        let term: String
        let source: String
        let notice: String?
        let failure: String?
    }

    func addRoutes(to router: SiteRouter) {
        router.get(.apiFactsSearch) { request, requestContext in
            await respond(request, requestContext) { meta in
                let term = try FactSearchTerm(parsing: request.uri.queryParameters.get("q"))
                let page = try PageRequest(parsingPage: request.parameter("page"), limit: request.parameter("limit"))
                let found = try await facts.search(
                    term, page: page, safeMode: try safeMode(request),
                    rememberFor: requestContext.visitor.mayRemember ? try await requestContext.visitor.forNote() : nil
                )
                let view = FactSearchViewModel(found)
                let paged = try await meta().paged(found.page)
                return try JSONResponder.encode(
                    view.facts,
                    meta: paged.adding(
                        SearchMeta(
                            term: view.term, source: view.source, notice: view.notice, failure: view.failure
                        )))
            }
        }
        router.get(.apiRandomFact) { request, requestContext in
            await respond(request, requestContext) { meta in
                let safeMode = try safeMode(request)
                let category = try await facts.category(parsing: request.parameter("category"), safeMode: safeMode)
                let result = try await facts.random(category: category, safeMode: safeMode)
                return try JSONResponder.encode(FactCardViewModel(result.fact), meta: try await meta())
            }
        }
        router.get(.apiFactOfTheDay) { request, requestContext in
            await context.cachedAPI(request, requestContext, dataset: .facts) { environment, meta in
                let fact = try await facts.today(day: environment.viewerDayKey)
                return try JSONResponder.encode(FactCardViewModel(fact), meta: meta)
            }
        }
        router.get(.apiFactCategories) { request, requestContext in
            await context.cachedAPI(request, requestContext, dataset: .facts) { _, meta in
                let names = try await facts.categories(safeMode: try safeMode(request), refresh: .ifMissing)
                return try JSONResponder.encode(names, meta: meta)
            }
        }
        router.get(.apiRecentSearches) { request, requestContext in
            await respond(request, requestContext) { meta in
                let recent = try await facts.recent(of: requestContext.visitor.reading).map(RecentSearchViewModel.init)
                return try JSONResponder.encode(recent, meta: try await meta())
            }
        }
        router.delete(.apiRecentSearches) { request, requestContext in
            await respond(request, requestContext) { meta in
                try await facts.recent.clear(of: try await requestContext.visitor.forChange())
                return try JSONResponder.encode([RecentSearchViewModel](), meta: try await meta())
            }
        }
        router.get(.apiFact) { request, requestContext in
            await context.cachedAPI(request, requestContext, dataset: .facts) { _, meta in
                let id = try ShowFact.id(parsing: requestContext.idParameter)
                let fact = try await facts.show(id: id, safeMode: try safeMode(request))
                return try JSONResponder.encode(FactCardViewModel(fact), meta: meta)
            }
        }
    }

    private func safeMode(_ request: Request) throws(InvalidInput) -> SafeMode {
        try SafeMode(explicitParameter: request.uri.queryParameters.get("explicit"))
    }

    /// Runs a handler with a way to build `meta` after it has stored what it fetched.
    private func respond(
        _ request: Request, _ requestContext: AlmanacRequestContext,
        _ handler: (_ meta: () async throws -> APIMeta) async throws -> EncodedBody
    ) async -> Response {
        await context.api(requestContext.logger) {
            let environment = try context.environment(for: request, proxyImages: false)
            let body = try await handler {
                context.meta(.facts, freshness: try await context.services.datasets.freshness(of: .facts), environment: environment)
            }
            return body.response(for: request)
        }
    }
}
