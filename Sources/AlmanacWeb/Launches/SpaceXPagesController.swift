import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// The SpaceX HTML pages: company, launches (with chart), launch detail, the calendar feed,
/// rockets, rocket detail. Every one is the same for every visitor until SpaceX or Launch
/// Library is refreshed, so each is drawn once and kept.
struct SpaceXPagesController: Sendable {
    let launches: LaunchUseCases
    /// The versions kept launch drawings are drawn under.
    let freshness: DatasetFreshness
    /// The launches, the chart and the filter forms, kept drawn.
    let parts: KeptParts
    private var drawings: LaunchDrawings { parts.launches }

    func addRoutes(to pages: PageRoutes) {
        pages.get(.company, .shared(.spacex), use: company)
        // The "Live now" panel reads the clock: the list is kept per minute (its rows per refresh).
        pages.get(.launches, .shared(.spacex, variant: { _, context in LiveNowCard.minute(context.viewer.page.now()) }), use: launchList)
        pages.get(.launch, .shared(.spacex, variant: UnitsCookie.variant), use: launch)
        pages.get(.launchStatistics, .shared(.spacex), use: statistics)
        pages.get(.upcomingCalendar, .sharedPerOrigin(.spacex), use: calendar)
        pages.get(.launchChanges, .shared(.spacex), use: changes)
        pages.get(.launchChangesFeed, .sharedPerOrigin(.spacex)) { [self] in
            try await changesFeed(.changes, $0, $1)
        }
        pages.get(.newLaunchesFeed, .sharedPerOrigin(.spacex)) { [self] in
            try await changesFeed(.announcements, $0, $1)
        }
        pages.downloads(of: .launches, use: download)
        pages.downloads(of: .boosters, use: downloadBoosters)
        pages.get(.rockets, .shared(.spacex), use: rockets)
        pages.get(.rocket, .shared(.spacex), use: rocket)
        pages.get(.boosters, .shared(.spacex), use: boosters)
        pages.get(.booster, .shared(.spacex), use: booster)
        for address in MovedAddress.pages { pages.moved(address) }
    }

    @Sendable func company(_ request: Request, context: AlmanacRequestContext) async throws -> CompanyPage {
        CompanyPage(company: try await launches.company.ifLoaded().map(CompanyViewModel.init))
    }

    @Sendable func launchList(_ request: Request, context: AlmanacRequestContext) async throws -> LaunchesPage {
        let environment = context.viewer.page
        // Read before the launches: see `LaunchDrawings.rowDrawer`.
        let table = try await freshness.table()
        let list = try await LaunchListViewModel.load(LaunchQuery.Parameters(context.query), launches: launches, environment: environment)
        let form = LaunchFilterForm(parameters: list.parameters, error: list.error, choices: list.choices, counts: list.counts)
        // The chart follows a name search and the link filters (China's launches per year).
        let chart =
            if let narrowed = list.countsPerYear { KeptParts.drawChart(narrowed) } else { parts.launchChart(try await launches.countsPerYear()) }
        return LaunchesPage(
            list: list, rows: list.rows.map(drawings.rowDrawer(for: environment, freshness: table)),
            nextLine: list.next.map(drawings.nextLineDrawer(for: environment, freshness: table)),
            liveNow: try await launches.live(at: environment.now()).map { LiveLaunchViewModel($0, environment: environment) },
            chart: chart,
            filterForm: parts.launchFilterForms.drawing(for: form.parameters, of: form) { form.body.readyToKeep })
    }

    @Sendable func statistics(_ request: Request, context: AlmanacRequestContext) async throws -> StatisticsPage {
        StatisticsPage(statistics: try await launches.statistics().map(LaunchStatisticsViewModel.init))
    }

    @Sendable func launch(_ request: Request, context: AlmanacRequestContext) async throws -> LaunchPage {
        let table = try await freshness.table()
        let units = try UnitsCookie.units(of: request, query: context.query, preferences: context.visitor.preferences)
        return drawings.page(try await launches.show(id: context.idParameter), environment: context.viewer.page, units: units, freshness: table)
    }

    /// The launches ahead as an iCalendar feed; `?rocket=` and `?pad=` narrow it as they narrow the list.
    @Sendable func calendar(_ request: Request, context: AlmanacRequestContext) async throws -> CalendarFeed {
        let query = try LaunchQuery(parsing: LaunchQuery.Parameters(context.query).onlyLinks)
        return try await CalendarFeed.upcoming(
            launches, links: query.links, origin: request.origin(context), now: context.viewer.page.now(),
            keptIn: (drawings, try await freshness.table()))
    }

