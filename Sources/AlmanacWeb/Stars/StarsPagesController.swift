import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// `/starred`, the star buttons' form posts, which work without scripts (a star or unstar comes
/// back to `/starred` saying what it did; with scripts, `app.js` uses the JSON API and the page
/// does not reload), and the calendar of the starred launches ahead.
struct StarsPagesController: Sendable {
    let stars: Stars
    let launches: LaunchUseCases
    /// Nil where the server sends no reminders: the page offers none.
    let reminders: ReminderServices?

    func addRoutes(to pages: PageRoutes) {
        pages.get(.starred, .personal(nil), use: starred)
        pages.post(.star, use: star)
        pages.post(.unstar, use: unstar)
        // The calendar and the feed, opened by the profile's private token: each kept for its owner
        // until they star or unstar, or the launches change (calendar apps and feed readers poll).
        // Each names the dataset its answer states (`PageAnswer.dataset`): an answer stating
        // another than its route's is drawn every time, never kept.
        func byToken(_ dataset: DatasetID) -> PageCaching {
            .personalByToken(
                dataset, drawnFrom: [.spacex, .launchLibrary],
                owner: { [stars] _, context in try await stars.feedOwner(token: context.query["token"] ?? "") })
        }
        pages.get(.starredCalendar, byToken(.spacex), use: calendar)
        pages.get(.starredChangesFeed, byToken(.launchLibrary), use: changesFeed)
    }

    @Sendable func starred(_ request: Request, context: AlmanacRequestContext) async throws -> StarredPage {
        let visitor = context.visitor
        let listed = visitor.hasProfile ? try await stars.list(of: visitor.reading) : []
        let flash = Route.StarredFlash { context.query[$0.rawValue] }
        // The calendar's address is made the first time a profile with a starred launch looks.
        let calendarToken = listed.contains { $0.star.kind == .launch } ? try await stars.feedToken(for: visitor.reading) : nil
        let reminders = try await self.reminders.asyncMap { services in
            let profile = visitor.hasProfile ? visitor.reading : nil
            return RemindersViewModel(
                lead: try await profile.asyncMap { try await services.reminders.lead(of: $0) } ?? .standard,
                quiet: try await profile.asyncMap { try await services.reminders.quietNotices(of: $0) } ?? [],
                weather: try await profile.asyncMap { try await services.reminders.weatherAlerts(of: $0) } ?? .off,
                devices: try await profile.asyncMap { try await services.reminders.devices(of: $0) } ?? [])
        }
        // Each starred launch with its time and countdown, as its row in the list has them.
        var launchRows: [String: LaunchRowViewModel] = [:]
        for star in listed where star.star.kind == .launch && star.isInData {
            guard let detail = try? await launches.show(id: star.star.id) else { continue }
            launchRows[star.star.id] = LaunchRowViewModel(.init(launch: detail.launch, rocket: detail.rocket), environment: context.viewer.page)
        }
        return StarredPage(
            starred: StarredViewModel(listed), launchRows: launchRows, flash: await flash.asyncMap(message) ?? nil,
            calendar: calendarToken.map { request.origin(context) + Route.starredCalendar(token: $0).href },
            changesFeed: calendarToken.map { Route.starredChangesFeed(token: $0) }, reminders: reminders)
    }

    /// `/starred/launches.ics?token=…`: the starred launches ahead, by the rules of the public
    /// feed; a token nobody holds is a 404 (never anyone else's feed, never a new profile).
    @Sendable func calendar(_ request: Request, context: AlmanacRequestContext) async throws -> CalendarFeed {
        guard let ids = try await stars.starredLaunches(feedToken: context.query["token"] ?? "") else {
            throw APIError(
                status: .notFound, code: "not_found", message: "There is no calendar at this address: the link is wrong, or its data was deleted.")
        }
        return try await CalendarFeed.upcoming(launches, only: ids, origin: request.origin(context), now: context.viewer.page.now())
    }

    /// `/starred/changes.atom?token=…`: the starred launches' schedule changes, the latest 50, as
    /// the slips view's feed has them; a token nobody holds is a 404, as for the calendar.
    @Sendable func changesFeed(_ request: Request, context: AlmanacRequestContext) async throws -> AtomFeedAnswer {
        let token = context.query["token"] ?? ""
        guard let ids = try await stars.starredLaunches(feedToken: token) else {
            throw APIError(
                status: .notFound, code: "not_found", message: "There is no feed at this address: the link is wrong, or its data was deleted.")
        }
        let latest = try await launches.changes.latest(matching: LaunchQuery(page: try PageRequest(page: 1, limit: 50)), only: ids).items
        let origin = request.origin(context)
        let now = context.viewer.page.now()
        return AtomFeedAnswer(
            feed: LaunchChangesFeed.feed(
                latest, title: "Almanac: your starred launches' changes", origin: origin,
                address: origin + Route.starredChangesFeed(token: token).href,
                page: origin + Route.starred().href, filters: "your starred launches", refreshedAt: latest.first?.change.recordedAt ?? now))
    }

    @Sendable func star(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        // Found before the visitor's profile is made: a star on nothing makes nothing.
        let star = try await stars.target(try StarKind(parsing: context.pathParameter("kind")), id: context.idParameter)
        try await stars.keep(star, for: try await context.visitor.forChange())
        return Redirect(to: .starred(flash: .starred(star.kind, id: star.id)))
    }

    @Sendable func unstar(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        let kind = try StarKind(parsing: context.pathParameter("kind"))
        let id = try Stars.checked(context.idParameter, kind)
        if context.visitor.hasProfile {
            try await stars.unstar(kind, id: id, for: try await context.visitor.forChange())
        }
        return Redirect(to: .starred(flash: .unstarred(kind, id: id)))
    }

    /// The flash with the record's name, read from the store, not from the link: a link naming
    /// a record the store lacks shows no message at all.
    private func message(_ flash: Route.StarredFlash) async -> StarredPage.Message? {
        guard let record = try? await stars.target(flash.kind, id: flash.id) else { return nil }
        return StarredPage.Message(flash: flash, name: record.name)
    }
}
