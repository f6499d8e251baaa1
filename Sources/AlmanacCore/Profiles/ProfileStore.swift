import Foundation

/// Where profiles are kept: which exist and when each was last used, the one-time codes that move
/// one to another device, and what each holds (the saved cities, recent searches and recently
/// viewed records kept by the weather, facts and galaxy stores under the profile's id, and the
/// stars of the star store). Profiles
/// are not a dataset: never exported with a snapshot, never replaced by a refresh.
public protocol ProfileStore: Sendable {
    /// When the profile was last used and what it prefers; nil when it has not been made (the
    /// local one always has).
    func record(_ profile: ProfileID) async throws -> ProfileRecord?
    /// Keeps the profile's preferences (it must have been made).
    func savePreferences(_ preferences: ProfilePreferences, for profile: ProfileID) async throws
    /// Makes the profile if it is new, and marks it used at `date`.
    func touch(_ profile: ProfileID, at date: Date) async throws
    /// Makes a new visitor's profile at `date`, as one that has not come back yet (see
    /// `markReturned`): such a profile is deleted soon if it never does.
    func startVisitor(_ profile: ProfileID, at date: Date) async throws
    /// Notes that the profile was named by a request after the one that made it, at `date`.
    func markReturned(_ profile: ProfileID, at date: Date) async throws
    /// Keeps a one-time code for moving `profile` to another device, until `expiry`; the
    /// profile's older codes beyond `Profiles.moveCodeLimit` go.
    func saveMoveCode(_ code: String, for profile: ProfileID, expiresAt expiry: Date) async throws
    /// The profile a code was made for, using the code up; nil when unknown, used or expired.
    func redeemMoveCode(_ code: String, at date: Date) async throws -> ProfileID?
    /// Everything the profile holds, for "download my data".
    func export(_ profile: ProfileID) async throws -> ProfileExport
    /// Deletes everything the profile holds, and the profile (the local one is emptied, not removed).
    func delete(_ profile: ProfileID) async throws
    /// Every profile the store keeps (the local one first), for a store copy.
    func everyProfile() async throws -> [ProfileID]
    /// Deletes every visitor profile not used since `date`, and every one made before
    /// `unreturnedSince` that never came back; returns how many.
    func deleteProfiles(untouchedSince date: Date, unreturnedSince: Date) async throws -> Int
}

/// How a profile likes things shown; nil where it has not said (the browser's cookie, else the
/// default, applies). The time zone is not one: each device tells its own.
public struct ProfilePreferences: Hashable, Sendable, Codable {
    public var units: UnitSystem?
    public var safeMode: SafeMode?

    public init(units: UnitSystem? = nil, safeMode: SafeMode? = nil) {
        self.units = units
        self.safeMode = safeMode
    }
}

/// A stored profile: when it was last used, its preferences, and whether it was ever named
/// again after the request that made it.
public struct ProfileRecord: Hashable, Sendable {
    public let lastUsedAt: Date
    public let preferences: ProfilePreferences
    public let hasReturned: Bool
    /// How many times what the profile holds has changed: anything kept for the profile at an
    /// older revision is stale. It only grows while the profile exists.
    public let revision: Int64
    /// The Star Wars record the profile opened last (`RecentlyViewedRecords`): opening it again
    /// changes nothing, so it is not written again.
    public let newestView: GalaxyReference?

    public init(
        lastUsedAt: Date, preferences: ProfilePreferences, hasReturned: Bool = true, revision: Int64 = 0, newestView: GalaxyReference? = nil
    ) {
        self.lastUsedAt = lastUsedAt
        self.preferences = preferences
        self.hasReturned = hasReturned
        self.revision = revision
        self.newestView = newestView
    }
}

/// What a profile holds, as "download my data" gives it.
public struct ProfileExport: Hashable, Sendable, Codable {
    public let createdAt: Date?
    public let lastUsedAt: Date?
    public let preferences: ProfilePreferences
    public let savedCities: [SavedCity]
    public let recentSearches: [RecentSearch]
    public let recentlyViewed: [GalaxyReference]
    /// Newest first.
    public let stars: [Star]
    /// The reminder lead the profile chose (nil: never chose one).
    public let reminderLead: ReminderLead?
    /// The devices receiving its reminders, newest first (their endpoints stay out: capabilities).
    public let reminderDevices: [PushDevice]

    public init(
        createdAt: Date?, lastUsedAt: Date?, preferences: ProfilePreferences, savedCities: [SavedCity], recentSearches: [RecentSearch],
        recentlyViewed: [GalaxyReference], stars: [Star] = [], reminderLead: ReminderLead? = nil, reminderDevices: [PushDevice] = []
    ) {
        self.reminderLead = reminderLead
        self.reminderDevices = reminderDevices
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.preferences = preferences
        self.savedCities = savedCities
        self.recentSearches = recentSearches
        self.recentlyViewed = recentlyViewed
        self.stars = stars
    }
}

/// A profile holds as much of something as it may.
public struct ProfileLimitReached: Error, Hashable, Sendable, CustomStringConvertible {
    public let what: String
    public let limit: Int

    public init(what: String, limit: Int) {
        self.what = what
        self.limit = limit
    }

    public var description: String { "a profile holds at most \(limit) \(what)" }
}

/// The profile a change was for was deleted after the request found it (the visitor deleted
/// their data from another tab or device, or it expired): nothing was changed.
public struct ProfileGone: Error, Hashable, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "the profile was deleted meanwhile" }
}

/// A profile as of one revision of what it holds (`ProfileRecord.revision`): what is kept drawn
/// for it at that revision is stale once the profile changes.
public struct ProfileRevision: Hashable, Sendable {
    public let profile: ProfileID
    public let revision: Int64

    public init(profile: ProfileID, revision: Int64) {
        self.profile = profile
        self.revision = revision
    }
}
