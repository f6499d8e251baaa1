import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// Every provider's rockets as pages and in the JSON API, worked out from the stored launches:
/// each answer the same for everyone until Launch Library's launches are refreshed.
extension WebSection {
    /// `/launchers`, `/launchers/{id}` and their API calls.
    public static func launchers(_ launches: LaunchUseCases) -> WebSection {
        WebSection { pages, api in LaunchersController(launches: launches).addRoutes(pages: pages, api: api) }
    }
}

struct LaunchersController: Sendable {
    let launches: LaunchUseCases

    func addRoutes(pages: PageRoutes, api: APIRoutes) {
        pages.get(.launchers, .shared(.launchLibrary), use: list)
        pages.get(.launcher, .shared(.launchLibrary), use: launcher)
        api.get(.apiLaunchers, .shared(.launchLibrary), use: apiList)
        api.get(.apiLauncher, .shared(.launchLibrary), use: apiLauncher)
    }

    @Sendable func list(_ request: Request, context: AlmanacRequestContext) async throws -> LaunchersPage {
        LaunchersPage(families: LauncherFamilyViewModel.grouped(try await launches.launchers()))
    }

    @Sendable func launcher(_ request: Request, context: AlmanacRequestContext) async throws -> LauncherPage {
        let launcher = try await launches.launchers.launcher(context.idParameter)
        return LauncherPage(
            launcher: LauncherDetailViewModel(launcher, environment: context.viewer.page),
            chart: try await launches.chart(of: LauncherPage.launchesParameters(name: launcher.name)))
    }

    @Sendable func apiList(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(try await launches.launchers().map(LauncherRowViewModel.init))
    }

    @Sendable func apiLauncher(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(LauncherDetailViewModel(try await launches.launchers.launcher(context.idParameter), environment: context.viewer.api))
    }
}
