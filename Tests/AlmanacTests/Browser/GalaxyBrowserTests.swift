import AlmanacTestSupport
import AlmanacWeb
import Foundation
import Hummingbird
import Testing

/// Circular navigation in a real headless Chromium: list → search → person → planet → resident → back.
@Suite("Star Wars in a browser", .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct GalaxyBrowserTests {
    @Test("People, search \"sky\", Luke Skywalker, homeworld Tatooine, a resident, back")
    func circularNavigation() async throws {
        try await withBrowserOnLiveApp(walkThrough)
    }

    private func walkThrough(_ browser: WebDriver, _ baseURL: String) async throws {
        try await browser.open(baseURL + "/swapi?tz=UTC")
        #expect(try await browser.title() == "People · Star Wars · Almanac")

        // Typing filters as you type (debounced), without a submit.
        try await browser.type("sky", into: try await browser.element("#q"))
        _ = try await browser.element(xpath: "//p[@class='count' and . = '2 people match']")
        #expect(try await browser.currentURL().contains("q=sky"))

        try await browser.click(try await browser.element(xpath: "//ul[@data-rows]//h2/a[. = 'Luke Skywalker']"))
        _ = try await browser.element(xpath: "//h1[. = 'Luke Skywalker']")

        try await browser.click(try await browser.element(xpath: "//div[contains(@class, 'field-homeworld')]//a[. = 'Tatooine']"))
        _ = try await browser.element(xpath: "//h1[. = 'Tatooine']")
        #expect(try await browser.currentURL().hasSuffix("/swapi/planets/1"))

        try await browser.click(try await browser.element(xpath: "//div[contains(@class, 'field-residents')]//a[. = 'Anakin Skywalker']"))
        _ = try await browser.element(xpath: "//h1[. = 'Anakin Skywalker']")

        try await browser.back()
        _ = try await browser.element(xpath: "//h1[. = 'Tatooine']")
        #expect(try await browser.currentURL().hasSuffix("/swapi/planets/1"))
    }
}
