import AlmanacCore
import AlmanacReplay
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import Testing

/// The weather pages in a real headless Chromium, with the replay upstream answering place
/// searches and forecasts.
@Suite("Weather in a browser", .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct WeatherBrowserTests {
    @Test("search “copen” as you type, add Copenhagen, open it, switch day, switch units, remove it")
    func walkThrough() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { weatherURL in
            try await withBrowserOnLiveApp(weatherURL: weatherURL, walkThrough)
        }
    }

    private func walkThrough(_ browser: WebDriver, _ baseURL: String) async throws {
        try await browser.open(baseURL + "/weather?tz=UTC")
        _ = try await browser.element(xpath: "//h2[. = 'Add a city']")

        // Typing searches once there are three letters (no submit).
        try await browser.type("copen", into: try await browser.element("#q"))
        _ = try await browser.element(xpath: "//p[@class='count' and . = '1 place matches “copen”']")
        #expect(try await browser.currentURL().hasSuffix("/weather?q=copen"))
        try await browser.click(try await browser.element(xpath: "//button[@aria-label='Add Copenhagen, Denmark']"))
        _ = try await browser.element(xpath: "//div[@role='status']/p[. = 'Added Copenhagen.']")

        // Open it: the next 24 hours start at the current hour in Copenhagen (16:00).
        try await browser.click(try await browser.element(xpath: "//a[@class='city-link' and .//span[. = 'Copenhagen']]"))
        _ = try await browser.element(xpath: "//h1[. = 'Copenhagen']")
        #expect(try await browser.text(of: try await browser.element(".hour-time")) == "16:00")

        // Another day, shown in place: no reload, no jump to the top.
        try await browser.execute("window.notReloaded = true; window.scrollTo(0, 200)")
        try await browser.click(try await browser.element(xpath: "//ol[@class='day-strip']//a[.//span[. = 'Sun']]"))
        _ = try await browser.element(xpath: "//h2[. = 'Sun 22 Nov, hour by hour']")
        #expect(try await browser.text(of: try await browser.element(".hour-time")) == "00:00")
        #expect(try await browser.execute("return window.notReloaded === true && window.scrollY > 0") as? Bool == true)

        // Units: °F, remembered on the next visit.
        try await browser.click(try await browser.element(xpath: "//button[. = '°F, mph']"))
        _ = try await browser.element(xpath: "//p[@class='now-temp' and . = '42°']")
        #expect(try await browser.currentURL().hasSuffix("/weather/cities/1?day=2026-11-22"))
        try await browser.open(baseURL + "/weather")
        _ = try await browser.element(xpath: "//span[@class='city-temp' and . = '42°']")

        // Remove it, undo, remove again.
        try await browser.click(try await browser.element(xpath: "//button[@aria-label='Remove Copenhagen']"))
        _ = try await browser.element(xpath: "//p[. = 'Removed Copenhagen.']")
        try await browser.click(try await browser.element(xpath: "//button[. = 'Undo']"))
        _ = try await browser.element(xpath: "//p[. = 'Copenhagen is back at position 1.']")
        try await browser.click(try await browser.element(xpath: "//button[@aria-label='Remove Copenhagen']"))
        _ = try await browser.element(xpath: "//h2[. = 'Add a city']")
    }

    @Test("at 21:45 in Copenhagen the hour strip shows the next 24 hours, across midnight; the rain chart has a scale")
    func rollingHours() async throws {
        // 20:45 UTC (the fixtures are refreshed at 12:00) is 21:45 in Copenhagen; the forecast runs to 22 Nov 23:00.
        let evening = Now.fixed(TestFixtures.now.addingTimeInterval(8 * 3600 + 45 * 60))
        try await withBrowserOnLiveApp(width: 390, height: 844, now: evening) { browser, baseURL in
            #expect(try await saveCopenhagen(browser, baseURL) == 201)
            try await browser.open(baseURL + "/weather/cities/1")
            let hours =
                try await browser.execute("return [...document.querySelectorAll('.hour-strip .hour-time')].map((t) => t.textContent)") as? [String]
            #expect(hours?.count == 24)
            #expect(hours?.first == "21:00" && hours?.last == "20:00", "\(hours ?? [])")
            #expect(try await browser.text(of: try await browser.element("#hours-heading")) == "Next 24 hours, hour by hour")
            let scale =
                try await browser.execute("return [...document.querySelectorAll('.weather-chart [data-scale=rain]')].map((t) => t.textContent)")
                as? [String]
            #expect(scale == ["0%", "50%", "100%"])
        }
    }

    @Test("on a touch screen a swipe moves to the next saved city and back; the links stay")
    func swipe() async throws {
        try await withBrowserOnLiveApp(width: 390, height: 844) { browser, baseURL in
            #expect(try await saveCopenhagen(browser, baseURL) == 201)
            let berlin =
                try await browser.executeAsync(
                    """
                    const done = arguments[arguments.length - 1];
                    fetch('/api/v1/weather/cities', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ placeId: '2950159' }) })
                      .then((r) => done(r.status));
                    """) as? Int
            #expect(berlin == 201)
            _ = try await browser.devTools("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 5])
            try await browser.open(baseURL + "/weather/cities/1")
            _ = try await browser.element(xpath: "//h1[. = 'Copenhagen']")
            try await swipe(browser, from: 320, to: 60)
            _ = try await browser.element(xpath: "//h1[. = 'Berlin']")
            #expect(try await browser.currentURL().hasSuffix("/weather/cities/2"))
            try await swipe(browser, from: 60, to: 320)
            _ = try await browser.element(xpath: "//h1[. = 'Copenhagen']")
            _ = try await browser.element("a[rel='next']")
        }
    }

    /// A finger across the screen at mid-height, as the touch screen reports it.
    private func swipe(_ browser: WebDriver, from startX: Int, to endX: Int) async throws {
        // The page's scripts listen once it has loaded.
        _ = try await browser.executeAsync(
            """
            const done = arguments[arguments.length - 1];
            if (document.readyState === 'complete') done(true); else addEventListener('load', () => done(true));
            """)
        let y = 420
        _ = try await browser.devTools("Input.dispatchTouchEvent", ["type": "touchStart", "touchPoints": [["x": startX, "y": y]]])
        for step in 1...4 {
            let x = startX + (endX - startX) * step / 4
            _ = try await browser.devTools("Input.dispatchTouchEvent", ["type": "touchMove", "touchPoints": [["x": x, "y": y + step]]])
        }
        _ = try await browser.devTools("Input.dispatchTouchEvent", ["type": "touchEnd", "touchPoints": [[String: Int]]()])
    }
}
