import AlmanacCore

/// What a profile holds, as "download my data" and `/api/v1/profile` give it: times as ISO 8601
/// UTC, cities and searches as the rest of the API shows them.
public struct ProfileViewModel: Sendable, Encodable {
    public struct Viewed: Hashable, Sendable, Encodable {
        public let resource: String
        public let id: Int
    }

    public let createdAt: String?
    public let lastUsedAt: String?
    public let preferences: ProfilePreferences
    public let savedCities: [SavedCityViewModel]
    public let recentSearches: [RecentSearchViewModel]
    public let recentlyViewed: [Viewed]

    public init(_ held: ProfileExport) {
        createdAt = held.createdAt.map(DateText.iso8601)
        lastUsedAt = held.lastUsedAt.map(DateText.iso8601)
        preferences = held.preferences
        savedCities = held.savedCities.map(SavedCityViewModel.init)
        recentSearches = held.recentSearches.map(RecentSearchViewModel.init)
        recentlyViewed = held.recentlyViewed.map { Viewed(resource: $0.resource.rawValue, id: $0.id) }
    }
}
