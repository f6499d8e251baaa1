import AlmanacTestSupport
import Foundation
import Testing

/// axe-core (the copy `axe-selenium-python` ships on PyPI; `scripts/test` fetches it into
/// `.build/axe/`) on one page of every kind, at phone and desktop widths, light and dark: no
/// serious or critical violation.
@Suite(
    "Accessibility in a browser",
    .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"),
    .enabled(if: AxeCore.source != nil, "needs .build/axe/axe.min.js (scripts/test fetches it from PyPI)")
)
struct AccessibilityBrowserTests {
    static let pages = [
        "/", "/spacex", "/launches", "/launches/l1", "/launches/a0000000-0000-4000-8000-000000000001",
        "/spacex/rockets", "/spacex/rockets/r9", "/spacex/boosters", "/spacex/boosters/B1067", "/agencies", "/agencies/121", "/sites", "/sites/12",
        "/launchers", "/launchers/falcon-9-block-5", "/astronauts", "/astronauts/276", "/stations", "/stations/4", "/spacecraft", "/spacecraft/6",
        "/launches/statistics",
        "/swapi/people", "/swapi/people/1", "/facts?q=kick", "/facts/today", "/facts/random?category=career",
        "/weather", "/weather/cities/1", "/status", "/offline", "/api/docs", "/settings",
        "/starred", "/search", "/search?q=falcon", "/launches?year=20x0", "/swapi/films", "/graphql",
        "/graphql?query=%7B+allFilms+%7B+films+%7B+title+%7D+%7D+%7D",
    ]

    @Test("no serious or critical axe violation on any page", arguments: [(390, false), (390, true), (1280, false), (1280, true)])
    func axe(width: Int, dark: Bool) async throws {
        let axe = try #require(AxeCore.source)
        try await withBrowserOnLiveApp(width: width, height: 900, launchLibrary: true) { browser, baseURL in
            try await browser.emulateColorScheme(dark: dark)
            // CI once saw axe take over 10 s on one page while other suites ran alongside; the
            // HTTP client to chromedriver waits 90 s, so a script gets a little less.
            try await browser.allowScripts(seconds: 50)
            try await saveCopenhagen(browser, baseURL)
            // Stars for /starred and the home page to list (a launch adds the calendar's address).
            try await browser.executeAsync(
                """
                const done = arguments[arguments.length - 1];
                Promise.all(['launch/l1', 'people/1', 'fact/kickSeparation00000001'].map((star) => fetch('/api/v1/starred/' + star, { method: 'PUT' })))
                  .then(() => done(true), () => done(false));
                """)
            for page in Self.pages {
                try await browser.open(baseURL + page + (page.contains("?") ? "&" : "?") + "tz=UTC")
                _ = try await browser.execute(axe)
                let found =
                    try await browser.executeAsync(
                        """
                        const done = arguments[arguments.length - 1];
                        axe.run(document, { resultTypes: ['violations'] }).then((result) => done(result.violations
                          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                          .map((v) => v.impact + ' ' + v.id + ' (' + v.nodes.length + '): ' + v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', '))));
                        """) as? [String] ?? ["axe did not answer"]
                #expect(found.isEmpty, "\(page) at \(width) px, \(dark ? "dark" : "light"): \(found.joined(separator: "; "))")
            }
        }
    }
}

/// The axe-core script `scripts/test` puts in `.build/axe/`.
enum AxeCore {
    static var source: String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try? String(contentsOf: root.appendingPathComponent(".build/axe/axe.min.js"), encoding: .utf8)
    }
}
