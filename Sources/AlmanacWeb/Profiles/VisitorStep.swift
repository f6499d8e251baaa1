import AlmanacCore
import Foundation
import HTTPTypes
import Hummingbird

/// Finds each request's visitor before any route runs (the last step of `FrontDoorMiddleware`):
/// in `local` mode everyone is the local profile; in `per-visitor` mode the profile named by
/// `Authorization: Bearer <token>` or the profile cookie, when it exists, else a new visitor. Afterwards: a request that failed (4xx,
/// 5xx) keeps no profile it made; the cookie is sent when the request made, moved or deleted the
/// profile; an answer that read the visitor's own things is marked private (`no-store` for a
/// per-visitor server: no browser or service worker keeps it). An API request with a bearer
/// token naming no profile is a 401: a mistyped token must not quietly start an empty profile.
struct VisitorStep: Sendable {
    typealias Context = AlmanacRequestContext

    let mode: ProfileMode
    let profiles: Profiles
    /// How many profiles each client may make (nil: no limit).
    let newProfiles: TokenBuckets?
    /// Every request's profile, read from the store only when it may have changed.
    let versions: DataVersions

    init(mode: ProfileMode, profiles: Profiles, versions: DataVersions, newProfiles: TokenBuckets? = nil) {
        self.mode = mode
        self.profiles = profiles
        self.versions = versions
        self.newProfiles = newProfiles
    }

    /// A profile seen again after this long is marked used (so it is not deleted as abandoned),
    /// at most one write a day per visitor. A change marks nothing more: the request that
    /// makes it has seen the profile, so its last use is already within the day.
    static let touchInterval: TimeInterval = 24 * 3600

    func run(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        let session: VisitorSession
        let mayRemember = request.method != .head && Self.isOwnNavigation(request)
        switch mode {
        case .local:
            let record = try await versions.profile(.local)
            if let record { try await noteVisit(of: .local, record: record) }
            // The revision found here keys the visitor's kept pages: no second read of the profile.
            session = VisitorSession(
                mode: .local, profile: .local, profiles: profiles, preferences: record?.preferences ?? ProfilePreferences(),
                revision: record?.revision, newestView: record?.newestView, mayRemember: mayRemember)
        case .perVisitor:
            let bearer = Self.bearerToken(request)
            let cookie = request.cookie(VisitorSession.cookieName(secure: context.client.viaHTTPS))
            let named = (bearer ?? cookie).flatMap(ProfileID.init(token:))
            var (profile, preferences, revision, newestView) = (ProfileID.newVisitor, ProfilePreferences(), Int64(0), GalaxyReference?.none)
            if let named, named != .local, named != .newVisitor, let record = try await versions.profile(named) {
                (profile, preferences, revision, newestView) = (named, record.preferences, record.revision, record.newestView)
                try await noteVisit(of: named, record: record)
            } else if bearer != nil {
                return JSONResponder.error(
                    APIError(
                        status: .unauthorized, code: "invalid_token",
                        message: "The bearer token names no profile on this server; the settings page shows yours.",
                        headers: [.wwwAuthenticate: #"Bearer realm="almanac""#]
                    ))
            }
            session = VisitorSession(
                mode: .perVisitor, profile: profile, profiles: profiles, preferences: preferences, revision: revision,
                newestView: newestView, mayRemember: mayRemember,
                newProfiles: newProfiles.map { ($0, context.client) }
            )
        }
        context.visitor = session
        var response = try await next(request, context)
        if response.status.code >= 400 { try await session.undoMadeProfile() }
        if let cookie = session.cookieToSet(secure: context.client.viaHTTPS) {
            response.headers.append(HTTPField(name: .setCookie, value: cookie))
        }
        if session.usedOwnData || response.headers[.setCookie] != nil {
            response.headers[.cacheControl] =
                mode == .perVisitor || response.headers[.cacheControl]?.contains("no-store") == true
                ? "private, no-store" : "private, no-cache"
        }
        return response
    }

    /// Marks a profile the request found as used: returned, on the first request after the one
    /// that made it; else touched, when its last use is more than `touchInterval` ago. A mark
    /// changes no revision and announces nothing, so the kept record is let go here.
    private func noteVisit(of profile: ProfileID, record: ProfileRecord) async throws {
        if !record.hasReturned {
            try await profiles.markReturned(profile)
        } else if profiles.currentDate.timeIntervalSince(record.lastUsedAt) > Self.touchInterval {
            try await profiles.touch(profile)
        } else {
            return
        }
        versions.forgetProfile(profile)
    }

    /// The token of `Authorization: Bearer <token>`, if the request has one.
    static func bearerToken(_ request: Request) -> String? {
        guard let value = request.headers[.authorization], value.lowercased().hasPrefix("bearer ") else { return nil }
        return String(value.dropFirst(7)).trimmingCharacters(in: .whitespaces)
    }

    /// Whether the visitor came here on their own (typed, bookmarked, or from this site's pages),
    /// rather than sent by another site: only then is a search or a view added to their history.
    /// Clients that are not browsers send no `Sec-Fetch-Site` and count as their own.
    static func isOwnNavigation(_ request: Request) -> Bool {
        guard let site = request.headers[SecurityHeaderNames.secFetchSite]?.lowercased() else { return true }
        return site == "same-origin" || site == "none"
    }
}
