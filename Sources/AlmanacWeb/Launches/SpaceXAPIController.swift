import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// The SpaceX JSON API under `/api/v1/spacex`: the same use cases and view models the pages use,
/// each answer the same for everyone until SpaceX or Launch Library is refreshed.
struct SpaceXAPIController: Sendable {
    let launches: LaunchUseCases
    /// The versions kept rows are encoded under.
    let freshness: DatasetFreshness
    /// The launches' and boosters' rows, kept encoded (with the pages' drawings).
    let parts: KeptParts
    private var drawings: LaunchDrawings { parts.launches }

    func addRoutes(to api: APIRoutes) {
        api.get(.apiCompany, .shared(.spacex), use: company)
        api.get(.apiLaunches, .shared(.spacex), use: launchList)
        api.get(.apiLaunch, .shared(.spacex), use: launch)
        api.get(.apiLaunchChanges, .shared(.spacex), use: changes)
        api.get(.apiRockets, .shared(.spacex), use: rockets)
        api.get(.apiRocket, .shared(.spacex), use: rocket)
        api.get(.apiLaunchStats, .shared(.spacex), use: launchStats)
        api.get(.apiLaunchStatistics, .shared(.spacex), use: statistics)
        api.get(.apiBoosters, .shared(.spacex), use: boosters)
        api.get(.apiBooster, .shared(.spacex), use: booster)
        for address in MovedAddress.api { api.moved(address) }
    }

    @Sendable func boosters(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .list(encoded: try parts.boosters.encoded(try await launches.boosters().map { BoosterRowViewModel($0, environment: context.viewer.api) }))
    }

    @Sendable func booster(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(BoosterDetailViewModel(try await launches.boosters.booster(serial: context.idParameter), environment: context.viewer.api))
    }

    @Sendable func company(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(CompanyViewModel(try await launches.company()))
    }

    @Sendable func launchList(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let environment = context.viewer.api
        // Read before the launches: see `LaunchDrawings.rowDrawer`.
        let table = try await freshness.table()
        let page = try await launches.browse(try LaunchQuery(parsing: LaunchQuery.Parameters(context.query), asOf: environment.now()))
        return .page(encoded: try page.items.map(drawings.rowEncoder(for: environment, freshness: table)), of: page)
    }

    @Sendable func launch(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let units = try UnitSystem(parsing: context.query["units"])
        return .data(LaunchDetailViewModel(try await launches.show(id: context.idParameter), environment: context.viewer.api, units: units))
    }

    @Sendable func changes(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let environment = context.viewer.api
        let page = try await launches.changes.latest(
            matching: try LaunchQuery(parsing: LaunchQuery.Parameters(context.query), asOf: environment.now()))
        return .page(encoded: try page.items.map { try EncodedJSON(encoding: LaunchChangeRowViewModel($0, environment: environment)) }, of: page)
    }

    @Sendable func rockets(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let query = try RocketQuery(parsingActive: context.query["active"], sort: context.query["sort"])
        return .data(try await launches.rockets(query).map { RocketRowViewModel($0, environment: context.viewer.api) })
    }

    @Sendable func rocket(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(RocketDetailViewModel(try await launches.rocket(id: context.idParameter), environment: context.viewer.api))
    }

    @Sendable func statistics(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        guard let statistics = try await launches.statistics() else { throw NotFound(.named("launch"), id: "") }
        return .data(LaunchStatisticsViewModel(statistics))
    }

    @Sendable func launchStats(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(LaunchStatsViewModel(try await launches.countsPerYear()).years)
    }
}
