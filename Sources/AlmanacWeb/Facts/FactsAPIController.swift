import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// The facts JSON API under `/api/v1/facts`. The fact of the day, a fact by id and the
/// categories are the same for every visitor until the facts change, so they come from the
/// response cache; searches and random picks talk to the upstream and recent searches are the
/// visitor's own, so those are made per request. `explicit=include` turns safe mode off.
struct FactsAPIController: Sendable {
    let facts: FactUseCases
    /// The fact cards, kept encoded.
    let parts: KeptParts
    private var encodedCards: KeptDrawings<String, Fact, EncodedJSON> { parts.factCards }

    /// What a search adds to `meta`: the term and where the facts came from.
    struct SearchMeta: Encodable, Sendable {
        let term: String
        let source: String
        let notice: String?
        let failure: String?
    }

    func addRoutes(to api: APIRoutes) {
        api.get(.apiFactsSearch, .perVisitor(.facts), use: search)
        api.get(.apiRandomFact, .perVisitor(.facts), use: random)
        api.get(.apiFactOfTheDay, .shared(.facts), use: today)
        api.get(.apiFactCategories, .shared(.facts), use: categories)
        api.get(.apiRecentSearches, .personal(.facts, drawnFrom: [.facts]), use: recentSearches)
        api.delete(.apiRecentSearches, .perVisitor(.facts), use: clearRecentSearches)
        api.get(.apiFact, .shared(.facts), use: fact)
    }

    @Sendable func search(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let term = try FactSearchTerm(parsing: context.query.sent("q"))
        let page = try PageRequest(parsingPage: context.query["page"], limit: context.query["limit"])
        let found = try await facts.search(
            term, page: page, safeMode: try context.apiSafeMode(),
            rememberFor: context.visitor.mayRemember ? try await context.visitor.forNote() : nil
        )
        let origin = FactSearchOrigin(found)
        return .page(encoded: try found.page.items.map(encodedCard), of: found.page).adding(
            SearchMeta(term: origin.term, source: origin.source, notice: origin.notice, failure: origin.failure))
    }

    @Sendable func random(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let safeMode = try context.apiSafeMode()
        let category = try await facts.category(parsing: context.query["category"], safeMode: safeMode)
        return .data(encoded: try encodedCard(try await facts.random(category: category, safeMode: safeMode).fact))
    }

    /// The fact's card, encoded the last time the fact was the same.
    private func encodedCard(_ fact: Fact) throws -> EncodedJSON {
        try encodedCards.drawing(for: fact.id, of: fact) { try EncodedJSON(encoding: FactCardViewModel(fact)) }
    }

    @Sendable func today(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(FactCardViewModel(try await facts.today(day: context.viewer.api.viewerDayKey)))
    }

    @Sendable func categories(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(try await facts.categories(safeMode: try context.apiSafeMode(), refresh: .ifMissing))
    }

    @Sendable func recentSearches(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(try await facts.recent(of: context.visitor.reading).map(RecentSearchViewModel.init))
    }

    @Sendable func clearRecentSearches(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        // A visitor without a profile has nothing to clear: no profile is made for nothing.
        if context.visitor.hasProfile { try await facts.recent.clear(of: try await context.visitor.forChange()) }
        return .data([RecentSearchViewModel]())
    }

    @Sendable func fact(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(FactCardViewModel(try await facts.show(id: try ShowFact.id(parsing: context.idParameter), safeMode: try context.apiSafeMode())))
    }
}

extension AlmanacRequestContext {
    /// Safe mode as the JSON API reads it: `explicit=include` turns it off, `hide` or nothing
    /// keeps it on, anything else is a 400 naming `explicit`.
    func apiSafeMode() throws(InvalidInput) -> SafeMode {
        try SafeMode(explicitParameter: query["explicit"])
    }
}
