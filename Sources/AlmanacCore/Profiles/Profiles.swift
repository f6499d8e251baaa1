import Foundation

/// The profile use cases: marking one used when it changes something, moving it to another
/// device with a one-time code, downloading and deleting what it holds, and forgetting the
/// profiles nobody has used for a long time.
public struct Profiles: Sendable {
    /// How long a device-move code works.
    public static let moveCodeLifetime: Duration = .seconds(15 * 60)
    /// Profiles unused this long are deleted, unless configured otherwise.
    public static let defaultMaxAge: Duration = .seconds(180 * 24 * 3600)
    /// A profile never named again after the request that made it is deleted after this long:
    /// anonymous requests cannot pile up profiles for half a year.
    public static let unreturnedMaxAge: Duration = .seconds(24 * 3600)
    /// The device-move codes a profile may have at once (making another drops the oldest).
    public static let moveCodeLimit = 3

    private let store: any ProfileStore
    private let now: Now

    public init(store: any ProfileStore, now: Now = .system) {
        self.store = store
        self.now = now
    }

    /// When the profile was last used and what it prefers; nil when it does not exist.
    public func record(_ profile: ProfileID) async throws -> ProfileRecord? { try await store.record(profile) }

    /// When the profile was last used; nil when it does not exist.
    public func lastUsed(_ profile: ProfileID) async throws -> Date? { try await store.record(profile)?.lastUsedAt }

    /// Changes the profile's preferences (making the profile on its first change).
    public func setPreferences(_ change: @Sendable (inout ProfilePreferences) -> Void, for profile: ProfileID) async throws {
        try await touch(profile)
        var preferences = try await store.record(profile)?.preferences ?? ProfilePreferences()
        change(&preferences)
        try await store.savePreferences(preferences, for: profile)
    }

    /// Marks the profile used now, making it if it does not exist (a visit a day after the last,
    /// a preference set, a move code made). The new visitor's placeholder is never made.
    public func touch(_ profile: ProfileID) async throws {
        guard profile != .newVisitor else { return }
        try await store.touch(profile, at: now())
    }

    /// Makes a new visitor's profile, as one that has not come back yet.
    public func startVisitor(_ profile: ProfileID) async throws {
        guard profile != .newVisitor, profile != .local else { return }
        try await store.startVisitor(profile, at: now())
    }

    /// Notes that a request named the profile after the one that made it.
    public func markReturned(_ profile: ProfileID) async throws {
        try await store.markReturned(profile, at: now())
    }

    /// Now, by this use case's clock.
    public var currentDate: Date { now() }

    /// A one-time code that moves `profile` to the device that opens it, within the lifetime.
    public func makeMoveCode(for profile: ProfileID) async throws -> String {
        try await store.touch(profile, at: now())
        let code = ProfileID.random().rawValue
        try await store.saveMoveCode(code, for: profile, expiresAt: now().addingTimeInterval(Double(Self.moveCodeLifetime.components.seconds)))
        return code
    }

    /// The profile a code moves, once; nil for a code unknown, used or expired.
    public func redeem(moveCode code: String) async throws -> ProfileID? {
        guard ProfileID(token: code) != nil else { return nil }
        return try await store.redeemMoveCode(code, at: now())
    }

    public func export(_ profile: ProfileID) async throws -> ProfileExport { try await store.export(profile) }

    public func delete(_ profile: ProfileID) async throws { try await store.delete(profile) }

    /// Deletes the visitor profiles unused for `maxAge`, and those that never came back after
    /// `unreturnedMaxAge`; returns how many.
    @discardableResult
    public func expire(maxAge: Duration = Profiles.defaultMaxAge, unreturnedMaxAge: Duration = Profiles.unreturnedMaxAge) async throws -> Int {
        try await store.deleteProfiles(
            untouchedSince: now().addingTimeInterval(-maxAge.seconds), unreturnedSince: now().addingTimeInterval(-unreturnedMaxAge.seconds)
        )
    }
}
