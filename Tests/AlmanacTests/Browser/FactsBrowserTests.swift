import AlmanacReplay
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import Testing

/// The facts pages in a real headless Chromium, with the replay upstream answering searches.
@Suite(
    "Chuck Norris facts in a browser", .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)")
)
struct FactsBrowserTests {
    @Test("search, open a fact, pick a category tag, turn safe mode off, clear recent searches")
    func walkThrough() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { factsURL in
            try await withBrowserOnLiveApp(factsURL: factsURL, walkThrough)
        }
    }

    private func walkThrough(_ browser: WebDriver, _ baseURL: String) async throws {
        try await browser.open(baseURL + "/facts?tz=UTC")
        #expect(try await browser.title() == "facts · Chuck Norris facts · Almanac")

        // Search by submitting the form.
        _ = try await browser.execute("document.getElementById('q').value = ''")
        try await browser.type("kick", into: try await browser.element("#q"))
        try await browser.click(try await browser.element(xpath: "//form[contains(@class, 'fact-search')]//button"))
        _ = try await browser.element(xpath: "//p[@class='count' and . = '3 facts about “kick”']")
        // Scripts reveal the share buttons.
        #expect(try await browser.execute("return document.querySelector('[data-share]').hidden") as? Bool == false)

        // A tap on the card, away from its text and buttons (its tags), opens the fact.
        // (what is under that point is the card's link: the tap lands on it)
        let tapped =
            try await browser.execute(
                """
                const tags = document.querySelector('ul[data-rows] .fact-card .tags');
                tags.scrollIntoView({ block: 'center' });
                const box = tags.getBoundingClientRect();
                const target = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2).closest('a');
                if (target) target.click();
                return target && target.classList.contains('row-link');
                """) as? Bool
        #expect(tapped == true)
        _ = try await browser.element(xpath: "//h1[. = 'Chuck Norris fact']")
        #expect(try await browser.currentURL().contains("/facts/"))

        // Back on the search page (the last search), pick a category tag.
        try await browser.open(baseURL + "/facts")
        _ = try await browser.element(xpath: "//input[@id='q' and @value='kick']")
        // Above the results, folded on a phone.
        try await browser.click(try await browser.element("details.suggestions > summary"))
        try await browser.click(try await browser.element(xpath: "//details[contains(@class, 'suggestions')]//a[. = 'dev']"))
        _ = try await browser.element(xpath: "//h1[. = 'A random dev fact']")
        #expect(try await browser.currentURL().hasSuffix("/facts/random?category=dev"))

        // Turn safe mode off: the explicit fact appears in the same search.
        try await browser.open(baseURL + "/facts?q=kick")
        try await browser.click(try await browser.element(xpath: "//button[. = 'Show explicit facts']"))
        _ = try await browser.element(xpath: "//p[@class='count' and . = '4 facts about “kick”']")
        _ = try await browser.element(xpath: "//span[@class='safe-mode-state' and . = 'Safe mode is off:']")

        // Clear the recent searches.
        try await browser.click(try await browser.element("details.recent > summary"))
        _ = try await browser.element(xpath: "//details[contains(@class, 'recent')]//a[. = 'kick']")
        try await browser.click(try await browser.element(xpath: "//button[. = 'Clear recent searches']"))
        // Back on the first visit's term: nothing searched is remembered.
        _ = try await browser.element(xpath: "//input[@id='q' and @value='facts']")
        let recent = try await browser.execute("return document.querySelectorAll('details.recent').length") as? Int
        #expect(recent == 0)
    }
}
