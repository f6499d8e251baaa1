import AlmanacCore
import AlmanacPresentation

/// Pieces several pages share.
enum Components {
    /// The pager under a list, which the infinite scroll follows when scripts run.
    static func pager(_ pager: PagerLinks) -> HTML {
        let previous: HTML = pager.previous.map { "<a rel=\"prev\" href=\"\($0)\">← Previous page</a>" } ?? .empty
        let next: HTML = pager.next.map { "<a rel=\"next\" class=\"next-page\" href=\"\($0)\">Next page →</a>" } ?? .empty
        return """
            <nav class="pager" aria-label="Pages">
              \(previous)
              <span>\(pager.pageText)</span>
              \(next)
            </nav>
            """
    }

    /// The options of a `<select>`, the current one selected.
    /// A section's own pages as tabs (`.tabs`: an even grid on a phone), the current one marked.
    static func tabs(label: String, _ tabs: [(label: String, route: Route, isCurrent: Bool)]) -> HTML {
        let links = tabs.map { tab -> HTML in
            "<a href=\"\(tab.route)\"\(HTML.when(tab.isCurrent, " aria-current=\"page\""))>\(tab.label)</a>"
        }
        return "<nav class=\"tabs\" aria-label=\"\(label)\">\(links)</nav>"
    }

    /// A section's tab strips, drawn once with each of `currents` current (nil: none), for its
    /// pages to look up: the same bytes on every page, and drawing them per page was a
    /// twentieth of a first-time people list (perf).
    static func tabStrips<Tab: Hashable>(
        label: String, _ tabs: [Tab], currents: [Tab?], _ link: (Tab) -> (label: String, route: Route)
    ) -> [Tab?: HTML] {
        Dictionary(
            uniqueKeysWithValues: currents.map { current in
                let strip = tabs.map { tab in
                    let (label, route) = link(tab)
                    return (label, route, tab == current)
                }
                return (current, Self.tabs(label: label, strip))
            })
    }

    static func options(_ options: [SelectOption]) -> HTML {
        HTML(joining: options.map { "<option value=\"\($0.value)\"\(HTML.when($0.selected, " selected"))>\($0.label)</option>" })
    }

    /// A box inside its label (escaped) that posts `name=on` when checked (an unchecked box posts nothing,
    /// which the form's handler reads as off).
    static func checkbox(name: String, checked: Bool, label: String) -> HTML {
        "<label><input type=\"checkbox\" name=\"\(name)\" value=\"on\"\(HTML.when(checked, " checked"))> \(label)</label>"
    }

    /// What a launches page shows before any launch data was loaded.
    static let noSpaceXData: HTML = """
        <section class="state empty" role="status">
          <h1>No launch data yet</h1>
          <p>Almanac has not stored any launches so far. Load them once and they stay available offline:</p>
          <ul>
            <li>from the APIs: <code>almanac sync ll2 spacex</code></li>
            <li>from a snapshot directory: <code>almanac import DIR</code> (or start with <code>almanac serve --snapshot DIR</code>)</li>
          </ul>
          <p><a class="button" href="">Try again</a></p>
        </section>
        """

    /// A term-and-definition list (`<dl class="facts">`).
    static func facts(_ rows: [(label: String, value: String)]) -> HTML {
        HTML(joining: rows.map { "<dt>\($0.label)</dt><dd>\($0.value)</dd>" })
    }

    /// Outside links under a heading: only http(s) addresses become links; anything else is
    /// shown as text, so a `javascript:` URL in upstream data can never be followed.
    static func externalLinks(_ links: [(label: String, url: String)], heading: HTML = "<h2>Links</h2>") -> HTML {
        guard !links.isEmpty else { return .empty }
        let items = links.map { link -> HTML in
            guard let url = ExternalURL(link.url) else {
                return "<li>\(link.label): <span class=\"unsafe-link\">\(link.url)</span></li>"
            }
            return "<li><a href=\"\(url)\" rel=\"noopener noreferrer\">\(link.label)</a></li>"
        }
        return "\(heading)\n<ul class=\"links\">\(items)</ul>"
    }

    /// A launch's live countdown ("T− 2 d 04:13:09", ticked by `app.js`) when its time is known
    /// to the hour or better and still ahead; the words before the script runs, or without it,
    /// are "in 2 hours". Nil for coarser dates: a countdown to a guess would mislead.
    static func countdown(_ row: LaunchRowViewModel) -> HTML? {
        row.countdownText.map { "<time class=\"countdown\" data-countdown datetime=\"\(row.date)\">\($0)</time>" }
    }
}

extension Components {
    /// A record's star button: a form post that works without scripts (it comes back to
    /// `/starred` saying what it did); `app.js` turns it into a toggle that uses the JSON API
    /// and shows whether the record is starred. Shared pages draw it unstarred (they are the
    /// same for every visitor); `starred` is for the visitor's own pages, which know. `name`
    /// tells a screen reader which record a button in a list stars.
    static func starButton(_ kind: StarKind, id: String, starred: Bool = false, label: String? = nil, name: String? = nil) -> HTML {
        let action = starred ? Route.unstar(kind, id: id) : Route.star(kind, id: id)
        let hiddenName: HTML = name.map { "<span class=\"visually-hidden\"> \($0)</span>" } ?? .empty
        return """
            <form class="star" method="post" action="\(action)" data-star="\(APIRoute.star(kind, id: id))"\(HTML.when(starred, " data-starred"))><button type="submit" class="secondary"><span class="star-icon" aria-hidden="true">\(starred ? "★" : "☆")</span> <span class="star-label">\(starred ? "Unstar" : label ?? "Star")</span>\(hiddenName)</button></form>
            """
    }

    /// "Remind me" on an upcoming launch: drawn hidden, shown by the page script only where the
    /// browser can show notifications and the server sends reminders. It stars the launch and
    /// subscribes this device; reminders follow the profile's starred launches.
    static func remindButton(launchID: String) -> HTML {
        """
        <div class="remind" data-remind="\(APIRoute.star(.launch, id: launchID))" hidden><button type="button" class="secondary" aria-pressed="false"><span class="remind-label">Remind me</span></button> <span class="remind-note" role="status"></span></div>
        """
    }
}

extension Components {
    /// A list's filter form folded behind a "Filter" button on a phone, so the list is what the
    /// first screen shows (unfolded on a wide screen by app.js); open as sent when a filter was
    /// refused. The button names the filters `inForce` ("Filter: Chinese, Active"), for a list
    /// without chips that say so.
    static func filterPanel(_ form: HTML, open: Bool, inForce: [String] = []) -> HTML {
        let named: HTML = inForce.isEmpty ? .empty : ": <span class=\"in-force\">\(inForce.joined(separator: ", "))</span>"
        return """
            <details class="filter-panel" data-open-wide\(HTML.when(open, " open"))>
              <summary>Filter\(named)</summary>
              \(form)
            </details>
            """
    }

    /// Under a list: the whole list, filtered as shown, as files to keep (`Route.download`).
    static func downloads(of list: Route) -> HTML {
        let links: [HTML] = DownloadFormat.allCases.map { format in
            "\(HTML.when(format != .csv, " · "))<a href=\"\(Route.download(format, of: list))\" download>\(format.label)</a>"
        }
        return "<p class=\"downloads\">Download them all: \(links)</p>"
    }
}
