import AlmanacCore

/// What a profile holds, as "download my data" and `/api/v1/profile` give it: times as ISO 8601
/// UTC, cities and searches as the rest of the API shows them.
public struct ProfileViewModel: Sendable, Encodable {
    public struct Viewed: Hashable, Sendable, Encodable {
        public let resource: String
        public let id: Int
    }

    /// A star as the profile keeps it: what, the name when starred, and when (ISO 8601, UTC).
    public struct Starred: Hashable, Sendable, Encodable {
        public let kind: String
        public let id: String
        public let name: String
        public let starredAt: String
    }

    public let createdAt: String?
    public let lastUsedAt: String?
    public let preferences: ProfilePreferences
    public let savedCities: [SavedCityViewModel]
    public let recentSearches: [RecentSearchViewModel]
    public let recentlyViewed: [Viewed]
    /// Newest first.
    public let stars: [Starred]
    /// The reminders: minutes before a starred launch (nil: never chosen, so the standard 60)
    /// and the devices receiving them.
    public let reminderLead: Int?
    public let reminderDevices: [RemindersViewModel.Device]

    public init(_ held: ProfileExport) {
        createdAt = held.createdAt.map(DateText.iso8601)
        lastUsedAt = held.lastUsedAt.map(DateText.iso8601)
        preferences = held.preferences
        savedCities = held.savedCities.map(SavedCityViewModel.init)
        recentSearches = held.recentSearches.map(RecentSearchViewModel.init)
        recentlyViewed = held.recentlyViewed.map { Viewed(resource: $0.resource.rawValue, id: $0.id) }
        stars = held.stars.map { Starred(kind: $0.kind.rawValue, id: $0.id, name: $0.name, starredAt: DateText.iso8601($0.starredAt)) }
        reminderLead = held.reminderLead?.minutes
        reminderDevices = held.reminderDevices.map(RemindersViewModel.Device.init)
    }
}