    /// The slips view: the latest changes of the launches the list's filters keep.
    @Sendable func changes(_ request: Request, context: AlmanacRequestContext) async throws -> LaunchChangesPage {
        let parameters = LaunchQuery.Parameters(context.query)
        let environment = context.viewer.page
        do {
            let page = try await launches.changes.latest(matching: try LaunchQuery(parsing: parameters, asOf: environment.now()))
            return LaunchChangesPage(parameters: parameters, changes: page.map { LaunchChangeRowViewModel($0, environment: environment) }, error: nil)
        } catch let error as InvalidInput {
            return LaunchChangesPage(parameters: parameters, changes: nil, error: error)
        }
    }

    /// The slips view's latest 50 changes, or the latest 50 launches announced, as an Atom feed,
    /// filtered as the view is.
    func changesFeed(_ kind: LaunchChangesFeed.Kind, _ request: Request, _ context: AlmanacRequestContext) async throws -> AtomFeedAnswer {
        var parameters = LaunchQuery.Parameters(context.query)
        (parameters[.page], parameters[.limit]) = (nil, nil)
        let now = context.viewer.page.now()
        let table = try await freshness.table()
        var latest = try LaunchQuery(parsing: parameters, asOf: now)
        latest.page = try PageRequest(page: 1, limit: 50)
        let origin = request.origin(context)
        let rows = try await launches.changes.latest(matching: latest, announcements: kind == .announcements).items
        let feed = LaunchChangesFeed.feed(
            rows, kind: kind, origin: origin, address: origin + PageFeed.launches(kind, parameters).route.href,
            page: origin + (kind == .changes ? Route.launchChanges(parameters) : Route.launches(parameters)).href,
            filters: LaunchChangesPage.filtersText(parameters), refreshedAt: table[.launchLibrary]?.refreshedAt ?? now)
        return AtomFeedAnswer(feed: feed)
    }

    /// The launches list whole, filtered as its page is, as a file (`ListDownload`); a filter
    /// naming nothing is the list's 404.
    func download(_ format: DownloadFormat, _ request: Request, _ context: AlmanacRequestContext) async throws -> Response {
        let query = try LaunchQuery(parsing: LaunchQuery.Parameters(context.query), asOf: context.viewer.page.now())
        let rows = try await launches.browse.everything(query)
        let exported = LaunchExportRow.rows(
            rows, dateMoves: try await launches.changes.dateMoves(), origin: request.origin(context))
        return try ListDownload(rows: exported, table: LaunchExportRow.table, format: format, name: "almanac-launches")
            .response(from: request, context: context)
    }

    /// Every booster the launches name, as a file (`ListDownload`).
    func downloadBoosters(_ format: DownloadFormat, _ request: Request, _ context: AlmanacRequestContext) async throws -> Response {
        try ListDownload.linked(
            try await launches.boosters(), table: .boosters, format: format, name: "almanac-boosters", page: { .booster(serial: $0.serial) },
            request: request, context: context)
    }

    @Sendable func rockets(_ request: Request, context: AlmanacRequestContext) async throws -> RocketsPage {
        let hasData = !(try await launches.rockets(RocketQuery())).isEmpty
        do {
            let query = try RocketQuery(parsingActive: context.query["active"], sort: context.query["sort"])
            let rows = try await launches.rockets(query).map { RocketRowViewModel($0, environment: context.viewer.page) }
            return RocketsPage(hasData: hasData, query: query, errorMessage: nil, rows: rows)
        } catch let error as InvalidInput {
            return RocketsPage(hasData: hasData, query: RocketQuery(), errorMessage: error.message, rows: [])
        }
    }

    @Sendable func rocket(_ request: Request, context: AlmanacRequestContext) async throws -> RocketPage {
        RocketPage(rocket: RocketDetailViewModel(try await launches.rocket(id: context.idParameter), environment: context.viewer.page))
    }

    @Sendable func boosters(_ request: Request, context: AlmanacRequestContext) async throws -> BoostersPage {
        BoostersPage(
            boosters: try await launches.boosters().map { BoosterRowViewModel($0, environment: context.viewer.page) },
            hasData: !(try await launches.filterChoices()).isEmpty
        )
    }

    @Sendable func booster(_ request: Request, context: AlmanacRequestContext) async throws -> BoosterPage {
        let serial = context.idParameter
        do {
            let booster = try await launches.boosters.booster(serial: serial)
            return BoosterPage(serial: serial, booster: BoosterDetailViewModel(booster, environment: context.viewer.page))
        } catch is NotFound {
            // A serial the store's launches never name (B1062 flew before them): said so, with the way on.
            return BoosterPage(serial: serial, booster: nil)
        }
    }
}
