import AlmanacPresentation
import Hummingbird

/// How a controller registers its pages: `pages.get(.launches, .shared(.spacex), use: launches)`.
/// A handler returns the page it shows (or, for a form, where to go next); the frame, the
/// caching and the error page are drawn here, the same for every page.
struct PageRoutes {
    /// A page's handler as the responder calls it: made once per route, so a request makes no
    /// closure of its own (one holding its request and context was copied into memory each time).
    typealias Handler = @Sendable (Request, AlmanacRequestContext) async throws -> any PageAnswer

    let router: SiteRouter
    let responder: PageResponder
    /// The downloads running at once (`downloads(of:use:)`).
    let downloads: DownloadSlots

    /// `handler` as the responder calls it, made once when the route is registered.
    private static func handler(
        _ handler: @escaping @Sendable (Request, AlmanacRequestContext) async throws -> some PageAnswer
    ) -> Handler {
        { try await handler($0, $1) }
    }

    /// A page, drawn in its frame; kept for other visitors when `caching` says it is shared.
    /// `handlerKeeps` lists a route whose handler keeps its own answers (GraphQL's, by query).
    func get(
        _ template: RouteTemplate, _ caching: PageCaching = .perVisitor, handlerKeeps: AnswerReuse? = nil,
        use handler: @escaping @Sendable (Request, AlmanacRequestContext) async throws -> some PageAnswer
    ) {
        let handler = Self.handler(handler)
        router.on(template, .get, in: .page, reuse: handlerKeeps ?? caching.reuse) { [responder] request, context in
            try await responder.respond(request, context, caching: caching, handler)
        }
    }

    /// A page, then `afterwards` with the status it was answered with (whether from memory or
    /// drawn): what a visit records beside a shared page (a record the visitor opened).
    func get(
        _ template: RouteTemplate, _ caching: PageCaching,
        use handler: @escaping @Sendable (Request, AlmanacRequestContext) async throws -> some PageAnswer,
        afterwards: @escaping @Sendable (Request, AlmanacRequestContext, HTTPResponse.Status) async -> Void
    ) {
        let handler = Self.handler(handler)
        router.on(template, .get, in: .page, reuse: caching.reuse) { [responder] request, context in
            let response = try await responder.respond(request, context, caching: caching, handler)
            await afterwards(request, context, response.status)
            return response
        }
    }

    /// A form's post that shows a page (a new device-move link) rather than redirecting.
    func post(_ template: RouteTemplate, use handler: @escaping @Sendable (Request, AlmanacRequestContext) async throws -> some PageAnswer) {
        let handler = Self.handler(handler)
        router.on(template, .post, in: .page, reuse: .perRequest) { [responder] request, context in
            try await responder.respond(request, context, caching: .perVisitor, handler)
        }
    }

    /// A form's post, answered with "303 See Other" to where the visitor goes next.
    func post(_ template: RouteTemplate, use handler: @escaping @Sendable (Request, AlmanacRequestContext) async throws -> Redirect) {
        router.on(template, .post, in: .page, reuse: .perRequest, use: handler)
    }

    /// A redirect from an address to its page.
    func get(_ template: RouteTemplate, redirectingTo route: Route) {
        router.on(template, .get, in: .page, reuse: .fixed) { _, _ in Redirect(to: route) }
    }

    /// An address that moved: a permanent redirect to where it went.
    func moved(_ address: MovedAddress) {
        router.on(address.from, .get, in: .page, reuse: .fixed) { request, _ in
            address.response(to: request, permanentStatus: .movedPermanently)
        }
    }

    /// A document served as it is (a script, a manifest, a probe's text), with a page's errors;
    /// `reuse` says whether it is the same every time.
    func raw(
        _ template: RouteTemplate, _ reuse: AnswerReuse,
        use handler: @escaping @Sendable (Request, AlmanacRequestContext) async throws -> Response
    ) {
        router.on(template, .get, in: .page, reuse: reuse, use: handler)
    }

    /// A whole list as a file (`ListDownload`) in each format, at the list's address plus
    /// `/all.{format}`: made for each request, and only while `downloads` has a place for the
    /// client, taken before the rows are read and held until the file is written.
    func downloads(
        of list: RouteTemplate, use handler: @escaping @Sendable (DownloadFormat, Request, AlmanacRequestContext) async throws -> Response
    ) {
        for format in DownloadFormat.allCases { download(format, of: list, use: handler) }
    }

    private func download(
        _ format: DownloadFormat, of list: RouteTemplate,
        use handler: @escaping @Sendable (DownloadFormat, Request, AlmanacRequestContext) async throws -> Response
    ) {
        router.on(.download(format, of: list), .get, in: .page, reuse: .perRequest) { [downloads] request, context in
            let slot = try downloads.take(for: context.client.key)
            var response = try await handler(format, request, context)
            let body = response.body
            response.body = ResponseBody(contentLength: body.contentLength) { writer in
                defer { withExtendedLifetime(slot) {} }
                try await body.write(writer)
            }
            return response
        }
    }
}
