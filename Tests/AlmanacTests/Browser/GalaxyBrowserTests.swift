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

    @Test("search as you type shows the answer to the latest letters, even when an earlier answer arrives later")
    func outOfOrderAnswers() async throws {
        try await withBrowserOnLiveApp { browser, baseURL in
            try await browser.open(baseURL + "/swapi/people?tz=UTC")
            // Answers to "q=a" are held back 1.5 s in the page; every other answer comes at once.
            try await browser.execute(
                """
                window.__started = []; window.__pending = 0;
                const original = window.fetch;
                window.fetch = function (url, options) {
                  const query = new URL(String(url), location.href).searchParams.get("q");
                  window.__started.push(query); window.__pending++;
                  const delay = query === "a" ? 1500 : 0;
                  return original(url, options)
                    .then(response => new Promise(resolve => setTimeout(() => resolve(response), delay)))
                    .finally(() => { window.__pending--; });
                };
                """)
            let field = try await browser.element("#q")
            try await browser.type("a", into: field)
            try await Self.waitInPage(browser, "window.__started.includes('a')")
            try await browser.type("na", into: field)
            _ = try await browser.element(xpath: "//p[@class='count' and . = '2 people match']")
            try await Self.waitInPage(browser, "window.__pending === 0 && window.__started.includes('ana')")
            #expect(try await browser.text(of: try await browser.element("p.count")) == "2 people match")
            #expect(try await browser.currentURL().contains("q=ana"))
        }
    }

    /// Waits, inside the page and with a deadline, until `condition` holds.
    static func waitInPage(_ browser: WebDriver, _ condition: String) async throws {
        let held = try await browser.executeAsync(
            """
            const done = arguments[arguments.length - 1];
            const deadline = Date.now() + 8000;
            (function check() {
              if (\(condition)) return done(true);
              if (Date.now() > deadline) return done(false);
              requestAnimationFrame(check);
            })();
            """)
        #expect(held as? Bool == true, "never: \(condition)")
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

        try await browser.click(try await browser.element(xpath: "//dd[contains(@class, 'field-homeworld')]//a[. = 'Tatooine']"))
        _ = try await browser.element(xpath: "//h1[. = 'Tatooine']")
        #expect(try await browser.currentURL().hasSuffix("/swapi/planets/1"))

        try await browser.click(try await browser.element(xpath: "//dd[contains(@class, 'field-residents')]//a[. = 'Anakin Skywalker']"))
        _ = try await browser.element(xpath: "//h1[. = 'Anakin Skywalker']")

        try await browser.back()
        _ = try await browser.element(xpath: "//h1[. = 'Tatooine']")
        #expect(try await browser.currentURL().hasSuffix("/swapi/planets/1"))
    }
}
