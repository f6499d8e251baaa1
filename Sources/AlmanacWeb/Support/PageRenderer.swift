import Foundation
import Hummingbird
import Mustache

/// Renders Mustache templates from the bundled `Templates` folder into HTML responses.
/// Templates escape every `{{value}}`; only our own markup is ever inserted unescaped.
public struct PageRenderer: Sendable {
    private let library: MustacheLibrary

    /// Loads every template once; a missing or broken template fails start-up, not a request.
    public static func bundled() async throws -> PageRenderer {
        guard let resources = Bundle.module.resourceURL else {
            throw APIError(status: .internalServerError, code: "templates", message: "template resources not found")
        }
        return PageRenderer(library: try await MustacheLibrary(directory: resources.appendingPathComponent("Templates").path))
    }

    private init(library: MustacheLibrary) { self.library = library }

    func render(_ template: String, _ page: some Sendable, status: HTTPResponse.Status = .ok) -> Response {
        let html = library.render(page, withTemplate: template) ?? "<!doctype html><title>Error</title><p>Template \(template) is missing.</p>"
        return Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html))
        )
    }
}
