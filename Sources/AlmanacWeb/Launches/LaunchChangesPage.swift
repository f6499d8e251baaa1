import AlmanacCore
import AlmanacPresentation
import HTTPTypes

/// The slips view, `/launches/changes`: the latest schedule changes (moves, holds, scrubs,
/// lift-offs, results) of the launches the list's filters keep, newest first, each linking its
/// launch, whose page holds its whole history; followed by an Atom feed.
struct LaunchChangesPage: PageView {
    let parameters: LaunchQuery.Parameters
    /// Nil when the filters could not be read (`error` says why).
    let changes: Page<LaunchChangeRowViewModel>?
    let error: InvalidInput?

    var title: String { "Schedule changes" }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .launchLibrary }
    var apiLink: APIRoute? { .launchChanges(parameters) }
    var feeds: [PageFeed] { [.launches(.changes, parameters), .launches(.announcements, parameters)] }
    /// A filter naming nothing stored is a 404, as in the list; a malformed one a 400.
    var status: HTTPResponse.Status { error.map { $0.namesNothingStored ? .notFound : .badRequest } ?? .ok }

    /// The filters in force, in words ("provider SpaceX · year 2026"), for the page and the feed.
    static func filtersText(_ parameters: LaunchQuery.Parameters) -> String? {
        let shown = LaunchQuery.fields.filter { ![.page, .limit, .sort].contains($0) }
        let text = shown.compactMap { field in parameters[field].map { "\(field.rawValue) \($0)" } }.joined(separator: " · ")
        return text.isEmpty ? nil : text
    }

    var body: HTML {
        let filters: HTML =
            Self.filtersText(parameters).map {
                "<p class=\"note\">Of the launches filtered by \($0). <a href=\"\(Route.launchChanges())\">Every launch's changes</a> · <a href=\"\(Route.launches(parameters))\">These launches</a></p>"
            } ?? .empty
        return """
            \(SpaceXViews.tabs(current: .launches))
            <h1>Schedule changes</h1>
            <p>Each time a refresh finds a launch moved, put on hold, scrubbed, flown or failed, Almanac keeps what changed. <a href="\(Route.launchChangesFeed(parameters))">Follow them in a feed reader</a> (Atom), and <a href="\(Route.newLaunchesFeed(parameters))">the launches announced</a> as each first appears.</p>
            \(filters)
            \(list)
            """
    }

    private var list: HTML {
        if let error {
            return
                "<p class=\"state error\" role=\"alert\" data-invalid-field=\"\(error.field)\">\(error.message) <a href=\"\(Route.launchChanges())\">Clear filters</a></p>"
        }
        guard let changes, !changes.items.isEmpty else {
            return "<p class=\"state empty\">No changes seen yet: they appear after a refresh finds one.</p>"
        }
        let rows: [HTML] = changes.items.map { row in
            """
            <li><a href="\(Route.launch(id: row.launch.id))">\(row.launch.name)</a> <time datetime="\(row.change.recordedAt)">\(row.change.recordedText)</time><br><span class="change">\(row.change.parts.joined(separator: "; "))</span></li>
            """
        }
        let pager = PagerLinks(changes) { [parameters] number in
            var next = parameters
            next[.page] = number > 1 ? String(number) : nil
            return .launchChanges(next)
        }
        return """
            <p class="count">\(NumberText.grouped(changes.total)) change\(changes.total == 1 ? "" : "s")</p>
            <ol class="changes">\(rows)</ol>
            \(Components.pager(pager))
            """
    }
}
