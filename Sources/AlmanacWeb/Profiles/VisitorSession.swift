import AlmanacCore
import Foundation
import Hummingbird
import Synchronization

/// One request's view of its visitor's profile: what their things are read from, and the
/// profile a change goes to, made on the first change (never before, and at most as many per
/// client as the budget allows) with the cookie that names it from then on.
final class VisitorSession: Sendable {
    /// The cookie over plain HTTP; over HTTPS only `__Host-` cookies are read and written, which
    /// a browser accepts solely from this origin over HTTPS (no sibling subdomain, no plain-HTTP
    /// page can plant one naming a profile of the attacker's).
    static let cookieName = "almanac_profile"
    static let secureCookieName = "__Host-almanac_profile"

    static func cookieName(secure: Bool) -> String { secure ? secureCookieName : cookieName }

    let mode: ProfileMode
    /// The profile's preferences as the request found them.
    let preferences: ProfilePreferences
    /// Whether this request may add to the visitor's history (recent searches, recently viewed):
    /// not when another site sent the browser here.
    let mayRemember: Bool
    /// The Star Wars record the profile opened last, as the request found it.
    let newestView: GalaxyReference?
    private let profiles: Profiles?
    /// The profile's revision as the request found it (nil: read when first asked).
    private let revisionFound: Int64?
    /// The client's bucket of new profiles, and its key.
    private let newProfiles: (budget: TokenBuckets, client: RequestClient)?
    private let state: Mutex<State>

    private struct State {
        var profile: ProfileID
        /// The cookie must change: the profile was made, moved or forgotten.
        var changed = false
        /// The profile this request made, if it did.
        var made: ProfileID?
        /// The request read or changed the visitor's own things: its answer is theirs alone.
        var usedOwnData = false
        /// The profile is to change (`forChange` gave it), was made, or the browser moved or
        /// forgot it; not when a new visitor was refused a profile.
        var changedProfile = false
    }

    init(
        mode: ProfileMode, profile: ProfileID, profiles: Profiles?, preferences: ProfilePreferences = ProfilePreferences(),
        revision: Int64? = nil, newestView: GalaxyReference? = nil, mayRemember: Bool = true,
        newProfiles: (budget: TokenBuckets, client: RequestClient)? = nil
    ) {
        self.mode = mode
        self.newestView = newestView
        revisionFound = revision
        self.preferences = preferences
        self.profiles = profiles
        self.mayRemember = mayRemember
        self.newProfiles = newProfiles
        state = Mutex(State(profile: profile))
    }

    /// Whose things to show: the visitor's profile, or `newVisitor` (nothing) before their
    /// first change.
    var reading: ProfileID {
        state.withLock {
            $0.usedOwnData = true
            return $0.profile
        }
    }

    /// Whose things to show and at which revision, for keeping what is drawn of them
    /// (`PersonalAnswers`): read before anything is drawn, so a change made meanwhile, here or on
    /// another instance, is a later revision and what was drawn is never served for it. Nil when
    /// the profile is gone (deleted meanwhile).
    func readingRevision() async throws -> ProfileRevision? {
        let profile = reading
        guard profile != .newVisitor else { return ProfileRevision(profile: profile, revision: 0) }
        if let revisionFound { return ProfileRevision(profile: profile, revision: revisionFound) }
        guard let record = try await profiles?.record(profile) else { return nil }
        return ProfileRevision(profile: profile, revision: record.revision)
    }

    /// Whether the visitor has a profile of their own (the settings page's token and code).
    var hasProfile: Bool { state.withLock { $0.profile } != .newVisitor }

    /// The visitor's profile for a note made beside a shared answer (a record was viewed): the
    /// answer does not show it, so it stays shareable.
    var profileForNotes: ProfileID { state.withLock { $0.profile } }

    /// The profile a note goes to (a search to remember), made now for a new visitor unless
    /// their client has made its share of profiles: then nil, and nothing is remembered.
    func forNote() async throws -> ProfileID? {
        do {
            return try await forChange()
        } catch is TooManyNewProfiles {
            return nil
        }
    }

    /// The profile a change goes to: the visitor's, or one made now (a new visitor's first
    /// change). Throws `TooManyNewProfiles` when the client has made its share of profiles.
    /// An existing profile is not marked used again: `VisitorStep` did when it found it, so a
    /// remembered search is one write, not two.
    func forChange() async throws -> ProfileID {
        let current = reading
        guard current == .newVisitor else {
            state.withLock { $0.changedProfile = true }
            return current
        }
        if let newProfiles, let wait = newProfiles.budget.take(newProfiles.client.key) {
            throw TooManyNewProfiles(retryAfter: wait, perHour: newProfiles.budget.refill)
        }
        let made = ProfileID.random()
        try await profiles?.startVisitor(made)
        state.withLock {
            $0.profile = made
            $0.changed = true
            $0.made = made
            $0.changedProfile = true
        }
        return made
    }

    /// Changes the profile's preferences (making the profile on its first change).
    func setPreferences(_ change: @Sendable (inout ProfilePreferences) -> Void) async throws {
        let profile = try await forChange()
        try await profiles?.setPreferences(change, for: profile)
    }

    /// Whether the answer shows or changed the visitor's own things.
    var usedOwnData: Bool { state.withLock { $0.usedOwnData } }

    /// Whether this request changed the visitor's profile, made one, or moved or forgot it: what
    /// it drew is under a revision (or a profile) no later request reads.
    var changedProfile: Bool { state.withLock { $0.changedProfile } }

    /// Moves this browser to `profile` (a device-move code was redeemed).
    func adopt(_ profile: ProfileID) {
        state.withLock {
            $0.profile = profile
            $0.changed = true
            $0.usedOwnData = true
            $0.changedProfile = true
        }
    }

    /// Forgets the profile (its data was deleted): the browser's cookie is cleared.
    func forget() {
        state.withLock {
            $0.profile = .newVisitor
            $0.changed = true
            $0.changedProfile = true
        }
    }

    /// A change that failed must leave nothing behind: the profile this request made, if any, is
    /// deleted and no cookie names it.
    func undoMadeProfile() async throws {
        let made = state.withLock { state -> ProfileID? in
            defer {
                if state.made != nil { (state.profile, state.changed, state.made) = (.newVisitor, false, nil) }
            }
            return state.made
        }
        if let made { try await profiles?.delete(made) }
    }

    /// The `Set-Cookie` value to send when this request made, moved or forgot the profile.
    func cookieToSet(secure: Bool) -> String? {
        let (profile, changed) = state.withLock { ($0.profile, $0.changed) }
        guard changed, mode == .perVisitor else { return nil }
        let lifetime = profile == .newVisitor ? 0 : Int(Profiles.defaultMaxAge.components.seconds)
        let value = profile == .newVisitor ? "" : profile.rawValue
        return "\(Self.cookieName(secure: secure))=\(value); Path=/; Max-Age=\(lifetime); HttpOnly; SameSite=Lax\(secure ? "; Secure" : "")"
    }
}

/// A client made as many new profiles as it may for now.
struct TooManyNewProfiles: Error, Sendable, CustomStringConvertible {
    let retryAfter: Duration
    let perHour: Int

    var description: String {
        "too many new visitors from your address (\(perHour) an hour); try again in \(max(1, retryAfter.components.seconds)) s"
    }
}
