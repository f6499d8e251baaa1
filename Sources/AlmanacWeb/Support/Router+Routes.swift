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
    let router: Router<BasicRequestContext>
    private var registered: [RegisteredRoute] = []

    init(router: Router<BasicRequestContext>) { self.router = router }

    var routes: [RegisteredRoute] { registered.sorted() }

    func get(_ template: RouteTemplate, use handler: @Sendable @escaping (Request, BasicRequestContext) async throws -> some ResponseGenerator) {
        on(template, .get, use: handler)
    }

    func post(_ template: RouteTemplate, use handler: @Sendable @escaping (Request, BasicRequestContext) async throws -> some ResponseGenerator) {
        on(template, .post, use: handler)
    }

    func patch(_ template: RouteTemplate, use handler: @Sendable @escaping (Request, BasicRequestContext) async throws -> some ResponseGenerator) {
        on(template, .patch, use: handler)
    }

    func delete(_ template: RouteTemplate, use handler: @Sendable @escaping (Request, BasicRequestContext) async throws -> some ResponseGenerator) {
        on(template, .delete, use: handler)
    }

    private func on(
        _ template: RouteTemplate, _ method: HTTPRequest.Method,
        use handler: @Sendable @escaping (Request, BasicRequestContext) async throws -> some ResponseGenerator
    ) {
        router.on(RouterPath(template.pattern), method: method, use: handler)
        registered.append(RegisteredRoute(method: method.rawValue, template: template))
    }
}
