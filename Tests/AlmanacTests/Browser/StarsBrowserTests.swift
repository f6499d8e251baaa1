import AlmanacTestSupport
import Foundation
import Testing

/// Star buttons in a real headless Chromium: a toggle without a reload when scripts run, a form
/// post that comes back to `/starred` when they do not.
@Suite("Stars in a browser", .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct StarsBrowserTests {
    @Test("with scripts: the button shows the star's state, toggles it in place, and the home page and /starred list it")
    func withScripts() async throws {
        try await withBrowserOnLiveApp { browser, baseURL in
            try await browser.open(baseURL + "/swapi/people/1")
            // Marked from the JSON API once the page asked it: not starred yet.
            let button = "//form[@data-star='/api/v1/starred/people/1']/button"
            _ = try await browser.element(xpath: button + "[@aria-pressed='false']")
            _ = try await browser.execute("window.samePage = true")
            try await browser.click(try await browser.element(xpath: button))
            _ = try await browser.element(xpath: button + "[@aria-pressed='true' and span[@class='star-label'] = 'Starred']")
            #expect(try await browser.execute("return window.samePage === true") as? Bool == true, "no reload")

            try await browser.open(baseURL + "/")
            _ = try await browser.element(xpath: "//li[h2 = 'Starred']//a[. = 'Luke Skywalker']")

            // On /starred the button unstars it in place; the list forgets it on the next visit.
            try await browser.open(baseURL + "/starred")
            try await browser.click(
                try await browser.element(xpath: "//ul[@class='starred-list']//form[@data-star='/api/v1/starred/people/1']/button"))
            _ = try await browser.element(xpath: button + "[@aria-pressed='false']")
            try await browser.open(baseURL + "/starred")
            _ = try await browser.element(xpath: "//p[starts-with(., 'Nothing starred yet.')]")
        }
    }

    @Test("without scripts: starring is a form post that lands on /starred saying so, and its button unstars")
    func withoutScripts() async throws {
        // At desktop width: with scripts off, a click on chromedriver's emulated phone did not return here.
        try await withBrowserOnLiveApp(width: 1024, scripts: false) { browser, baseURL in
            try await browser.open(baseURL + "/swapi/people/1")
            try await browser.click(try await browser.element(xpath: "//form[@class='star']/button[. = '☆ Star']"))
            _ = try await browser.element(xpath: "//div[@role='status' and starts-with(., 'Starred the person Luke Skywalker.')]")
            #expect(try await browser.currentURL().hasSuffix("/starred?starred=people&id=1"))
            _ = try await browser.element(xpath: "//section[h2[starts-with(., 'People')]]//a[. = 'Luke Skywalker']")

            try await browser.click(try await browser.element(xpath: "//div[@role='status']//button"))
            _ = try await browser.element(xpath: "//div[@role='status' and starts-with(., 'Unstarred the person Luke Skywalker.')]")
            _ = try await browser.element(xpath: "//p[starts-with(., 'Nothing starred yet.')]")
        }
    }
}
