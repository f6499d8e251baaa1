import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// The Chuck Norris facts pages: search (with category tags and recent searches), a fact's
/// permalink, a random fact, the fact of the day, and the two forms (safe mode, clear recent).
struct FactsPagesController: Sendable {
    let facts: FactUseCases
    /// When the facts were last refreshed: the time of a new facts' feed with no entry yet.
    let freshness: DatasetFreshness

    static let offlineRandomNotice = "Offline — saved facts: the facts service could not be reached, so this one was picked from the stored facts."

    func addRoutes(to pages: PageRoutes) {
        // Recent searches are the visitor's own, and a random fact is new each time.
        pages.get(.facts, .personal(.facts, drawnFrom: [.facts]), use: search)
        pages.get(.randomFact, use: random)
        // The same for everyone with the same safe mode until the facts change.
        pages.get(.factOfTheDay, .shared(.facts, variant: Self.safeModeVariant), use: today)
        pages.get(.fact, .shared(.facts, variant: Self.safeModeVariant), use: permalink)
        pages.post(.factsSafeMode, use: setSafeMode)
        pages.get(.newFactsFeed, .sharedPerOrigin(.facts), use: newFactsFeed)
        pages.downloads(of: .facts, use: download)
        pages.post(.clearRecentSearches, use: clearRecentSearches)
    }

    private static func safeModeVariant(_ request: Request, _ context: AlmanacRequestContext) -> String {
        SafeModeCookie.safeMode(of: request, preferences: context.visitor.preferences).rawValue
    }

    @Sendable func search(_ request: Request, context: AlmanacRequestContext) async throws -> FactsSearchPage {
        let visitor = context.visitor
        let safeMode = SafeModeCookie.safeMode(of: request, preferences: visitor.preferences)
        let typed = context.query.sent("q")
        // Categories are fetched (when missing) while the search runs.
        async let categories = facts.categories(safeMode: safeMode, refresh: .ifMissing)
        do {
            let pageRequest = try PageRequest(parsingPage: context.query["page"], limit: nil)
            let term = try await termToShow(typed, profile: visitor.reading)
            // A typed search is remembered (the visitor's first makes their profile), unless
            // another site sent the browser here.
            let rememberFor = typed != nil && visitor.mayRemember ? try await visitor.forNote() : nil
            let found = try await facts.search(term, page: pageRequest, safeMode: safeMode, rememberFor: rememberFor)
            // A first visit that finds nothing for "facts" opens on saved facts, not on an empty list.
            let starters =
                typed == nil && term == .firstVisit && found.page.total == 0
                ? try await facts.starters(day: context.viewer.page.viewerDayKey, safeMode: safeMode).map(FactCardViewModel.init)
                : []
            // Offline, only categories with a saved fact are offered: the others would be dead ends.
            let view = FactSearchViewModel(found)
            let offered =
                view.isOffline
                ? try await facts.categories.withStoredFacts(try await categories, safeMode: safeMode)
                : try await categories
            return try await page(
                request, profile: visitor.reading, safeMode: safeMode, term: term.text, result: view,
                found: Page(items: view.facts, request: found.page.request, total: found.page.total), categories: offered, error: nil,
                starters: starters
            )
        } catch let error as InvalidInput {
            return try await page(
                request, profile: visitor.reading, safeMode: safeMode, term: typed ?? "", result: nil, found: nil,
                categories: (try? await categories) ?? [], error: error
            )
        }
    }

    /// The latest 50 facts the facts API brought that Almanac had not kept, of `?category=` or of
    /// all, as an Atom feed. Always in safe mode: a feed reader carries no setting.
    @Sendable func newFactsFeed(_ request: Request, context: AlmanacRequestContext) async throws -> AtomFeedAnswer {
        let category = try await facts.category(parsing: context.query["category"], safeMode: .on)
        let origin = request.origin(context)
        let page: Route = category.map { .randomFact(category: $0) } ?? .facts()
        return AtomFeedAnswer(
            feed: NewFactsFeed.feed(
                try await facts.stored.discovered(category: category, safeMode: .on), category: category, origin: origin,
                address: origin + Route.newFactsFeed(category: category).href, page: origin + page.href,
                refreshedAt: try await freshness.of(.facts)?.refreshedAt ?? context.viewer.page.now()))
    }

    /// Every stored fact a search for `q` found (safe mode as the visitor's), as a file; never a
    /// new search upstream.
    func download(_ format: DownloadFormat, _ request: Request, _ context: AlmanacRequestContext) async throws -> Response {
        let safeMode = SafeModeCookie.safeMode(of: request, preferences: context.visitor.preferences)
        let term = try context.query["q"].map { try FactSearchTerm(parsing: $0) } ?? .firstVisit
        return try ListDownload.linked(
            try await facts.stored.everything(for: term, safeMode: safeMode), table: .facts, format: format, name: "almanac-facts",
            page: { .fact(id: $0.id) }, request: request, context: context)
    }

    /// The typed term, else the last search, else "facts" (the first visit).
    private func termToShow(_ typed: String?, profile: ProfileID) async throws -> FactSearchTerm {
        if let typed { return try FactSearchTerm(parsing: typed) }
        if let last = try await facts.recent(of: profile).first, let term = try? FactSearchTerm(parsing: last.term) { return term }
        return .firstVisit
    }

