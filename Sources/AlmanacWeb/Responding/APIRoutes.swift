import AlmanacPresentation
import Hummingbird

/// How a controller registers its JSON endpoints: `api.get(.apiLaunches, .shared(.spacex), use: launches)`.
/// A handler returns an `APIAnswer`; the envelope, `meta`, the ETag, the caching and the JSON
/// error are made here, the same for every endpoint.
struct APIRoutes {
    /// A handler of the JSON API: the request and its context in, an answer out.
    typealias Handler = @Sendable (Request, AlmanacRequestContext) async throws -> APIAnswer

    let router: SiteRouter
    let responder: APIResponder

    func get(_ template: RouteTemplate, _ caching: APICaching, use handler: @escaping Handler) {
        on(template, .get, caching, handler)
    }

    func post(_ template: RouteTemplate, _ caching: APICaching, use handler: @escaping Handler) {
        on(template, .post, caching, handler)
    }

    func put(_ template: RouteTemplate, _ caching: APICaching, use handler: @escaping Handler) {
        on(template, .put, caching, handler)
    }

    func patch(_ template: RouteTemplate, _ caching: APICaching, use handler: @escaping Handler) {
        on(template, .patch, caching, handler)
    }

    func delete(_ template: RouteTemplate, _ caching: APICaching, use handler: @escaping Handler) {
        on(template, .delete, caching, handler)
    }

    /// An address that moved: a permanent redirect (keeping the method) to where it went.
    func moved(_ address: MovedAddress) {
        router.on(address.from, .get, in: .api, reuse: .fixed) { request, _ in
            address.response(to: request, permanentStatus: .permanentRedirect)
        }
    }

    /// A document served as it is (the OpenAPI document), with the API's errors; `reuse` says
    /// whether it is the same every time.
    func raw(
        _ template: RouteTemplate, _ reuse: AnswerReuse,
        use handler: @escaping @Sendable (Request, AlmanacRequestContext) async throws -> Response
    ) {
        router.on(template, .get, in: .api, reuse: reuse, use: handler)
    }

    private func on(_ template: RouteTemplate, _ method: HTTPRequest.Method, _ caching: APICaching, _ handler: @escaping Handler) {
        router.on(template, method, in: .api, reuse: caching.reuse) { [responder] request, context in
            try await responder.respond(request, context, caching: caching, handler)
        }
    }
}
