import Hummingbird

/// One spelling per address: a path with doubled slashes or a trailing slash is answered with a
/// permanent redirect (308, which keeps the method and body) to the same path without them, so
/// every route, cache key and limit sees one path. The target is the request's own path made
/// canonical: it starts with exactly one slash, so it can never name another host.
struct CanonicalPathMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard let canonical = Self.canonical(path) else { return try await next(request, context) }
        let query = request.uri.query.map { "?" + $0 } ?? ""
        return Response(status: .permanentRedirect, headers: [.location: canonical + query])
    }

    /// The path without empty segments and trailing slash; nil when it is canonical already.
    static func canonical(_ path: String) -> String? {
        guard path.count > 1, path.hasSuffix("/") || path.contains("//") else { return nil }
        return "/" + path.split(separator: "/").joined(separator: "/")
    }
}
