import Hummingbird

/// One spelling per address: a path with doubled slashes or a trailing slash is answered with a
/// permanent redirect (308, which keeps the method and body) to the same path without them, so
/// every route, cache key and limit sees one path. The target is the request's own path made
/// canonical: it starts with exactly one slash, so it can never name another host. The mirrors
/// (`/mirror/…`) keep a trailing slash: it is how their upstreams spell their addresses
/// (swapi.dev's `/api/people/1/`), and a client written for them asks for it.
enum CanonicalPath {
    static let mirrors = "/mirror/"

    /// The path without empty segments and trailing slash; nil when it is canonical already
    /// (looked at byte by byte: every request passes here).
    static func of(_ path: String) -> String? {
        let slash = UInt8(ascii: "/")
        var previous: UInt8 = 0
        var needsWork = false
        for byte in path.utf8 {
            if byte == slash, previous == slash {
                needsWork = true
                break
            }
            previous = byte
        }
        if !needsWork, previous == slash, path.utf8.count > 1, !path.hasPrefix(mirrors) { needsWork = true }
        guard needsWork else { return nil }
        let trailing = path.hasPrefix(mirrors) && path.hasSuffix("/") ? "/" : ""
        return "/" + path.split(separator: "/").joined(separator: "/") + trailing
    }

    static func redirect(to path: String, query: String?) -> Response {
        Response(status: .permanentRedirect, headers: [.location: path + (query.map { "?" + $0 } ?? "")])
    }
}
