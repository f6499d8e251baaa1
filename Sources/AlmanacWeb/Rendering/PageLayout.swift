import AlmanacCore
import AlmanacPresentation

/// The frame of every page: head, skip link, site navigation, the page's content and the footer
/// with its freshness line, "Refresh now" and the links to the JSON API and the status page.
enum PageLayout {
    static func render(_ page: some PageView, chrome: PageChrome) -> HTML {
        """
        \(documentStart)
        <title>\(page.title) · Almanac</title>
        \(page.feeds.map(\.headLink))\(head)
        <body>
        \(banner)
        \(navigations[page.section] ?? .empty)
        </header>
        <main id="main">
        \(page.body)
        </main>
        \(footer(page, chrome: chrome))
        </body>
        </html>
        """
    }

    // The frame's parts that are the same on every page are drawn once: drawing them per page
    // (each link's URL, each section's icon) was about a twentieth of a first-time page. Those
    // put into a page by reference (`HTML.Parts.sharedMinimum` bytes or more) are kept
    // fingerprinted (`readyToKeep`), so a first-time page's ETag hashes none of their bytes.

    private static let documentStart: HTML = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
        """

    private static let head: HTML = """
        <link rel="stylesheet" href="\(Route.asset("app.css"))">
        <link rel="icon" href="\(Route.asset("favicon.svg"))" type="image/svg+xml">
        <link rel="manifest" href="\(Route.manifest)">
        <link rel="apple-touch-icon" href="\(Route.asset("icon-192.png"))">
        <meta name="theme-color" content="\(AppManifest.themeColor.light)" media="(prefers-color-scheme: light)">
        <meta name="theme-color" content="\(AppManifest.themeColor.dark)" media="(prefers-color-scheme: dark)">
        <script src="\(Route.asset("app.js"))" defer></script>
        </head>
        """

    private static let banner: HTML =
        ("""
    <a class="skip" href="#main">Skip to content</a>
    <header class="site">
      <a class="brand" href="\(Route.home)">Almanac</a>
      \(searchBox)
    """ as HTML).readyToKeep

    /// The section links, drawn with each section current and with none.
    private static let navigations: [SiteSection?: HTML] = Dictionary(
        uniqueKeysWithValues: (SiteSection.allCases.map(Optional.some) + [nil]).map { current in
            (
                current,
                ("""
                  <nav class="sections" aria-label="Sections">
                    \(SiteSection.allCases.map { navigationLink($0, current: current) })
                  </nav>
                """ as HTML).readyToKeep
            )
        })

    /// One link per section: a row at the top of a wide screen, a tab bar at the bottom of a
    /// phone's (the stylesheet decides), the current section marked.
    private static func navigationLink(_ section: SiteSection, current: SiteSection?) -> HTML {
        "<a href=\"\(section.route)\"\(HTML.when(section == current, " aria-current=\"page\""))>\(section.icon)<span>\(section.label)</span></a>"
    }

    /// The one search box, on every page: a plain GET to `/search` (with scripts, results
    /// appear under it as you type).
    private static let searchBox: HTML = """
        <form class="site-search" method="get" action="\(Route.search())" role="search" aria-label="Search everything" data-site-search>
            <label class="visually-hidden" for="site-q">Search everything</label>
            <input id="site-q" name="\(InputField.search)" type="search" placeholder="Search" maxlength="\(SearchText.limit.characters.upperBound)">
            <button type="submit" class="secondary"><svg class="tab-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="10.5" cy="10.5" r="6.5"/><path d="m15.5 15.5 5 5"/></svg><span class="visually-hidden">Search</span></button>
        </form>
        """

    private static func footer(_ page: some PageView, chrome: PageChrome) -> HTML {
        """
        <footer class="site">
          \(freshness(chrome.freshness, back: chrome.currentPath))
          \(chrome.shownWith.map { "<p class=\"freshness\(HTML.when($0.isFailing, " failing"))\">\($0.text)</p>" as HTML })
          <p>Times are shown in \(chrome.timeZone). <a href="\(page.apiLink ?? .company)">JSON API</a> \(footerLinks)</p>
        </footer>
        """
    }

    private static let footerLinks: HTML =
        "(<a href=\"\(Route.apiDocs)\">docs</a>) · <a href=\"\(Route.status)\">Status</a> · <a href=\"\(Route.starred())\">Starred</a> · <a href=\"\(Route.settings())\">Your data</a>"

    /// The freshness line, and "Refresh now" when a refresher keeps the dataset.
    static func freshness(_ freshness: FreshnessViewModel?, back: String) -> HTML {
        guard let freshness else { return .empty }
        let failing = HTML.when(freshness.isFailing, " failing")
        let title: HTML = freshness.failure.map { " title=\"\($0)\"" } ?? .empty
        let line: HTML = "<p class=\"freshness\(failing)\" data-refreshed-at=\"\(freshness.refreshedAt ?? "")\"\(title)>\(freshness.text)</p>"
        guard freshness.canRefresh else { return line }
        let control: HTML =
            freshness.isRefreshing
            ? "<p class=\"refreshing\" role=\"status\">Refreshing now…</p>"
            : "<button type=\"submit\" class=\"secondary\">Refresh now</button>"
        return """
            \(line)
              <form class="refresh" method="post" action="\(Route.refresh(freshness.dataset))">
                <input type="hidden" name="back" value="\(back)">
                \(control)
              </form>
            """
    }
}
