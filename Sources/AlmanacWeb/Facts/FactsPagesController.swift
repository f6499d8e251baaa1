import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// The Chuck Norris facts pages: search (with category tags and recent searches), a fact's
/// permalink, a random fact, the fact of the day, and the two forms (safe mode, clear recent).
struct FactsPagesController: Sendable {
    let context: WebContext
    let facts: FactUseCases

    static let offlineRandomNotice = "Offline — saved facts: the facts service could not be reached, so this one was picked from the stored facts."

    func addRoutes(to router: SiteRouter) {
        router.get(.facts) { request, requestContext in
            // Recent searches are the visitor's own: never kept by a shared cache.
            await context.page(request, requestContext, proxyImages: false) { try await search(request, $0, visitor: requestContext.visitor) }
        }
        router.get(.randomFact) { request, requestContext in
            await context.page(request, requestContext, proxyImages: false) {
                try await random(request, $0, preferences: requestContext.visitor.preferences)
            }
        }
        router.get(.factOfTheDay) { request, requestContext in
            await context.cachedPage(
                request, requestContext, dataset: .facts, proxyImages: false,
                variant: SafeModeCookie.safeMode(of: request, preferences: requestContext.visitor.preferences).rawValue
            ) { try await today(request, $0, preferences: requestContext.visitor.preferences) }
        }
        router.get(.fact) { request, requestContext in
            await context.cachedPage(
                request, requestContext, dataset: .facts, proxyImages: false,
                variant: SafeModeCookie.safeMode(of: request, preferences: requestContext.visitor.preferences).rawValue
            ) {
                try await permalink(
                    request, $0, id: try ShowFact.id(parsing: requestContext.idParameter), preferences: requestContext.visitor.preferences)
            }
        }
        router.post(.factsSafeMode) { request, requestContext in
            await context.action(request, requestContext) {
                let form = try await FormBody.read(request)
                let safeMode: SafeMode = form["explicit"] == "include" ? .off : .on
                try await requestContext.visitor.setPreferences { $0.safeMode = safeMode }
                var response = Redirect.to(LocalPath.back(form["back"], within: .facts()))
                response.headers[.setCookie] = SafeModeCookie.header(for: safeMode)
                return response
            }
        }
        router.post(.clearRecentSearches) { request, requestContext in
            await context.action(request, requestContext) {
                try await facts.recent.clear(of: try await requestContext.visitor.forChange())
                return Redirect.to(.facts())
            }
        }
    }

    private func search(_ request: Request, _ environment: PresentationEnvironment, visitor: VisitorSession) async throws -> RenderedPage {
        let safeMode = SafeModeCookie.safeMode(of: request, preferences: visitor.preferences)
        let typed = request.uri.queryParameters.get("q")
        // Categories are fetched (when missing) while the search runs.
        async let categories = facts.categories(safeMode: safeMode, refresh: .ifMissing)
        do {
            let pageRequest = try PageRequest(parsingPage: request.parameter("page"), limit: nil)
            let term = try await termToShow(typed, profile: visitor.reading)
            // A typed search is remembered (the visitor's first makes their profile), unless
            // another site sent the browser here.
            let rememberFor = typed != nil && visitor.mayRemember ? try await visitor.forNote() : nil
            let found = try await facts.search(term, page: pageRequest, safeMode: safeMode, rememberFor: rememberFor)
            // A first visit that finds nothing for "facts" opens on saved facts, not on an empty list.
            let starters =
                typed == nil && term == .firstVisit && found.page.total == 0
                ? try await facts.starters(day: environment.viewerDayKey, safeMode: safeMode).map(FactCardViewModel.init)
                : []
            // Offline, only categories with a saved fact are offered: the others would be dead ends.
            let view = FactSearchViewModel(found)
            let offered =
                view.isOffline
                ? try await facts.categories.withStoredFacts(try await categories, safeMode: safeMode)
                : try await categories
            return try await render(
                request, environment, profile: visitor.reading, safeMode: safeMode, term: term.text, result: view,
                page: found.page.map(FactCardViewModel.init), categories: offered, error: nil, starters: starters
            )
        } catch let error as InvalidInput {
            return try await render(
                request, environment, profile: visitor.reading, safeMode: safeMode, term: typed ?? "", result: nil, page: nil,
                categories: (try? await categories) ?? [], error: error
            )
        }
    }

    /// The typed term, else the last search, else "facts" (the first visit).
    private func termToShow(_ typed: String?, profile: ProfileID) async throws -> FactSearchTerm {
        if let typed { return try FactSearchTerm(parsing: typed) }
        if let last = try await facts.recent(of: profile).first, let term = try? FactSearchTerm(parsing: last.term) { return term }
        return .firstVisit
    }

