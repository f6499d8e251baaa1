import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// The Chuck Norris facts pages: search (with category tags and recent searches), a fact's
/// permalink, a random fact, the fact of the day, and the two forms (safe mode, clear recent).
struct FactsPagesController: Sendable {
    let context: WebContext

    private var store: any FactStore { context.services.facts }
    private var source: any FactSource { context.services.factSource }

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/facts") { request, requestContext in
            await context.page(request, requestContext.logger) { try await search(request) }
        }
        router.get("/facts/random") { request, requestContext in
            await context.page(request, requestContext.logger) { try await random(request) }
        }
        router.get("/facts/today") { request, requestContext in
            await context.page(request, requestContext.logger) { try await today(request) }
        }
        router.get("/facts/:id") { request, requestContext in
            await context.page(request, requestContext.logger) {
                try await permalink(request, id: try ShowFact.id(parsing: requestContext.idParameter))
            }
        }
        router.post("/facts/safe-mode") { request, requestContext in
            let form = try await FormBody.read(request, context: requestContext)
            let safeMode: SafeMode = form["explicit"] == "include" ? .off : .on
            return Response(status: .seeOther, headers: [
                .location: FormBody.backURL(form["back"], within: "/facts"), .setCookie: SafeModeCookie.header(for: safeMode),
            ])
        }
        router.post("/facts/recent/clear") { _, _ in
            try await store.clearRecentSearches()
            return Response(status: .seeOther, headers: [.location: "/facts"])
        }
    }

    func search(_ request: Request) async throws -> Response {
        let environment = try context.environment(for: request, proxyImages: false)
        let safeMode = SafeModeCookie.safeMode(of: request)
        let typed = request.uri.queryParameters.get("q")
        let chrome = FactsChrome(current: .search, safeModeOn: safeMode == .on, backURL: request.uri.description)
        // Categories are fetched (when stale) while the search runs.
        async let categories = FactCategories(source: source, store: store, now: context.services.now)(safeMode: safeMode, refresh: .ifMissing)
        do {
            let pageRequest = try PageRequest(parsingPage: request.parameter("page"), limit: nil)
            let term = try await termToShow(typed)
            let found = try await SearchFacts(source: source, store: store, now: context.services.now)(
                term, page: pageRequest, safeMode: safeMode, remember: typed != nil
            )
            return try await render(request, environment, chrome, term: term.text, result: FactSearchViewModel(found),
                                    page: found.page.map(FactCardViewModel.init), categories: try await categories, error: nil)
        } catch let error as InvalidInput {
            return try await render(request, environment, chrome, term: typed ?? "", result: nil, page: nil,
                                    categories: (try? await categories) ?? [], error: error)
        }
    }

    /// The typed term, else the last search, else "facts" (the first visit).
    private func termToShow(_ typed: String?) async throws -> FactSearchTerm {
        if let typed { return try FactSearchTerm(parsing: typed) }
        if let last = try await store.recentSearches().first, let term = try? FactSearchTerm(parsing: last.term) { return term }
        return .firstVisit
    }

    private func render(
        _ request: Request, _ environment: PresentationEnvironment, _ chrome: FactsChrome, term: String,
        result: FactSearchViewModel?, page: Page<FactCardViewModel>?, categories: [String], error: InvalidInput?
    ) async throws -> Response {
        let recent = try await store.recentSearches().map {
            FactsSearchPage.Tag(label: $0.term, url: QueryString.url("/facts", [("q", $0.term)]))
        }
        let tags = categories.shuffled().prefix(8).map {
            FactsSearchPage.Tag(label: $0, url: QueryString.url("/facts/random", [("category", $0)]))
        }
        let facts = page?.items ?? []
        return context.renderer.render("facts", FactsSearchPage(
            freshness: try await context.freshness(environment, of: .facts), timeZone: DateText.zoneName(environment.timeZone),
            chrome: chrome, term: term, errorMessage: error?.message, notice: result?.notice,
            countText: FactsSearchPage.countText(total: page?.total ?? 0, term: term),
            facts: facts, hasFacts: !facts.isEmpty,
            pager: PagerLinks(page) { QueryString.url("/facts", [("q", term), ("page", $0 > 1 ? String($0) : nil)]) },
            categories: Array(tags), hasCategories: !tags.isEmpty, recent: recent, hasRecent: !recent.isEmpty,
            apiURL: QueryString.url("/api/v1/facts/search", [("q", term)])
        ), status: error == nil ? .ok : .badRequest)
    }

    func random(_ request: Request) async throws -> Response {
        let environment = try context.environment(for: request, proxyImages: false)
        let safeMode = SafeModeCookie.safeMode(of: request)
        let known = try await store.categories().names
        let category = try FactCategory.parse(request.parameter("category"), known: known, safeMode: safeMode)
        let result = try await RandomFact(source: source, store: store, now: context.services.now)(category: category, safeMode: safeMode)
        let again = QueryString.url("/facts/random", [("category", category)])
        return context.renderer.render("fact", FactPage(
            freshness: try await context.freshness(environment, of: .facts), timeZone: DateText.zoneName(environment.timeZone),
            chrome: FactsChrome(current: .random, safeModeOn: safeMode == .on, backURL: again),
            heading: category.map { "A random \($0) fact" } ?? "A random fact",
            fact: FactCardViewModel(result.fact),
            notice: result.failure == nil ? nil : "Offline — saved facts: the facts service could not be reached, so this one was picked from the stored facts.",
            hiddenMessage: nil, againURL: again, againLabel: category.map { "Another \($0) fact" } ?? "Another random fact",
            apiURL: QueryString.url("/api/v1/facts/random", [("category", category)])
        ))
    }

    func today(_ request: Request) async throws -> Response {
        let environment = try context.environment(for: request, proxyImages: false)
        let safeMode = SafeModeCookie.safeMode(of: request)
        let fact = try await FactOfTheDay(source: source, store: store, now: context.services.now)(day: environment.viewerDayKey)
        return context.renderer.render("fact", FactPage(
            freshness: try await context.freshness(environment, of: .facts), timeZone: DateText.zoneName(environment.timeZone),
            chrome: FactsChrome(current: .today, safeModeOn: safeMode == .on, backURL: "/facts/today"),
            heading: "Fact of the day, \(DateText.longDay(environment.now(), in: environment.calendar))",
            fact: FactCardViewModel(fact), notice: nil, hiddenMessage: nil, againURL: nil, againLabel: nil,
            apiURL: "/api/v1/facts/today"
        ))
    }

    func permalink(_ request: Request, id: String) async throws -> Response {
        let environment = try context.environment(for: request, proxyImages: false)
        let safeMode = SafeModeCookie.safeMode(of: request)
        var fact: FactCardViewModel?
        var hidden: String?
        do {
            fact = FactCardViewModel(try await ShowFact(source: source, store: store, now: context.services.now)(id: id, safeMode: safeMode))
        } catch is HiddenBySafeMode {
            hidden = "This fact is in the explicit category, which safe mode hides. Turn safe mode off to read it."
        }
        return context.renderer.render("fact", FactPage(
            freshness: try await context.freshness(environment, of: .facts), timeZone: DateText.zoneName(environment.timeZone),
            chrome: FactsChrome(current: .none, safeModeOn: safeMode == .on, backURL: "/facts/\(id)"),
            heading: "Chuck Norris fact", fact: fact, notice: nil, hiddenMessage: hidden, againURL: nil, againLabel: nil,
            apiURL: "/api/v1/facts/\(id)"
        ))
    }
}
