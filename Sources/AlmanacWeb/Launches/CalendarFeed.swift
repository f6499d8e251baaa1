import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// A calendar feed of launches ahead (`LaunchCalendar`'s rules): a document of its own, not a
/// page in the layout. Everyone's (`/launches/upcoming.ics`) and a visitor's starred
/// ones (`/starred/launches.ics`) are drawn here alike.
struct CalendarFeed: PageAnswer {
    let text: String
    var dataset: DatasetID? { .spacex }

    func rendered(chrome: PageChrome) -> RenderedPage {
        RenderedPage(body: EncodedBody(text.utf8, contentType: LaunchCalendar.contentType), status: .ok)
    }

    /// The launches ahead, narrowed by `links` and, when given, to the ids in `only`; each event
    /// links to its page at `origin`, the address the feed was asked at. `drawings` keeps the events'
    /// details, drawn under `freshness` (read before the launches); without them, each is drawn.
    static func upcoming(
        _ launches: LaunchUseCases, links: [LaunchLink: String] = [:], only ids: Set<String>? = nil, origin: String, now: Date,
        keptIn drawings: (LaunchDrawings, freshness: FreshnessTable)? = nil
    ) async throws -> CalendarFeed {
        let details = drawings.map { $0.eventDrawer(origin: origin, freshness: $1) }
        let upcoming = try await launches.upcoming(after: now, links: links).filter { ids?.contains($0.launch.id) ?? true }
        let moves = try await launches.changes.dateMoves()
        let text = LaunchCalendar.render(upcoming, moves: moves, now: now) { row in
            details?(row) ?? LaunchCalendar.eventDetails(row) { origin + Route.launch(id: $0).href }
        }
        return CalendarFeed(text: text)
    }
}
