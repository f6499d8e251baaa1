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

        // Open it: today's hours start at the current hour in Copenhagen (16:00).
        try await browser.click(try await browser.element(xpath: "//a[@class='city-link' and .//span[. = 'Copenhagen']]"))
        _ = try await browser.element(xpath: "//h1[. = 'Copenhagen']")
        #expect(try await browser.text(of: try await browser.element(".hour-time")) == "16:00")

        // Another day.
        try await browser.click(try await browser.element(xpath: "//ol[@class='day-strip']//a[.//span[. = 'Sun']]"))
        _ = try await browser.element(xpath: "//h2[. = 'Sun 22 Nov, hour by hour']")
        #expect(try await browser.text(of: try await browser.element(".hour-time")) == "00:00")

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
}
