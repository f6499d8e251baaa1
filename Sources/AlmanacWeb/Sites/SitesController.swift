import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// The launch sites as pages and in the JSON API, worked out from the stored launches: each
/// answer the same for everyone until Launch Library's launches are refreshed.
extension WebSection {
    /// `/sites`, `/sites/{id}` and their API calls.
    public static func sites(_ launches: LaunchUseCases) -> WebSection {
        WebSection { pages, api in SitesController(launches: launches).addRoutes(pages: pages, api: api) }
    }
}

struct SitesController: Sendable {
    let launches: LaunchUseCases

    func addRoutes(pages: PageRoutes, api: APIRoutes) {
        pages.get(.sites, .shared(.launchLibrary), use: list)
        pages.get(.site, .shared(.launchLibrary), use: site)
        api.get(.apiSites, .shared(.launchLibrary), use: apiList)
        api.get(.apiSite, .shared(.launchLibrary), use: apiSite)
    }

    @Sendable func list(_ request: Request, context: AlmanacRequestContext) async throws -> SitesPage {
        SitesPage(rows: try await launches.sites().map(LaunchSiteRowViewModel.init))
    }

    @Sendable func site(_ request: Request, context: AlmanacRequestContext) async throws -> SitePage {
        let site = try await launches.sites.site(context.idParameter)
        var parameters = LaunchQuery.Parameters()
        parameters[link: .site] = String(site.id)
        return SitePage(site: LaunchSiteDetailViewModel(site, environment: context.viewer.page), chart: try await launches.chart(of: parameters))
    }

    @Sendable func apiList(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(try await launches.sites().map(LaunchSiteRowViewModel.init))
    }

    @Sendable func apiSite(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(LaunchSiteDetailViewModel(try await launches.sites.site(context.idParameter), environment: context.viewer.api))
    }
}
