import Foundation
import AlmanacPresentation
import Hummingbird

/// The home page and the JSON 404 for unknown API paths.
struct HomeController: Sendable {
    let context: WebContext

    struct HomePage: Sendable {
        let freshness: FreshnessViewModel?
        let timeZone: String
    }

    func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/") { request, requestContext in
            await context.page(request, requestContext.logger) {
                let environment = try context.environment(for: request, proxyImages: true)
                return context.renderer.render("home", HomePage(
                    freshness: try await context.freshness(environment), timeZone: DateText.zoneName(environment.timeZone)
                ))
            }
        }
        router.get("/api/**") { request, _ in
            JSONResponder.error(APIError(status: .notFound, code: "not_found", message: "There is no API endpoint at \(request.uri.path)."))
        }
        router.get("/**") { request, requestContext in
            await context.page(request, requestContext.logger) {
                throw APIError(status: .notFound, code: "not_found", message: "There is no page at \(request.uri.path).")
            }
        }
    }
}
