import AlmanacCore
import Foundation
import Hummingbird
import Synchronization

/// One request's view of its visitor's profile: what their things are read from, and the
/// profile a change goes to, made on the first change (never before) with the cookie that
/// names it from then on.
final class VisitorSession: Sendable {
    static let cookieName = "almanac_profile"

    let mode: ProfileMode
    /// The profile's preferences as the request found them.
    let preferences: ProfilePreferences
    private let profiles: Profiles?
    private let state: Mutex<(profile: ProfileID, made: Bool)>
    private let changedPreferences = Mutex(false)

    init(mode: ProfileMode, profile: ProfileID, profiles: Profiles?, preferences: ProfilePreferences = ProfilePreferences()) {
        self.mode = mode
        self.preferences = preferences
        self.profiles = profiles
        state = Mutex((profile, false))
    }

    /// Whose things to show: the visitor's profile, or `newVisitor` (nothing) before their
    /// first change.
    var reading: ProfileID { state.withLock { $0.profile } }

    /// Whether the visitor has a profile of their own (the settings page's token and code).
    var hasProfile: Bool { reading != .newVisitor }

    /// The profile a change goes to: the visitor's, or one made now.
    func forChange() async throws -> ProfileID {
        let current = reading
        guard current == .newVisitor else {
            try await profiles?.touch(current)
            return current
        }
        let made = ProfileID.random()
        try await profiles?.touch(made)
        state.withLock { $0 = (made, true) }
        return made
    }

    /// Changes the profile's preferences (making the profile on its first change).
    func setPreferences(_ change: @Sendable (inout ProfilePreferences) -> Void) async throws {
        let profile = try await forChange()
        try await profiles?.setPreferences(change, for: profile)
        preferencesChanged()
    }

    /// Notes that the profile's preferences changed (set, or deleted with its data).
    func preferencesChanged() { changedPreferences.withLock { $0 = true } }

    /// Whether this request changed the profile's preferences.
    var didChangePreferences: Bool { changedPreferences.withLock { $0 } }

    /// Moves this browser to `profile` (a device-move code was redeemed).
    func adopt(_ profile: ProfileID) {
        state.withLock { $0 = (profile, true) }
    }

    /// Forgets the profile (its data was deleted): the browser's cookie is cleared.
    func forget() {
        state.withLock { $0 = (.newVisitor, true) }
    }

    /// The `Set-Cookie` value to send when this request made, moved or forgot the profile.
    func cookieToSet(secure: Bool) -> String? {
        let (profile, made) = state.withLock { $0 }
        guard made, mode == .perVisitor else { return nil }
        let lifetime = profile == .newVisitor ? 0 : Int(Profiles.defaultMaxAge.components.seconds)
        let value = profile == .newVisitor ? "" : profile.rawValue
        return "\(Self.cookieName)=\(value); Path=/; Max-Age=\(lifetime); HttpOnly; SameSite=Lax\(secure ? "; Secure" : "")"
    }
}