    private func page(
        _ request: Request, profile: ProfileID, safeMode: SafeMode, term: String, result: FactSearchViewModel?,
        found: Page<FactCardViewModel>?, categories: [String], error: InvalidInput?, starters: [FactCardViewModel] = []
    ) async throws -> FactsSearchPage {
        let recent = try await facts.recent(of: profile).map { FactsSearchPage.Tag(label: $0.term, route: .facts(term: $0.term)) }
        let tags = categories.shuffled().prefix(8).sorted().map { FactsSearchPage.Tag(label: $0, route: .randomFact(category: $0)) }
        return FactsSearchPage(
            safeModeOn: safeMode == .on, back: LocalPath.checked(request.uri.description) ?? Route.facts().href,
            term: term, errorMessage: error?.message, notice: result?.notice,
            countText: CountText.found(found?.total ?? 0, of: .fact, about: term),
            facts: found?.items ?? [], pager: PagerLinks(found) { .facts(term: term, page: $0 > 1 ? $0 : nil) },
            categories: Array(tags), recent: recent, starters: starters
        )
    }

    @Sendable func random(_ request: Request, context: AlmanacRequestContext) async throws -> FactPage {
        let safeMode = SafeModeCookie.safeMode(of: request, preferences: context.visitor.preferences)
        let category = try await facts.category(parsing: context.query["category"], safeMode: safeMode)
        let result: RandomFact.Result
        do {
            result = try await facts.random(category: category, safeMode: safeMode)
        } catch is NotFound {
            // Not a dead end: the tabs stay, and so do the categories to try instead.
            guard let category else { throw NotFound(.randomFact(category: nil)) }
            return try await emptyCategory(category, safeMode: safeMode)
        }
        let again = Route.randomFact(category: category)
        return FactPage(
            current: .random, safeModeOn: safeMode == .on, back: again.href,
            heading: category.map { "A random \($0) fact" } ?? "A random fact",
            fact: FactCardViewModel(result.fact), notice: result.failure == nil ? nil : Self.offlineRandomNotice,
            hiddenMessage: nil, again: (category.map { "Another \($0) fact" } ?? "Another random fact", again),
            api: .randomFact(category: category),
            // The feed is in safe mode (a feed reader carries no setting): none of explicit facts.
            feeds: category.map(SafeMode.on.allows(category:)) == false ? [] : [.newFacts(category: category)]
        )
    }

    /// A category with no stored fact while the facts service cannot give one.
    private func emptyCategory(_ category: String, safeMode: SafeMode) async throws -> FactPage {
        // The facts service just failed: offer the categories that have saved facts.
        let others = try await facts.categories.withStoredFacts(
            try await facts.categories(safeMode: safeMode, refresh: .ifMissing).filter { $0 != category }, safeMode: safeMode
        )
        return FactPage(
            current: .random, safeModeOn: safeMode == .on, back: Route.randomFact(category: category).href,
            heading: "A random \(category) fact", fact: nil, notice: nil,
            hiddenMessage:
                "No \(category) fact is saved on this server yet, and the facts service could not send one. Try again later, or pick another category.",
            again: ("Try \(category) again", .randomFact(category: category)), api: .randomFact(category: category),
            otherCategories: others.map { FactsSearchPage.Tag(label: $0, route: .randomFact(category: $0)) }, status: .notFound
        )
    }

    @Sendable func today(_ request: Request, context: AlmanacRequestContext) async throws -> FactPage {
        let safeMode = SafeModeCookie.safeMode(of: request, preferences: context.visitor.preferences)
        let environment = context.viewer.page
        let fact = try await facts.today(day: environment.viewerDayKey)
        return FactPage(
            current: .today, safeModeOn: safeMode == .on, back: Route.factOfTheDay.href,
            heading: "Fact of the day, \(DateText.longDay(environment.now(), in: environment.calendar))",
            fact: FactCardViewModel(fact), notice: nil, hiddenMessage: nil, again: nil, api: .factOfTheDay
        )
    }

    @Sendable func permalink(_ request: Request, context: AlmanacRequestContext) async throws -> FactPage {
        let id = try ShowFact.id(parsing: context.idParameter)
        let safeMode = SafeModeCookie.safeMode(of: request, preferences: context.visitor.preferences)
        var fact: FactCardViewModel?
        var hidden: String?
        do {
            fact = FactCardViewModel(try await facts.show(id: id, safeMode: safeMode))
        } catch is HiddenBySafeMode {
            hidden = "This fact is in the explicit category, which safe mode hides. Turn safe mode off to read it."
        }
        return FactPage(
            current: .none, safeModeOn: safeMode == .on, back: Route.fact(id: id).href,
            heading: "Chuck Norris fact", fact: fact, notice: nil, hiddenMessage: hidden, again: nil, api: .fact(id: id)
        )
    }

    @Sendable func setSafeMode(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        let form = try await FormBody.read(request)
        let safeMode: SafeMode = form["explicit"] == "include" ? .off : .on
        try await context.visitor.setPreferences { $0.safeMode = safeMode }
        return Redirect(to: LocalPath.back(form["back"], within: .facts())).with(.setCookie, SafeModeCookie.header(for: safeMode))
    }

    @Sendable func clearRecentSearches(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        // A visitor without a profile has nothing to clear: no profile is made for nothing.
        if context.visitor.hasProfile { try await facts.recent.clear(of: try await context.visitor.forChange()) }
        return Redirect(to: .facts())
    }
}
