import AlmanacCore
import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// The checks at the door, before any route runs. Refuses what a well-behaved client never
/// sends and what a browser on another site could make a visitor's browser send: a request
/// without exactly one `Host` or with one that is not a plain `name[:port]` (400), one whose
/// `Host` is not one of ours (421), and a state change (POST, PUT, PATCH, DELETE) that the
/// browser marks as coming from another site through `Sec-Fetch-Site`, or whose `Origin`
/// (scheme, host and port) is not this server's (403). Clients that send neither header (curl,
/// the CLI, scripts) are not browsers and pass. Then gives every address one spelling
/// (`CanonicalPath`). `FrontDoorMiddleware` asks it before the profile and the route.
struct RequestGuard: Sendable {
    let allowedHosts: AllowedHosts
    /// The few `Host` values this server is reached by, once they passed: every request names one.
    private let accepted = AcceptedAuthorities()

    init(allowedHosts: AllowedHosts) { self.allowedHosts = allowedHosts }

    static let host = HTTPField.Name("Host")!

    /// What `request` is answered with instead of its route (a refusal, or a redirect to its
    /// path's one spelling); nil when it goes on. `client` says whether it came over HTTPS.
    func answerInstead(of request: Request, client: RequestClient) -> Response? {
        // The first `Host` is the request's authority; any further one is left among the headers.
        guard let authority = request.head.authority, request.headers[Self.host] == nil else {
            return JSONResponder.error(
                APIError(
                    status: .badRequest, code: "invalid_host", message: "A request must carry exactly one Host header."
                ))
        }
        if !accepted.contains(authority) {
            guard Self.isPlainAuthority(authority) else {
                return JSONResponder.error(
                    APIError(
                        status: .badRequest, code: "invalid_host", message: "The Host header must be a host name or address with an optional port."
                    ))
            }
            guard allowedHosts.allows(authority) else {
                return JSONResponder.error(
                    APIError(
                        status: .misdirectedRequest, code: "unknown_host",
                        message: "This server does not answer to that host name; add it with --allowed-host."
                    ))
            }
            accepted.insert(authority)
        }
        if Self.isUnsafe(request.method),
            let reason = Self.crossSiteReason(request, authority: authority, scheme: client.viaHTTPS ? "https" : "http")
        {
            return JSONResponder.error(
                APIError(
                    status: .forbidden, code: "cross_site", message: "Changes are only accepted from this site's own pages (\(reason))."
                ))
        }
        if let canonical = CanonicalPath.of(request.uri.path) { return CanonicalPath.redirect(to: canonical, query: request.uri.query) }
        return nil
    }

    static func isUnsafe(_ method: HTTPRequest.Method) -> Bool {
        method == .post || method == .put || method == .patch || method == .delete
    }

    /// `name`, `192.0.2.1` or `[2001:db8::1]`, then optionally `:port`: nothing a URL could read
    /// as user information, a path or another host.
    static func isPlainAuthority(_ authority: String) -> Bool {
        let utf8 = Array(authority.utf8)
        guard !utf8.isEmpty, utf8.count <= 260 else { return false }
        var hostEnd = utf8.count
        if utf8[0] == UInt8(ascii: "[") {
            guard let close = utf8.firstIndex(of: UInt8(ascii: "]")),
                AllowedHosts.isIPAddress(String(decoding: utf8[1..<close], as: UTF8.self))
            else { return false }
            hostEnd = close + 1
        } else {
            hostEnd = utf8.firstIndex(of: UInt8(ascii: ":")) ?? utf8.count
            guard hostEnd > 0, utf8[..<hostEnd].allSatisfy(isNameByte) else { return false }
        }
        guard hostEnd < utf8.count else { return true }
        let port = utf8[(hostEnd + 1)...]
        return utf8[hostEnd] == UInt8(ascii: ":") && (1...5).contains(port.count) && port.allSatisfy { (48...57).contains($0) }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (97...122).contains(byte) || (65...90).contains(byte) || (48...57).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// Why the request looks cross-site, or nil when it does not. A browser's `Sec-Fetch-Site`
    /// (which no page can forge) decides when it is sent; otherwise `Origin`, when sent, must
    /// name this server's scheme, host and port.
    static func crossSiteReason(_ request: Request, authority: String, scheme: String) -> String? {
        if let site = request.headers[SecurityHeaderNames.secFetchSite]?.lowercased() {
            return site == "same-origin" || site == "none" ? nil : "the browser says the request came from a \(site) page"
        }
        guard let origin = request.headers[.origin] else { return nil }
        return Self.origin(origin, matches: authority, scheme: scheme) ? nil : "the request came from another origin"
    }

    /// Whether `Origin` (`http://host:port`) names the same scheme, host and port as the request.
    static func origin(_ origin: String, matches authority: String, scheme: String) -> Bool {
        guard let separator = origin.range(of: "://") else { return false }
        let originScheme = origin[..<separator.lowerBound].lowercased()
        guard originScheme == scheme else { return false }
        let originAuthority = String(origin[separator.upperBound...]).lowercased()
        let defaultPort = scheme == "https" ? "443" : "80"
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
}

/// `Host` values that passed the checks, at most `limit` of them (a client sending new ones
/// each time only costs the checks again).
final class AcceptedAuthorities: Sendable {
    private let known = Mutex<Set<String>>([])
    private let limit = 64

    func contains(_ authority: String) -> Bool { known.withLock { $0.contains(authority) } }

    func insert(_ authority: String) {
        known.withLock { known in
            if known.count >= limit { known.removeAll(keepingCapacity: true) }
            known.insert(authority)
        }
    }
}

enum SecurityHeaderNames {
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
}
