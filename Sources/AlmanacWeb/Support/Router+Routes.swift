import AlmanacPresentation
import Hummingbird

/// One route the app answers: its method and path template.
public struct RegisteredRoute: Hashable, Sendable, Comparable {
    public let method: String
    public let template: RouteTemplate

    public static func < (lhs: RegisteredRoute, rhs: RegisteredRoute) -> Bool {
        (lhs.template.pattern, lhs.method) < (rhs.template.pattern, rhs.method)
    }
}

/// The router as controllers see it: handlers are registered by route template, and every
/// registration is recorded, so the routes the app answers can be listed (for the API
/// document, the route fuzz, the page benchmark) from the same place they are served from.
/// Used only while the app is built, on one task.
final class SiteRouter {
    let router: Router<AlmanacRequestContext>
    private var registered: [RegisteredRoute] = []

    init(router: Router<AlmanacRequestContext>) { self.router = router }

    var routes: [RegisteredRoute] { registered.sorted() }

    func get(_ template: RouteTemplate, use handler: @Sendable @escaping (Request, AlmanacRequestContext) async throws -> some ResponseGenerator) {
        on(template, .get, use: handler)
    }

    func post(_ template: RouteTemplate, use handler: @Sendable @escaping (Request, AlmanacRequestContext) async throws -> some ResponseGenerator) {
        on(template, .post, use: handler)
    }

    func patch(_ template: RouteTemplate, use handler: @Sendable @escaping (Request, AlmanacRequestContext) async throws -> some ResponseGenerator) {
        on(template, .patch, use: handler)
    }

    func delete(_ template: RouteTemplate, use handler: @Sendable @escaping (Request, AlmanacRequestContext) async throws -> some ResponseGenerator) {
        on(template, .delete, use: handler)
    }

    /// Answers the methods a path does not serve: `OPTIONS` with 204 and every other with 405,
    /// both naming in `Allow` the methods it does serve (RFC 9110), rather than a 404 that would
    /// say the path does not exist. Called once, after every route is registered; `HEAD` is
    /// served wherever `GET` is (the router is built with `.autoGenerateHeadEndpoints`).
    func answerUnservedMethods(_ refusal: @escaping @Sendable (Request, AlmanacRequestContext, _ allow: String) -> Response) {
        let served = Dictionary(grouping: registered, by: \.template).mapValues { Set($0.map(\.method)) }
        for (template, methods) in served {
            let allowed = methods.union(methods.contains("GET") ? ["HEAD", "OPTIONS"] : ["OPTIONS"])
            let allow = allowed.sorted().joined(separator: ", ")
            for method in Self.answerableMethods where !allowed.contains(method.rawValue) || method == .options {
                if method == .head, methods.contains("GET") { continue }
                router.on(RouterPath(template.pattern), method: method) { request, context in
                    guard request.method != .options else {
                        return Response(status: .noContent, headers: [.allow: allow])
                    }
                    var response = refusal(request, context, allow)
                    response.headers[.allow] = allow
                    return response
                }
            }
        }
    }

    /// The methods a client may send to any path (QUERY is the safe method with a body of RFC
    /// 9110's successor draft); CONNECT is a proxy's business, not a route's.
    private static let answerableMethods: [HTTPRequest.Method] =
        [.get, .head, .post, .put, .patch, .delete, .options, .trace]
        + [HTTPRequest.Method("QUERY")].compactMap { $0 }

    private func on(
        _ template: RouteTemplate, _ method: HTTPRequest.Method,
        use handler: @Sendable @escaping (Request, AlmanacRequestContext) async throws -> some ResponseGenerator
    ) {
        router.on(RouterPath(template.pattern), method: method, use: handler)
        registered.append(RegisteredRoute(method: method.rawValue, template: template))
    }
}
