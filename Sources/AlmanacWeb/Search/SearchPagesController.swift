import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// `/search`: the visitor's own page (their saved cities are among the results), drawn from the
/// store and kept for them (`PersonalAnswers`) until their profile, a dataset or the minute
/// changes: the same words searched again, by them or by any visitor without a profile, are a
/// look-up rather than a pass over the whole index (most of a search is SQLite's full-text
/// match). An empty box is the page inviting a search, not an error.
struct SearchPagesController: Sendable {
    let search: SearchEverything

    func addRoutes(to pages: PageRoutes) {
        pages.get(.search, .personal(nil), use: page)
    }

    @Sendable func page(_ request: Request, context: AlmanacRequestContext) async throws -> SearchPage {
        let typed = context.query[InputField.search.rawValue] ?? ""
        guard !typed.trimmingTypedSpaces.isEmpty else { return SearchPage(typed: typed, results: nil, error: nil) }
        do {
            let text = try SearchText(parsing: typed)
            let found = try await search(text, context: context, request: request)
            return SearchPage(typed: typed, results: SearchResultsViewModel(found, environment: context.viewer.page), error: nil)
        } catch let error as InvalidInput {
            return SearchPage(typed: typed, results: nil, error: error)
        }
    }

    /// The search for this visitor: their cities when they have a profile, facts as their safe
    /// mode allows. A visitor without a profile gets none made.
    private func search(_ text: SearchText, context: AlmanacRequestContext, request: Request) async throws -> SearchResults {
        let visitor = context.visitor
        return try await search(
            text, profile: visitor.hasProfile ? visitor.reading : nil,
            safeMode: SafeModeCookie.safeMode(of: request, preferences: visitor.preferences), asOf: context.viewer.page.now())
    }
}

/// `GET /api/v1/search?q=`: the same results as `/search`, as JSON, kept as the page is.
struct SearchAPIController: Sendable {
    let search: SearchEverything

    func addRoutes(to api: APIRoutes) {
        api.get(.apiSearch, .personal(nil), use: results)
    }

    @Sendable func results(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let text = try SearchText(parsing: context.query[InputField.search.rawValue])
        let visitor = context.visitor
        let found = try await search(
            text, profile: visitor.hasProfile ? visitor.reading : nil, safeMode: try context.apiSafeMode(), asOf: context.viewer.api.now())
        return .data(
            SearchResultsViewModel(found, environment: context.viewer.api),
            meta: Meta(query: text.text, timeZone: context.viewer.timeZone.identifier))
    }

    /// What was searched for, and the zone the results' dates are in.
    struct Meta: Encodable, Sendable {
        let query: String
        let timeZone: String
    }
}
