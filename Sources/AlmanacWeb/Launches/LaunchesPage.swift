import AlmanacCore
import AlmanacPresentation
import Foundation
import HTTPTypes

/// `/launches`: content first, as the seed app opened on its list: the filters folded
/// behind "Filter" and the per-year chart as a folded card above the list (scripts unfold both
/// on a wide screen), then the results: the filters in force as removable chips, the rows and
/// the pager, replaced together so the chips always describe the list shown. A bad value is
/// marked on its field, with the reason beside it.
struct LaunchesPage: PageView {
    /// What the list shows (the terminal's `almanac launches` shows the same).
    let list: LaunchListViewModel
    /// `list`'s rows, each drawn (`LaunchRow`), and the line naming the next launch.
    let rows: [HTML]
    let nextLine: HTML?
    /// The launches happening now, above the list (`LiveNowCard`).
    let liveNow: [LiveLaunchViewModel]
    /// The launches-per-year chart, nil when there is nothing to chart.
    let chart: HTML?
    /// The filters as typed (`LaunchFilterForm`), drawn.
    let filterForm: HTML

    /// Previous and next pages of the same view.
    private var pager: PagerLinks {
        PagerLinks(list.page) { [parameters = list.parameters] number in
            var next = parameters
            next[.page] = number > 1 ? String(number) : nil
            return .launches(next)
        }
    }

    var title: String { "Launches" }
    var section: SiteSection? { .launches }
    var dataset: DatasetID? { .spacex }
    var apiLink: APIRoute? { .launches(list.parameters) }
    /// The feed of these launches' schedule changes (of every launch's, while the filters cannot be read).
    var feeds: [PageFeed] { [.launches(.changes, listedParameters), .launches(.announcements, listedParameters)] }
    /// A filter naming nothing stored (`provider=NoSuch`) is a 404, as in the API; a malformed one a 400.
    var status: HTTPResponse.Status { list.error.map { $0.namesNothingStored ? .notFound : .badRequest } ?? .ok }

    var body: HTML {
        guard list.hasData else { return "\(SpaceXViews.tabs(current: .launches))\n<h1>Launches</h1>\n\(Components.noSpaceXData)" }
        return """
            \(SpaceXViews.tabs(current: .launches))
            <h1>Launches</h1>
            \(Components.filterPanel(filterForm, open: list.error != nil))
            \(LiveNowCard.panel(liveNow))
            \(chart)
            \(nextLine)
            <div id="results" aria-live="polite">
            \(activeFilters)
            \(results)
            </div>
            <p class="more"><a href="\(Route.launchChanges(listedParameters))">Schedule changes</a>: what moved, was put on hold, scrubbed, flew or failed, as each refresh saw it, for these launches (and as a feed).</p>
            <p class="more"><a href="\(Route.boosters)">Boosters</a>: every first stage the launches name, with its flights and landings.</p>
            <p class="subscribe"><a href="\(Route.upcomingCalendar)">Upcoming launches in your calendar</a>: an iCalendar feed; subscribe to its address and your calendar keeps itself current.</p>
            """
    }

    /// Above the whole list: the launch that is next, with its countdown (or days to go).
    static func nextLine(_ next: LaunchRowViewModel) -> HTML {
        "<p class=\"next-launch\">Next: <a href=\"\(Route.launch(id: next.id))\">\(next.name)</a> · \(next.dateText) · \(Components.countdown(next) ?? "\(next.daysText)")</p>"
    }

