import AlmanacCore

/// A search's result as the facts screens show it: where its facts came from, and the cards.
public struct FactSearchViewModel: Sendable, Encodable {
    public let term: String
    /// `upstream`, `saved` (the upstream failed; facts stored for the term) or `local` (the
    /// upstream failed and nothing was stored for the term; a full-text search of stored facts).
    public let source: String
    public let isOffline: Bool
    /// A sentence for the viewer when the facts are not fresh from the upstream.
    public let notice: String?
    /// Why the upstream could not be used.
    public let failure: String?
    public let total: Int
    public let facts: [FactCardViewModel]

    public init(_ result: SearchFacts.Result) {
        let origin = FactSearchOrigin(result)
        (term, source, isOffline, notice, failure) = (origin.term, origin.source, origin.isOffline, origin.notice, origin.failure)
        total = result.page.total
        facts = result.page.items.map(FactCardViewModel.init)
    }
}

/// What a search result says about where its facts came from, without its cards (the JSON API
/// keeps each card encoded by its fact, and makes none per request).
public struct FactSearchOrigin: Sendable {
    public let term: String
    /// See `FactSearchViewModel.source`.
    public let source: String
    public let isOffline: Bool
    public let notice: String?
    public let failure: String?

    public init(_ result: SearchFacts.Result) {
        term = result.term.text
        let count = Noun.savedFact.count(result.page.total)
        switch result.outcome {
        case .upstream, .stored:
            (source, isOffline, notice, failure) = ("upstream", false, nil, nil)
        case .savedAfterFailure(let reason):
            (source, isOffline, failure) = ("saved", true, UpstreamTroubleText.sentence(.facts, reason, in: DateText.utcCalendar))
            notice = "Offline — saved facts: the facts service could not be reached, so these are the \(count) stored for “\(term)”."
        case .localSearchAfterFailure(let reason):
            (source, isOffline, failure) = ("local", true, UpstreamTroubleText.sentence(.facts, reason, in: DateText.utcCalendar))
            notice =
                "Offline — nothing was saved for “\(term)”, so this is a search of every stored fact (\(count) \(result.page.total == 1 ? "matches" : "match"))."
        case .localSearch:
            (source, isOffline, notice, failure) = ("local", true, nil, nil)
        }
    }
}
