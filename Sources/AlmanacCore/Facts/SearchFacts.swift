import Foundation

/// Searches facts the offline-first way the seed app meant: ask the upstream; store what it
/// returns for the term (adding only new ids); show everything stored for the term. When the
/// upstream fails, show what is stored for the term, or else a local full-text search over every
/// stored fact, and say which. A term the upstream answered within `freshFor` is answered from
/// the store without asking again: the seed's "always ask" holds for a new or a stale term, and
/// a busy page (every visitor's `/facts` opens on a search) no longer waits on the facts API.
public struct SearchFacts: Sendable {
    /// How long the upstream's answer for a term is taken as current.
    public static let freshFor: TimeInterval = 5 * 60

    private let source: any FactSource
    private let store: any FactStore
    private let now: Now

    public init(source: any FactSource, store: any FactStore, now: Now = .system) {
        self.source = source
        self.store = store
        self.now = now
    }

    /// Where the shown facts came from.
    public enum Outcome: Hashable, Sendable {
        /// The upstream answered; `newFacts` ids were added for the term.
        case upstream(newFacts: Int)
        /// A later page, or a term the upstream answered within `freshFor`: read from the store.
        case stored
        /// The upstream failed; these are the facts stored for the term.
        case savedAfterFailure(UpstreamFailure)
        /// The upstream failed and nothing was stored for the term: a local full-text search.
        case localSearchAfterFailure(UpstreamFailure)
        /// A later page of a local full-text search.
        case localSearch
    }

    public struct Result: Sendable {
        public let term: FactSearchTerm
        public let page: Page<Fact>
        public let outcome: Outcome
    }

    /// - Parameter profile: the profile whose recent searches gain the term (a typed search; nil
    ///   for a default one).
    public func callAsFunction(
        _ term: FactSearchTerm, page: PageRequest = .first, safeMode: SafeMode = .on, rememberFor profile: ProfileID?
    ) async throws -> Result {
        // Upstream search is unpaged: the first page fetches everything, later pages read the store.
        guard page.page == 1 else {
            if let profile { try await store.recordSearch(term, at: now(), for: profile) }
            return try await stored(term, page: page, safeMode: safeMode)
        }
        // (A time ahead of the clock, from a store edited by hand, is not taken as fresh.)
        if let fetchedAt = try await store.searchFetchedAt(term), (0..<Self.freshFor).contains(now().timeIntervalSince(fetchedAt)) {
            if let profile { try await store.recordSearch(term, at: now(), for: profile) }
            return try await stored(term, page: page, safeMode: safeMode)
        }
        let fetched: [FetchedFact]
        do {
            // A search refused before it was asked (the client over its budget) is not remembered.
            fetched = try await source.search(term)
        } catch let failure as UpstreamFailure {
            if let profile { try await store.recordSearch(term, at: now(), for: profile) }
            return try await afterFailure(failure, term, page: page, safeMode: safeMode)
        }
        if let profile { try await store.recordSearch(term, at: now(), for: profile) }
        // Only the upstream's failures fall back: a store that cannot save is an error of its own.
        let added = try await store.saveSearch(term, facts: fetched, origin: source.origin, at: now())
        return Result(term: term, page: try await store.facts(forTerm: term, safeMode: safeMode, page: page), outcome: .upstream(newFacts: added))
    }

    private func afterFailure(_ failure: UpstreamFailure, _ term: FactSearchTerm, page: PageRequest, safeMode: SafeMode) async throws -> Result {
        let saved = try await store.facts(forTerm: term, safeMode: safeMode, page: page)
        if saved.total > 0 { return Result(term: term, page: saved, outcome: .savedAfterFailure(failure)) }
        let local = try await store.facts(matchingText: term.text, safeMode: safeMode, page: page)
        return Result(term: term, page: local, outcome: .localSearchAfterFailure(failure))
    }

    private func stored(_ term: FactSearchTerm, page: PageRequest, safeMode: SafeMode) async throws -> Result {
        let saved = try await store.facts(forTerm: term, safeMode: safeMode, page: page)
        if saved.total > 0 { return Result(term: term, page: saved, outcome: .stored) }
        return Result(term: term, page: try await store.facts(matchingText: term.text, safeMode: safeMode, page: page), outcome: .localSearch)
    }
}
