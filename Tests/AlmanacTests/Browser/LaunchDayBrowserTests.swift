import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

/// Launch day in a real headless Chromium: the timeline against the clock, and an open launch
/// page that shows a refresh's change without being reloaded.
@Suite("Launch day in a browser", .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct LaunchDayBrowserTests {
    /// Starlink Group 99-1 (Launch Library's fixture, 25 Nov 2026 07:25:16 UTC, Go for launch).
    static let launch = "/launches/a0000000-0000-4000-8000-000000000001?tz=UTC"

    @Test("the timeline marks the events passed by the browser's clock and the latest of them; the list is there without scripts")
    func timelineAgainstTheClock() async throws {
        try await withBrowserOnLiveApp(launchLibrary: true) { browser, baseURL in
            try await browser.open(baseURL + Self.launch)
            // Whatever today is, each event is passed exactly when its time is.
            let consistent = try await browser.execute(
                """
                const list = document.querySelector('ol.launch-timeline[data-t0]');
                const since = (Date.now() - Date.parse(list.dataset.t0)) / 1000;
                const steps = Array.from(list.querySelectorAll('li[data-offset]'));
                const passed = steps.filter((step) => Number(step.dataset.offset) <= since);
                const current = list.querySelectorAll('li[aria-current]');
                return steps.length === 4 && steps.every((step) => step.classList.contains('passed') === passed.includes(step))
                  && current.length === (passed.length ? 1 : 0) && (!passed.length || current[0] === passed[passed.length - 1]);
                """)
            #expect(consistent as? Bool == true)
        }
        try await withBrowserOnLiveApp(scripts: false, launchLibrary: true) { browser, baseURL in
            try await browser.open(baseURL + Self.launch)
            #expect(
                try await browser.text(of: try await browser.element("ol.launch-timeline li:first-child")).hasPrefix(
                    "T−38:00 6:47 AM GO for Prop Load"))
        }
    }

    @Test("an open launch page shows a refresh's new time and status within 30 s, without a reload")
    func followsItsLaunch() async throws {
        let database = try await AppDatabase.temporary()
        try await withBrowserOnLiveApp(launchLibrary: true, database: database) { browser, baseURL in
            try await browser.open(baseURL + Self.launch)
            #expect(try await browser.text(of: try await browser.element(".launch-detail header .when")).hasPrefix("25 Nov 2026, 7:25 AM UTC"))
            try await browser.execute("window.notReloaded = true")
            // A refresh moves the launch two days and puts it on hold.
            let moved = try LaunchLibraryDecodingTests.fixturesWithStarlinkMoved()
            defer { try? FileManager.default.removeItem(at: moved) }
            try await SyncLaunchLibrary(
                source: SnapshotLaunchLibrarySource(directory: moved), store: SQLLaunchStore(database: database), now: .fixed(TestFixtures.now))()
            let started = ContinuousClock.now
            try await browser.allowScripts(seconds: 40)
            let seen =
                try await browser.executeAsync(
                    """
                    const done = arguments[arguments.length - 1];
                    const shows = () => document.querySelector('.launch-detail header .when').textContent.includes('27 Nov 2026')
                      && document.querySelector('.launch-detail').textContent.includes('On hold');
                    if (shows()) return done(window.notReloaded === true);
                    new MutationObserver(() => { if (shows()) done(window.notReloaded === true); })
                      .observe(document.querySelector('.launch-detail'), { childList: true, subtree: true, characterData: true });
                    """) as? Bool
            #expect(seen == true, "the page showed the move without a reload")
            #expect(ContinuousClock.now - started < .seconds(30))
            #expect(try await browser.text(of: try await browser.element(".followed-note")).hasPrefix("Updated at"))
        }
    }
}
