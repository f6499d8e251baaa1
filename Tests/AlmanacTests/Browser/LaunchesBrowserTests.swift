import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import Hummingbird
import Testing

/// A real headless Chromium against the live server: what a person does on a phone.
@Suite("Launches in a browser", .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct LaunchesBrowserTests {
    @Test("open launches, filter by year, change the sort, scroll to page 2, open a detail page")
    func browseLaunches() async throws {
        try await withBrowserOnLiveApp(walkThrough)
    }

    private func walkThrough(_ browser: WebDriver, _ baseURL: String) async throws {
        // Two per page so that the fixture's three 2020 launches need a second page.
        try await browser.open(baseURL + "/launches?limit=2&tz=UTC")
        #expect(try await browser.title() == "Launches · Almanac")

        // On a phone the list comes first: the filters open from the "Filter" button.
        #expect(try await browser.execute("return document.querySelector('.filter-panel').open") as? Bool == false)
        try await browser.click(try await browser.element(".filter-panel > summary"))
        try await browser.type("2020", into: try await browser.element("#year"))
        let count = try await browser.element(xpath: "//p[@class='count' and contains(., '3 launches match')]")
        #expect(try await browser.text(of: count).hasPrefix("3 launches match"))
        #expect(try await browser.currentURL().contains("year=2020"))

        try await browser.click(try await browser.element("#sort option[value='asc']"))
        let first = try await browser.element(xpath: "//ol[@id='launch-rows']/li[1]//a[contains(., 'Écran Test')]")
        #expect(try await browser.text(of: first).hasPrefix("Écran Test"))
        #expect(try await browser.currentURL().contains("sort=asc"))

        try await browser.execute("window.scrollTo(0, document.body.scrollHeight)")
        let third = try await browser.element(xpath: "//ol[@id='launch-rows']/li[3]//a")
        #expect(try await browser.text(of: third) == "Starlink Unknown")

        try await browser.click(third)
        _ = try await browser.element(xpath: "//h1[. = 'Starlink Unknown']")
        #expect(try await browser.currentURL().hasSuffix("/launches/l4"))
        #expect(try await browser.text(of: try await browser.element(".outcome")).contains("Unknown"))
    }
}

/// The live countdown on a launch known to the second: ticking with scripts, words without.
@Suite(
    "Launch countdown in a browser", .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct CountdownBrowserTests {
    /// Starlink Group 99-1 (Launch Library's fixture, 25 Nov 2026 07:25:16 UTC), ahead of the
    /// server's clock (21 Nov 2026 15:00 UTC).
    static let launch = "/launches/a0000000-0000-4000-8000-000000000001?tz=UTC"

    @Test("the launch page and the list's Next line count down, second by second")
    func ticks() async throws {
        try await withBrowserOnLiveApp(launchLibrary: true) { browser, baseURL in
            for path in [Self.launch, "/launches?tz=UTC"] {
                try await browser.open(baseURL + path)
                // The script replaces the words with the clock, then changes it at its next tick:
                // the page is watched for that change (no fixed wait).
                let ticks =
                    try await browser.executeAsync(
                        """
                        const done = arguments[arguments.length - 1];
                        const clock = document.querySelector('time[data-countdown]');
                        if (!clock) { done(null); return; }
                        const first = clock.textContent;
                        new MutationObserver(() => { if (clock.textContent !== first) done([first, clock.textContent]); })
                          .observe(clock, { childList: true, characterData: true, subtree: true });
                        """) as? [String]
                let pair = try #require(ticks, "no countdown on \(path)")
                for text in pair { #expect(text.range(of: #"^T[−+] (\d+ d )?\d\d:\d\d:\d\d$"#, options: .regularExpression) != nil, "\(text)") }
                #expect(pair[0] != pair[1])
            }
        }
    }

    @Test("without scripts the launch page shows the time and how far off it is, in words")
    func withoutScripts() async throws {
        try await withBrowserOnLiveApp(scripts: false, launchLibrary: true) { browser, baseURL in
            try await browser.open(baseURL + Self.launch)
            #expect(try await browser.text(of: try await browser.element("time[data-countdown]")) == "in 4 days")
            #expect(try await browser.text(of: try await browser.element(".launch-detail header .when")).hasPrefix("25 Nov 2026, 7:25 AM UTC"))
        }
    }
}
