import AlmanacCore

/// A recent search as the API and `almanac facts recent --json` give it.
public struct RecentSearchViewModel: Hashable, Sendable, Encodable {
    public let term: String
    /// ISO 8601, UTC.
    public let searchedAt: String

    public init(_ search: RecentSearch) {
        term = search.term
        searchedAt = DateText.iso8601(search.searchedAt)
    }
}
