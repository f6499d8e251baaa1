import AlmanacTestSupport
import Foundation
import Testing

/// A keyboard alone reaches every control with a visible focus, one page per section.
@Suite("Keyboard in a browser", .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct KeyboardBrowserTests {
    /// What has the focus: its tag, its text or label, whether it shows a focus ring, and
    /// whether it is inside the page's content.
    private static let focused = """
        const el = document.activeElement;
        const style = getComputedStyle(el);
        const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 || style.boxShadow !== 'none';
        return { tag: el.tagName, text: (el.innerText || el.value || el.getAttribute('aria-label') || '').trim().slice(0, 40),
                 id: el.id, ring: ring, inMain: !!el.closest('main') };
        """

    /// The first `stops` places Tab reaches, ending early at the end of the page (where the
    /// focus leaves the document and `body` has it).
    private func walk(_ browser: WebDriver, stops: Int) async throws -> [[String: Any]] {
        var seen: [[String: Any]] = []
        for _ in 0..<stops {
            try await browser.press(WebDriver.tab)
            let stop = try await browser.execute(Self.focused) as? [String: Any] ?? [:]
            if stop["tag"] as? String == "BODY" { break }
            seen.append(stop)
        }
        return seen
    }

    @Test(
        "Tab goes skip link → navigation → content, every stop with a visible focus ring",
        arguments: [
            "/launches?tz=UTC", "/swapi/people?tz=UTC", "/facts?q=kick&tz=UTC", "/weather?tz=UTC",
        ])
    func walkThrough(path: String) async throws {
        try await withBrowserOnLiveApp { browser, baseURL in
            try await browser.open(baseURL + path)
            let stops = try await walk(browser, stops: 14)
            #expect(stops.first?["text"] as? String == "Skip to content", "\(stops.first ?? [:])")
            for stop in stops where stop["ring"] as? Bool != true {
                Issue.record("\(path): no visible focus on \(stop)")
            }
            #expect(stops.contains { $0["inMain"] as? Bool == true }, "\(path): the content was never reached: \(stops)")
        }
    }

    @Test("on a phone the launches filters open from the keyboard: Enter on 'Filter', then the fields")
    func filtersByKeyboard() async throws {
        try await withBrowserOnLiveApp { browser, baseURL in
            try await browser.open(baseURL + "/launches?tz=UTC")
            var reached = false
            for _ in 0..<20 {
                try await browser.press(WebDriver.tab)
                if try await browser.execute("return document.activeElement.matches('.filter-panel > summary')") as? Bool == true {
                    reached = true
                    break
                }
            }
            #expect(reached, "Tab never reached the Filter button")
            try await browser.press(WebDriver.enter, WebDriver.tab)
            #expect(try await browser.execute("return document.querySelector('.filter-panel').open") as? Bool == true)
            #expect(try await browser.execute("return document.activeElement.id") as? String == "q")
        }
    }
}
