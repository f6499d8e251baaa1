import AlmanacTestSupport
import Foundation
import Testing

/// The one search box in the header of every page, as a person types in it.
@Suite("Search in a browser", .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct SearchBrowserTests {
    @Test("typing in the header's box shows results under it as you type; Enter opens the results page; Escape closes them", arguments: [390, 1280])
    func asYouType(width: Int) async throws {
        try await withBrowserOnLiveApp(width: width, height: 844) { browser, baseURL in
            try await browser.open(baseURL + "/swapi/people?tz=UTC")
            let box = try await browser.element("#site-q")
            try await browser.type("sky", into: box)
            _ = try await browser.element(xpath: "//div[@id='site-search-results' and not(@hidden)]//a[. = 'Luke Skywalker']")
            try await browser.type("w", into: box)
            _ = try await browser.element(xpath: "//div[@id='site-search-results']//p[@class='count' and . = '2 results']")
            // No reload: still on the people list, the results over it.
            #expect(try await browser.currentURL().contains("/swapi/people"))
            try await browser.press("\u{E00C}")  // Escape
            #expect(try await browser.execute("return document.getElementById('site-search-results').hidden") as? Bool == true)
            // (Escape also empties a search field, as browsers do.)
            try await browser.execute("document.getElementById('site-q').value = 'skyw'")
            try await browser.type("\u{E007}", into: box)  // Enter
            _ = try await browser.element(xpath: "//h1[. = 'Search']")
            #expect(try await browser.currentURL().hasSuffix("/search?q=skyw"))
            _ = try await browser.element(xpath: "//section[@data-kind='people']//a[. = 'Anakin Skywalker']")
            // On the results page the box there searches as you type, in place.
            let field = try await browser.element("#search-q")
            try await browser.execute("arguments[0].value = ''", [WebDriver.reference(field)])
            try await browser.type("falc", into: field)
            _ = try await browser.element(xpath: "//section[@data-kind='rocket']//a[. = 'Falcon 9']")
            #expect(try await browser.currentURL().hasSuffix("/search?q=falc"))
        }
    }
}