    private func render(
        _ request: Request, _ environment: PresentationEnvironment, profile: ProfileID, safeMode: SafeMode, term: String,
        result: FactSearchViewModel?, page: Page<FactCardViewModel>?, categories: [String], error: InvalidInput?,
        starters: [FactCardViewModel] = []
    ) async throws -> RenderedPage {
        let recent = try await facts.recent(of: profile).map { FactsSearchPage.Tag(label: $0.term, route: .facts(term: $0.term)) }
        let tags = categories.shuffled().prefix(8).sorted().map { FactsSearchPage.Tag(label: $0, route: .randomFact(category: $0)) }
        let view = FactsSearchPage(
            safeModeOn: safeMode == .on, back: LocalPath.checked(request.uri.description) ?? Route.facts().href,
            term: term, errorMessage: error?.message, notice: result?.notice,
            countText: CountText.found(page?.total ?? 0, of: .fact, about: term),
            facts: page?.items ?? [], pager: PagerLinks(page) { .facts(term: term, page: $0 > 1 ? $0 : nil) },
            categories: Array(tags), recent: recent, starters: starters
        )
        return try await context.render(view, request, environment, status: error == nil ? .ok : .badRequest)
    }

    private func random(_ request: Request, _ environment: PresentationEnvironment, preferences: ProfilePreferences) async throws -> RenderedPage {
        let safeMode = SafeModeCookie.safeMode(of: request, preferences: preferences)
        let category = try await facts.category(parsing: request.parameter("category"), safeMode: safeMode)
        let result: RandomFact.Result
        do {
            result = try await facts.random(category: category, safeMode: safeMode)
        } catch is NotFound {
            // Not a dead end: the tabs stay, and so do the categories to try instead.
            guard let category else { throw NotFound(.randomFact(category: nil)) }
            return try await emptyCategory(category, request, environment, safeMode: safeMode)
        }
        let again = Route.randomFact(category: category)
        return try await context.render(
            FactPage(
                current: .random, safeModeOn: safeMode == .on, back: again.href,
                heading: category.map { "A random \($0) fact" } ?? "A random fact",
                fact: FactCardViewModel(result.fact), notice: result.failure == nil ? nil : Self.offlineRandomNotice,
                hiddenMessage: nil, again: (category.map { "Another \($0) fact" } ?? "Another random fact", again),
                api: .randomFact(category: category)
            ), request, environment)
    }

    /// A category with no stored fact while the facts service cannot give one.
    private func emptyCategory(
        _ category: String, _ request: Request, _ environment: PresentationEnvironment, safeMode: SafeMode
    ) async throws -> RenderedPage {
        // The facts service just failed: offer the categories that have saved facts.
        let others = try await facts.categories.withStoredFacts(
            try await facts.categories(safeMode: safeMode, refresh: .ifMissing).filter { $0 != category }, safeMode: safeMode
        )
        return try await context.render(
            FactPage(
                current: .random, safeModeOn: safeMode == .on, back: Route.randomFact(category: category).href,
                heading: "A random \(category) fact", fact: nil, notice: nil,
                hiddenMessage:
                    "No \(category) fact is saved on this server yet, and the facts service could not send one. Try again later, or pick another category.",
                again: ("Try \(category) again", .randomFact(category: category)), api: .randomFact(category: category),
                otherCategories: others.map { FactsSearchPage.Tag(label: $0, route: .randomFact(category: $0)) }
            ), request, environment, status: .notFound)
    }

    private func today(_ request: Request, _ environment: PresentationEnvironment, preferences: ProfilePreferences) async throws -> RenderedPage {
        let safeMode = SafeModeCookie.safeMode(of: request, preferences: preferences)
        let fact = try await facts.today(day: environment.viewerDayKey)
        return try await context.render(
            FactPage(
                current: .today, safeModeOn: safeMode == .on, back: Route.factOfTheDay.href,
                heading: "Fact of the day, \(DateText.longDay(environment.now(), in: environment.calendar))",
                fact: FactCardViewModel(fact), notice: nil, hiddenMessage: nil, again: nil, api: .factOfTheDay
            ), request, environment)
    }

    private func permalink(
        _ request: Request, _ environment: PresentationEnvironment, id: String, preferences: ProfilePreferences
    ) async throws -> RenderedPage {
        let safeMode = SafeModeCookie.safeMode(of: request, preferences: preferences)
        var fact: FactCardViewModel?
        var hidden: String?
        do {
            fact = FactCardViewModel(try await facts.show(id: id, safeMode: safeMode))
        } catch is HiddenBySafeMode {
            hidden = "This fact is in the explicit category, which safe mode hides. Turn safe mode off to read it."
        }
        return try await context.render(
            FactPage(
                current: .none, safeModeOn: safeMode == .on, back: Route.fact(id: id).href,
                heading: "Chuck Norris fact", fact: fact, notice: nil, hiddenMessage: hidden, again: nil, api: .fact(id: id)
            ), request, environment)
    }
}
