import AlmanacPresentation
import Hummingbird

/// Registers handlers by route template, so the router's paths are the ones links are built from.
extension RouterMethods {
    @discardableResult
    func get(_ template: RouteTemplate, use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator) -> Self {
        on(RouterPath(template.pattern), method: .get, use: handler)
    }

    @discardableResult
    func post(_ template: RouteTemplate, use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator) -> Self {
        on(RouterPath(template.pattern), method: .post, use: handler)
    }

    @discardableResult
    func patch(_ template: RouteTemplate, use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator) -> Self {
        on(RouterPath(template.pattern), method: .patch, use: handler)
    }

    @discardableResult
    func delete(_ template: RouteTemplate, use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator) -> Self {
        on(RouterPath(template.pattern), method: .delete, use: handler)
    }
}
