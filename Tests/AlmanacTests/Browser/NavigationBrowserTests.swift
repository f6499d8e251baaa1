import AlmanacTestSupport
import Foundation
import Testing

/// Getting around on a phone as the seed apps allowed: back to the list as it was left, and an
/// hour of the forecast shown big when tapped.
@Suite("Navigation in a browser", .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct NavigationBrowserTests {
    @Test("'← All launches' goes back to the filtered list the launch was opened from")
    func backKeepsFilters() async throws {
        try await withBrowserOnLiveApp { browser, baseURL in
            try await browser.open(baseURL + "/launches?year=2020&tz=UTC")
            try await browser.click(try await browser.element("#launch-rows > li .row-link"))
            _ = try await browser.element(xpath: "//a[@data-back-to-list]")
            try await browser.click(try await browser.element("a[data-back-to-list]"))
            _ = try await browser.element("#launch-rows")
            #expect(try await browser.currentURL().contains("year=2020"))
            // Opened directly, the link is the plain list.
            try await browser.open(baseURL + "/launches/l1?tz=UTC")
            let plain = try await browser.execute("return document.querySelector('a[data-back-to-list]').getAttribute('href')") as? String
            #expect(plain == "/launches")
        }
    }

    @Test("tapping an hour of a city's strip shows that hour big")
    func bigHour() async throws {
        try await withBrowserOnLiveApp { browser, baseURL in
            try await saveCopenhagen(browser, baseURL)
            try await browser.open(baseURL + "/weather/cities/1?tz=UTC")
            #expect(try await browser.execute("return document.querySelector('[data-hour-big]').hidden") as? Bool == true)
            try await browser.click(try await browser.element("[data-hours] > li:nth-child(2)"))
            let big = try await browser.text(of: try await browser.element("[data-hour-big]"))
            let expected = try await browser.execute("return document.querySelector('[data-hours] > li:nth-child(2)').dataset.hourSummary") as? String
            #expect(!big.isEmpty && big == expected, "\(big)")
            #expect(big.contains("chance of rain"))
        }
    }
}