    /// Each filter in force as a chip whose link is the same list without it.
    private var activeFilters: HTML {
        var chips: [(label: String, without: LaunchQuery.Parameters)] = []
        func chip(_ field: InputField, _ label: (String) -> String) {
            guard let value = list.parameters[field] else { return }
            var without = list.parameters
            without[field] = nil
            without[.page] = nil
            chips.append((label(value), without))
        }
        chip(.search) { "Search: \($0)" }
        chip(.year) { "Year: \($0)" }
        chip(.from) { "From: \($0)" }
        chip(.to) { "To: \($0)" }
        if list.parameters[.outcome] != "any" {
            chip(.outcome) { value in "Outcome: \(LaunchOutcome(rawValue: value).map { OutcomeViewModel($0).text } ?? value)" }
        }
        for link in LaunchLink.allCases {
            chip(link.field) { value in
                "\(link.label): \(link.choices(in: list.choices).first { $0.isNamed(by: value) }?.name ?? value)"
            }
        }
        guard !chips.isEmpty else { return .empty }
        return """
            <ul class="chips" aria-label="Filters in force">
              \(chips.map { "<li><a class=\"chip\" href=\"\(Route.launches($0.without))\" aria-label=\"Remove the filter \($0.label)\">\($0.label) <span aria-hidden=\"true\">✕</span></a></li>" as HTML })
            </ul>
            """
    }

    /// The filters in force, without the page; none while they cannot be read.
    private var listedParameters: LaunchQuery.Parameters {
        guard list.error == nil else { return .init() }
        var parameters = list.parameters
        (parameters[.page], parameters[.limit]) = (nil, nil)
        return parameters
    }

    private var results: HTML {
        if let error = list.error {
            // Said again here, for a field the form does not show (page, limit) and for screen readers.
            return
                "<p class=\"state error\" role=\"alert\" data-invalid-field=\"\(error.field)\">\(error.message) <a href=\"\(Route.launches())\">Clear filters</a></p>"
        }
        let shown: HTML =
            rows.isEmpty
            ? "<section class=\"state empty\"><p>No launches match these filters.</p><p><a class=\"button\" href=\"\(Route.launches())\">Clear filters</a></p></section>"
            : "<ol class=\"launches\" id=\"launch-rows\" data-rows start=\"\(list.firstIndex)\">\n\(rows)\n</ol>"
        return """
            <p class="count">\(list.countText) <span class="zone">· \(list.zoneText)</span></p>
            \(shown)
            \(Components.pager(pager))
            \(HTML.when(!rows.isEmpty, Components.downloads(of: .launches(list.parameters))))
            """
    }
}

/// One launch in the list, in two lines so that a phone's screen holds five or six: patch and
/// name; when (in the zone the list names once) and rocket; outcome and the distance in time,
/// with Launch Library's status while it is ahead. Where it came from is on its page.
enum LaunchRow {
    /// " · SpaceX", " · CASC" with the whole name to hover.
    private static func provider(_ provider: LaunchRowViewModel.ProviderLabel) -> HTML {
        provider.shortName == provider.name ? " · \(provider.name)" : " · <abbr title=\"\(provider.name)\">\(provider.shortName)</abbr>"
    }

    static func render(_ row: LaunchRowViewModel) -> HTML {
        let status: HTML = row.outcome.datePassed ? .empty : row.status.map { "<span class=\"status\">\($0)</span>" } ?? .empty
        let days: HTML = row.outcome.datePassed ? .empty : "<span class=\"days\">\(row.whenText)</span>"
        return """
            <li class="launch outcome-\(row.outcome.code)">
              <img class="patch" src="\(row.patchURL ?? Route.asset("patch-placeholder.svg").href)" alt="" width="44" height="44" loading="lazy">
              <div class="launch-body">
                <h2><a class="row-link" href="\(Route.launch(id: row.id))">\(row.name)</a></h2>
                <p class="launch-line"><time datetime="\(row.date)">\(row.dateText)</time> · \(row.rocketText)\(row.provider.map(provider) ?? .empty)\(HTML.when(row.outcome.code == LaunchOutcome.upcoming.rawValue, status))</p>
              </div>
              <p class="launch-meta"><span class="outcome" title="\(row.outcome.text)"><span aria-hidden="true">\(row.outcome.icon)</span> \(row.outcome.shortText)</span>\(days)</p>
            </li>
            """
    }
}
