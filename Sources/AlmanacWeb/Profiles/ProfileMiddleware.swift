import AlmanacCore
import Foundation
import HTTPTypes
import Hummingbird

/// Finds each request's visitor before any route runs: in `local` mode everyone is the local
/// profile; in `per-visitor` mode the profile named by `Authorization: Bearer <token>` or the
/// profile cookie, when it exists, else a new visitor. Sends the cookie when the request made,
/// moved or deleted the profile. An API request with a bearer token naming no profile is a 401:
/// a mistyped token must not quietly start an empty profile.
struct ProfileMiddleware: RouterMiddleware {
    typealias Context = AlmanacRequestContext

    let mode: ProfileMode
    let profiles: Profiles
    /// The local profile's preferences, read at most once a second (every request needs them)
    /// and afresh after a request of this process changed them.
    private let localPreferences = ShortLivedValue()

    init(mode: ProfileMode, profiles: Profiles) {
        self.mode = mode
        self.profiles = profiles
    }

    /// A profile seen again after this long is marked used (so it is not deleted as abandoned),
    /// at most one write a day per visitor.
    static let touchInterval: TimeInterval = 24 * 3600

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        let session: VisitorSession
        switch mode {
        case .local:
            let preferences = try await localPreferences.value { try await profiles.record(.local)?.preferences ?? ProfilePreferences() }
            session = VisitorSession(mode: .local, profile: .local, profiles: profiles, preferences: preferences)
        case .perVisitor:
            let bearer = Self.bearerToken(request)
            let named = (bearer ?? request.cookies[VisitorSession.cookieName]?.value).flatMap(ProfileID.init(token:))
            var (profile, preferences) = (ProfileID.newVisitor, ProfilePreferences())
            if let named, named != .local, named != .newVisitor, let record = try await profiles.record(named) {
                (profile, preferences) = (named, record.preferences)
                if profiles.currentDate.timeIntervalSince(record.lastUsedAt) > Self.touchInterval { try await profiles.touch(named) }
            } else if bearer != nil {
                return JSONResponder.error(APIError(
                    status: .unauthorized, code: "invalid_token",
                    message: "The bearer token names no profile on this server; the settings page shows yours.",
                    headers: [.wwwAuthenticate: #"Bearer realm="almanac""#]
                ))
            }
            session = VisitorSession(mode: .perVisitor, profile: profile, profiles: profiles, preferences: preferences)
        }
        context.visitor = session
        var response = try await next(request, context)
        if session.didChangePreferences { localPreferences.forget() }
        if let cookie = session.cookieToSet(secure: request.isForwardedHTTPS) {
            response.headers.append(HTTPField(name: .setCookie, value: cookie))
            response.headers[.cacheControl] = "private, no-store"
        }
        return response
    }

    /// The token of `Authorization: Bearer <token>`, if the request has one.
    static func bearerToken(_ request: Request) -> String? {
        guard let value = request.headers[.authorization], value.lowercased().hasPrefix("bearer ") else { return nil }
        return String(value.dropFirst(7)).trimmingCharacters(in: .whitespaces)
    }
}

extension Request {
    /// Whether a proxy in front says the visitor reached it over HTTPS (`X-Forwarded-Proto`).
    var isForwardedHTTPS: Bool { headers[HTTPField.Name("X-Forwarded-Proto")!] == "https" }
}
