import AlmanacTestSupport
import Foundation
import Testing

/// The launches filters as a demanding phone user meets them: a pending state at once, a word
/// when the network fails, chips that always describe the list, filters kept for the session,
/// a refused value marked on its field, and the chart a tap away above the list.
@Suite("Filters in a browser", .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct FiltersBrowserTests {
    /// The chips' labels and the query of the address the list is at.
    private func state(_ browser: WebDriver) async throws -> (chips: [String], query: String) {
        let state =
            try await browser.execute(
                """
                return { chips: [...document.querySelectorAll('#results .chip')].map((chip) => chip.firstChild.textContent.trim()),
                         query: location.search };
                """) as? [String: Any]
        return (state?["chips"] as? [String] ?? ["?"], state?["query"] as? String ?? "?")
    }

    /// Waits until the list shows `count` and is no longer updating.
    private func waitForList(_ browser: WebDriver, _ count: String) async throws {
        _ = try await browser.element(xpath: "//div[@id='results' and not(@aria-busy)]/p[@class='count' and normalize-space(text()[1]) = '\(count)']")
    }

    /// Sets a field's value as typing would, one input event.
    private func set(_ browser: WebDriver, _ css: String, _ value: String) async throws {
        try await browser.execute(
            "const field = document.querySelector(arguments[0]); field.value = arguments[1]; field.dispatchEvent(new Event('input', { bubbles: true }));",
            [css, value])
    }

    @Test("chips equal the list's filters after applying, clearing and leaving and coming back; the section's link returns to the filtered list")
    func chipsFollowTheList() async throws {
        try await withBrowserOnLiveApp(width: 390, height: 844) { browser, baseURL in
            try await browser.open(baseURL + "/launches?tz=UTC")
            try await browser.click(try await browser.element(".filter-panel > summary"))
            try await set(browser, "#year", "2020")
            try await waitForList(browser, "3 launches match")
            #expect(try await state(browser).chips == ["Year: 2020"])
            try await browser.execute(
                "const o = document.querySelector('#outcome'); o.value = 'success'; o.dispatchEvent(new Event('change', { bubbles: true }));")
            try await waitForList(browser, "2 launches match")
            #expect(try await state(browser).chips == ["Year: 2020", "Outcome: Success"])
            try await set(browser, "#year", "")
            _ = try await browser.element(xpath: "//div[@id='results' and not(@aria-busy)]//ul[@class='chips' and not(.//a[contains(., 'Year')])]")
            var now = try await state(browser)
            #expect(now.chips == ["Outcome: Success"] && now.query.contains("outcome=success") && !now.query.contains("year"), "\(now)")

            // Away through the tab bar and back through it: the list as it was left.
            try await browser.click(try await browser.element(xpath: "//nav[contains(@class,'sections')]//a[contains(., 'Home')]"))
            _ = try await browser.element(xpath: "//h1[. = 'Almanac']")
            try await browser.click(try await browser.element(xpath: "//nav[contains(@class,'sections')]//a[contains(., 'Launches')]"))
            try await waitForList(browser, "2 launches match")
            now = try await state(browser)
            #expect(now.chips == ["Outcome: Success"] && now.query.contains("outcome=success"), "\(now)")
            // Back and forth in history: whatever is shown, chips and list agree with the address.
            try await browser.back()
            try await browser.back()
            _ = try await browser.element("#results")
            now = try await state(browser)
            #expect(now.chips == (now.query.contains("outcome=success") ? ["Outcome: Success"] : []), "\(now)")
            // Removing the last chip clears the kept filters: the section's link is the plain list again.
            try await browser.open(baseURL + "/launches?outcome=success")
            try await browser.click(try await browser.element("#results .chip"))
            try await waitForList(browser, "6 launches")
            #expect(
                try await browser.execute("return document.querySelector('nav.sections a[aria-current]').getAttribute('href')") as? String
                    == "/launches")
        }
    }

    @Test("a refused year is marked on its field with the reason beside it, and the focus goes there on submit")
    func refusedValue() async throws {
        try await withBrowserOnLiveApp(width: 390, height: 844) { browser, baseURL in
            try await browser.open(baseURL + "/launches?tz=UTC")
            try await browser.click(try await browser.element(".filter-panel > summary"))
            try await set(browser, "#year", "20x0")
            try await browser.execute("document.querySelector('form.filters').requestSubmit()")
            _ = try await browser.element("#year[aria-invalid='true']")
            #expect(try await browser.text(of: try await browser.element("#year-error")).contains("four digits"))
            #expect(try await browser.execute("return document.activeElement.id") as? String == "year")
            #expect(try await browser.execute("return document.querySelector('#year').getAttribute('aria-describedby')") as? String == "year-error")
            // Fixed, the mark goes.
            try await set(browser, "#year", "2020")
            try await waitForList(browser, "3 launches match")
            #expect(
                try await browser.execute(
                    "return document.querySelector('#year').hasAttribute('aria-invalid') || !!document.querySelector('#year-error')") as? Bool
                    == false)
        }
    }

    /// Types a year and measures, in the page, how long until the filter status says `words`, and
    /// whether the list is marked busy at that moment (read in the page, so a slow WebDriver round
    /// trip cannot let the answer arrive first).
    private static let timeUntilStatus = """
        const [words, done] = [arguments[0], arguments[arguments.length - 1]];
        const start = performance.now();
        setTimeout(() => done({ ms: -1, busy: null }), 3000);
        const said = () => [...document.querySelectorAll('.filter-status, [data-filter-answer]')].some((line) => line.textContent.includes(words));
        const busy = () => document.getElementById('results').getAttribute('aria-busy');
        new MutationObserver(() => { if (said()) done({ ms: performance.now() - start, busy: busy() }); })
          .observe(document.body, { childList: true, subtree: true, characterData: true });
        const year = document.querySelector('#year');
        year.value = '2020';
        year.dispatchEvent(new Event('input', { bubbles: true }));
        """

    /// Whether the filters' answer line is on the screen and not under the tab bar: the topmost
    /// element at its middle is the line itself.
    private static let answerInView = """
        const line = document.querySelector('[data-filter-answer]');
        const box = line.getBoundingClientRect();
        if (box.height === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
        const hit = document.elementFromPoint(box.left + Math.min(20, box.width / 2), box.top + box.height / 2);
        return hit === line || line.contains(hit);
        """

    @Test("on a slow network the list says it is updating at once")
    func slow() async throws {
        try await withBrowserOnLiveApp(width: 390, height: 844) { browser, baseURL in
            try await browser.open(baseURL + "/launches?tz=UTC")
            try await browser.click(try await browser.element(".filter-panel > summary"))
            _ = try await browser.devTools("Network.enable")
            _ = try await browser.devTools(
                "Network.emulateNetworkConditions", ["offline": false, "latency": 2500, "downloadThroughput": -1, "uploadThroughput": -1])
            let pending = try await browser.executeAsync(Self.timeUntilStatus, ["Updating"]) as? [String: Any]
            let shownAfter = pending?["ms"] as? Double
            #expect((0..<100).contains(shownAfter ?? .infinity), "pending shown after \(shownAfter ?? -1) ms")
            #expect(pending?["busy"] as? String == "true", "the list is marked busy as \"Updating…\" shows")
            #expect(try await browser.execute(Self.answerInView) as? Bool == true, "\"Updating…\" is on the screen, not under the open form")
            try await waitForList(browser, "3 launches match")
        }
    }

    @Test("with the server stopped, a filter change says so within a second and the list stays as it was")
    func serverGone() async throws {
        try await withBrowserOnStoppableApp(width: 390, height: 844) { browser, baseURL, stopServer in
            try await browser.open(baseURL + "/launches?tz=UTC")
            // The installed app's worker is in charge (it answers when the server cannot).
            _ = try await browser.executeAsync("const done = arguments[0]; navigator.serviceWorker.ready.then(() => done(true));")
            try await browser.click(try await browser.element(".filter-panel > summary"))
            await stopServer()
            let answer = try await browser.executeAsync(Self.timeUntilStatus, ["You're offline"]) as? [String: Any]
            let offline = answer?["ms"] as? Double
            #expect((0..<1000).contains(offline ?? .infinity), "the offline message came after \(offline ?? -1) ms")
            #expect(try await browser.text(of: try await browser.element("#results .count")).hasPrefix("6 launches"), "the list stays as it was")
            #expect(try await browser.execute(Self.answerInView) as? Bool == true, "the answer is on the screen, not under the open form")
        }
    }

    @Test("the chart is within two screens of the top, folded with a visible fold, and a year's bar filters the list by it")
    func chartAboveTheList() async throws {
        try await withBrowserOnLiveApp(width: 390, height: 844) { browser, baseURL in
            try await browser.open(baseURL + "/launches?tz=UTC")
            let top = try await browser.execute("return document.querySelector('details.chart').getBoundingClientRect().top + scrollY") as? Double
            #expect((top ?? .infinity) < 2 * 844, "the chart starts at \(top ?? -1) px")
            // The fold's chevron is drawn (a heading alone read as empty).
            #expect(
                try await browser.execute("return getComputedStyle(document.querySelector('details.chart > summary'), '::before').width") as? String
                    != "auto")
            try await browser.click(try await browser.element("details.chart > summary"))
            try await browser.click(try await browser.element(".chart [data-year='2006'] rect"))
            try await waitForList(browser, "1 launch matches")
            #expect(try await state(browser).chips == ["Year: 2006"])
            #expect(try await browser.currentURL().contains("year=2006"))
        }
    }
}
