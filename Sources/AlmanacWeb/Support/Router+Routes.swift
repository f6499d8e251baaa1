import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// One route the app answers: its method, path template and how its answers are reused.
public struct RegisteredRoute: Hashable, Sendable, Comparable {
    public let method: String
    public let template: RouteTemplate
    public let reuse: AnswerReuse

    public static func < (lhs: RegisteredRoute, rhs: RegisteredRoute) -> Bool {
        (lhs.template.pattern, lhs.method) < (rhs.template.pattern, rhs.method)
    }
}

/// Whether a route's answer is made once and given again, as its registration says (a page's
/// `PageCaching`, an answer's `APICaching`): what the page benchmark holds to which target.
public enum AnswerReuse: String, Sendable, Hashable {
    /// Kept and given to every visitor asking the same (URL, zone, day, freshness).
    case shared
    /// Kept for its visitor until their profile or a dataset it shows changes.
    case personal
    /// The same bytes every time: an asset, a redirect, a fixed document.
    case fixed
    /// Made anew for each request: new each time (a random fact), asking an upstream (a search),
    /// or telling the server's state (a probe, the metrics).
    case perRequest = "per-request"
}

/// The router as controllers see it: two groups, the HTML pages (`pages`: errors drawn as pages)
/// and the JSON API (`api`: errors as JSON), each resolving the viewer first. Every registration
/// is recorded, so the routes the app answers can be listed (for the API document, the route
/// fuzz, the page benchmark) from the same place they are served from. Used only while the app
/// is built, on one task.
final class SiteRouter {
    /// Which group a route is in, and so how its errors are answered.
    enum Kind: Sendable {
        case page, api
    }

    let router: Router<AlmanacRequestContext>
    private let groups: [Kind: RouterGroup<AlmanacRequestContext>]
    private var registered: [RegisteredRoute: Kind] = [:]

    init(router: Router<AlmanacRequestContext>, defaultTimeZone: TimeZone, now: Now) {
        self.router = router
        groups = [
            .page: router.group().add(middleware: ErrorPageMiddleware(defaultTimeZone: defaultTimeZone, now: now)),
            .api: router.group().add(middleware: APIErrorMiddleware(defaultTimeZone: defaultTimeZone, now: now)),
        ]
    }

    var routes: [RegisteredRoute] { registered.keys.sorted() }

    /// Registers `handler` for `template` and `method` in the group of `kind`; `reuse` is only
    /// listed (the responder keeps answers as the route's caching says).
    func on(
        _ template: RouteTemplate, _ method: HTTPRequest.Method, in kind: Kind, reuse: AnswerReuse,
        use handler: @Sendable @escaping (Request, AlmanacRequestContext) async throws -> some ResponseGenerator
    ) {
        groups[kind]?.on(RouterPath(template.pattern), method: method, use: handler)
        registered[RegisteredRoute(method: method.rawValue, template: template, reuse: reuse)] = kind
    }

    /// Answers every other request in the group of `kind` (a catch-all: not listed among the routes).
    func otherwise(_ pattern: String, in kind: Kind, _ failure: APIError) {
        groups[kind]?.get(RouterPath(pattern)) { _, _ -> Response in throw failure }
    }

    /// Answers the methods a path does not serve: `OPTIONS` with 204 and every other with 405,
    /// both naming in `Allow` the methods it does serve (RFC 9110), rather than a 404 that would
    /// say the path does not exist; the 405 in the words of the path's group. Called once, after
    /// every route is registered; `HEAD` is served wherever `GET` is (the router is built with
    /// `.autoGenerateHeadEndpoints`).
    func answerUnservedMethods() {
        let served = Dictionary(grouping: registered.keys, by: \.template).mapValues { Set($0.map(\.method)) }
        for (template, methods) in served {
            let allowed = methods.union(methods.contains("GET") ? ["HEAD", "OPTIONS"] : ["OPTIONS"])
            let allow = allowed.sorted().joined(separator: ", ")
            let kind = registered.first { $0.key.template == template }?.value ?? .page
            for method in Self.answerableMethods where !allowed.contains(method.rawValue) || method == .options {
                if method == .head, methods.contains("GET") { continue }
                groups[kind]?.on(RouterPath(template.pattern), method: method) { request, _ -> Response in
                    guard request.method != .options else { return Response(status: .noContent, headers: [.allow: allow]) }
                    throw APIError(
                        status: .methodNotAllowed, code: "method_not_allowed",
                        message: "\(request.method.rawValue) is not served here; this path answers \(allow).", headers: [.allow: allow]
                    )
                }
            }
        }
    }

    /// The methods a client may send to any path (QUERY is the safe method with a body of RFC
    /// 9110's successor draft); CONNECT is a proxy's business, not a route's.
    private static let answerableMethods: [HTTPRequest.Method] =
        [.get, .head, .post, .put, .patch, .delete, .options, .trace]
        + [HTTPRequest.Method("QUERY")].compactMap { $0 }
}
