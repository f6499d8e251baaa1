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
        try await browser.open(baseURL + "/spacex/launches?limit=2&tz=UTC")
        #expect(try await browser.title() == "Launches · Almanac")

        // On a phone the list comes first: the filters open from the "Filter" button.
        #expect(try await browser.execute("return document.querySelector('.filter-panel').open") as? Bool == false)
        try await browser.click(try await browser.element(".filter-panel > summary"))
        try await browser.type("2020", into: try await browser.element("#year"))
        let count = try await browser.element(xpath: "//p[@class='count' and contains(., '3 launches match')]")
        #expect(try await browser.text(of: count) == "3 launches match")
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
        #expect(try await browser.currentURL().hasSuffix("/spacex/launches/l4"))
        #expect(try await browser.text(of: try await browser.element(".outcome")).contains("Unknown"))
    }
}
