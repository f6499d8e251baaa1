import AlmanacPresentation
import Foundation
import Hummingbird

/// The home page, and the 404 answers for unknown pages and API paths (catch-alls, so not listed
/// among the routes).
struct HomeController: Sendable {
    let context: WebContext

    func addRoutes(to router: SiteRouter) {
        router.get(.home) { request, requestContext in
            // The saved cities make it the visitor's own page: never kept by a shared cache.
            await context.page(request, requestContext) { environment in
                let dashboard = await HomeDashboard.read(
                    context.services, profile: requestContext.visitor.reading, environment: environment, nextLaunch: context.nextLaunch
                )
                return try await context.render(HomePage(dashboard: dashboard), request, environment)
            }
        }
        router.router.get(RouterPath(RouteTemplate.apiAnything.pattern)) { _, _ in
            JSONResponder.error(APIError(status: .notFound, code: "not_found", message: "There is no API endpoint at this address."))
        }
        router.router.get("/**") { request, requestContext in
            context.errorPage(
                APIError(status: .notFound, code: "not_found", message: "There is no page at this address."), request, requestContext.logger)
        }
    }
}
