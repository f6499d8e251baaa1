import Foundation
import Hummingbird

/// Refuses what a browser on another site could make a visitor's browser send: any request
/// whose `Host` is not one of ours (421), and a state change (POST, PUT, PATCH, DELETE) that the
/// browser marks as coming from another site through `Sec-Fetch-Site` or `Origin` (403).
/// Clients that send neither header (curl, the CLI, scripts) are not browsers and pass.
struct RequestGuardMiddleware<Context: RequestContext>: RouterMiddleware {
    let allowedHosts: AllowedHosts

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let authority = request.head.authority
        if let authority, !allowedHosts.allows(authority) {
            return refuse(request, APIError(
                status: .misdirectedRequest, code: "unknown_host",
                message: "This server does not answer to that host name; add it with --allowed-host."
            ))
        }
        if Self.isUnsafe(request.method), let reason = Self.crossSiteReason(request, authority: authority) {
            return refuse(request, APIError(status: .forbidden, code: "cross_site", message: "Changes are only accepted from this site's own pages (\(reason))."))
        }
        return try await next(request, context)
    }

    static func isUnsafe(_ method: HTTPRequest.Method) -> Bool {
        method == .post || method == .put || method == .patch || method == .delete
    }

    /// Why the request looks cross-site, or nil when it does not.
    static func crossSiteReason(_ request: Request, authority: String?) -> String? {
        if let site = request.headers[SecurityHeaderNames.secFetchSite]?.lowercased(), site != "same-origin", site != "none" {
            return "the browser says the request came from a \(site) page"
        }
        guard let origin = request.headers[.origin] else { return nil }
        guard let authority, Self.origin(origin, matches: authority) else {
            return "the request came from another origin"
        }
        return nil
    }

    /// Whether `Origin` (`http://host:port`) names the same host and port as `Host`.
    static func origin(_ origin: String, matches authority: String) -> Bool {
        guard let scheme = origin.range(of: "://") else { return false }
        let schemeName = origin[..<scheme.lowerBound].lowercased()
        let originAuthority = String(origin[scheme.upperBound...]).lowercased()
        let defaultPort = schemeName == "https" ? "443" : "80"
        func split(_ value: String) -> (host: String, port: String?) {
            let host = AllowedHosts.hostName(of: value)
            guard let colon = value.lastIndex(of: ":"), !value.hasSuffix("]"), value[value.index(after: colon)...].allSatisfy(\.isNumber) else {
                return (host, nil)
            }
            return (host, String(value[value.index(after: colon)...]))
        }
        let (originHost, originPort) = split(originAuthority)
        let (host, port) = split(authority.lowercased())
        return originHost == host && (originPort ?? defaultPort) == (port ?? defaultPort)
    }

    private func refuse(_ request: Request, _ error: APIError) -> Response {
        JSONResponder.error(error)
    }
}
