import AlmanacTestSupport
import Foundation
import Testing

/// The seed apps opened on their lists: on a 390 × 844 phone screen, every list page shows its
/// first item without scrolling.
@Suite("Phone layout in a browser", .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct PhoneLayoutBrowserTests {
    static let lists: [(path: String, firstItem: String)] = [
        ("/spacex/launches?tz=UTC", "#launch-rows > li"),
        ("/spacex/rockets?tz=UTC", "main li, main tbody tr"),
        ("/swapi/people?tz=UTC", ".galaxy-row"),
        ("/swapi/films?tz=UTC", ".galaxy-row"),
        ("/facts?q=kick&tz=UTC", "#results [data-rows] > li"),
    ]

    @Test("the first item of every list is within the first 844 px at 390 px wide")
    func contentFirst() async throws {
        try await withBrowserOnLiveApp(width: 390, height: 844) { browser, baseURL in
            for list in Self.lists {
                try await browser.open(baseURL + list.path)
                _ = try await browser.element(list.firstItem)
                let top = try await browser.execute(
                    "const item = document.querySelector(arguments[0]); return item.getBoundingClientRect().top + window.scrollY;", [list.firstItem]
                ) as? Double
                #expect((top ?? .infinity) + 40 <= 844, "\(list.path): first item starts at \(top ?? -1) px")
                // Nothing is wider than the screen (the navigation scrolls within itself).
                let overflow = try await browser.execute("return document.documentElement.scrollWidth - window.innerWidth") as? Double
                #expect((overflow ?? 1) <= 0, "\(list.path): the page is \(overflow ?? -1) px wider than the screen")
            }
        }
    }
}
