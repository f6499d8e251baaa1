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

    /// The rendered size of every chart label shown, and how many pairs of them overlap.
    private static let measureLabels = """
        const texts = [...document.querySelectorAll('.chart text.axis')].filter((t) => getComputedStyle(t).display !== 'none');
        const sizes = texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().d);
        const boxes = texts.map((t) => t.getBoundingClientRect());
        let overlaps = 0;
        for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i], b = boxes[j];
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) overlaps++;
        }
        return { count: texts.length, smallest: Math.min(...sizes), largest: Math.max(...sizes), overlaps: overlaps };
        """

    @Test("chart labels are 11–14 px on a phone and on a desktop, and never overlap", arguments: [390, 1280])
    func chartLabels(width: Int) async throws {
        try await withBrowserOnLiveApp(width: width, height: 900) { browser, baseURL in
            #expect(try await saveCopenhagen(browser, baseURL) == 201)
            for path in ["/spacex/launches?tz=UTC", "/weather/cities/1?tz=UTC"] {
                try await browser.open(baseURL + path)
                #expect(try await browser.execute("return window.innerWidth") as? Int == width)
                _ = try await browser.execute("document.querySelectorAll('details.chart').forEach((d) => d.open = true)")
                let labels = try await browser.execute(Self.measureLabels) as? [String: Any]
                let smallest = labels?["smallest"] as? Double ?? 0, largest = labels?["largest"] as? Double ?? 99
                #expect((labels?["count"] as? Int ?? 0) > 2, "\(path) at \(width) px: \(labels ?? [:])")
                #expect(smallest >= 11 && largest <= 14, "\(path) at \(width) px: \(labels ?? [:])")
                #expect(labels?["overlaps"] as? Int == 0, "\(path) at \(width) px: \(labels ?? [:])")
            }
        }
    }

    @Test("on a phone the current section is scrolled into view in the one-line navigation")
    func currentSectionVisible() async throws {
        try await withBrowserOnLiveApp(width: 390, height: 844) { browser, baseURL in
            for path in ["/facts?q=kick&tz=UTC", "/weather?tz=UTC"] {
                try await browser.open(baseURL + path)
                let visible =
                    try await browser.execute(
                        """
                        const current = document.querySelector('header.site nav [aria-current]');
                        const box = current.getBoundingClientRect(), strip = current.parentElement.getBoundingClientRect();
                        return box.left >= strip.left - 1 && box.right <= strip.right + 1;
                        """) as? Bool
                #expect(visible == true, "\(path): the current section is cut off")
            }
            // The strip shows it scrolls: the side with more to see is marked (and faded).
            try await browser.open(baseURL + "/spacex?tz=UTC")
            #expect(try await browser.execute("return document.querySelector('header.site nav').getAttribute('data-more')") as? String == "right")
            let afterScroll =
                try await browser.execute(
                    """
                    const nav = document.querySelector('header.site nav');
                    nav.scrollLeft = nav.scrollWidth;
                    nav.dispatchEvent(new Event('scroll'));
                    return nav.getAttribute('data-more');
                    """) as? String
            #expect(afterScroll == "left")
        }
    }

    @Test("the first item of every list is within the first 844 px at 390 px wide")
    func contentFirst() async throws {
        try await withBrowserOnLiveApp(width: 390, height: 844) { browser, baseURL in
            for list in Self.lists {
                try await browser.open(baseURL + list.path)
                #expect(try await browser.execute("return window.innerWidth") as? Int == 390, "the phone is emulated at its width")
                _ = try await browser.element(list.firstItem)
                let top =
                    try await browser.execute(
                        "const item = document.querySelector(arguments[0]); return item.getBoundingClientRect().top + window.scrollY;",
                        [list.firstItem]
                    ) as? Double
                #expect((top ?? .infinity) + 40 <= 844, "\(list.path): first item starts at \(top ?? -1) px")
                // Nothing is wider than the screen (the navigation scrolls within itself).
                let overflow = try await browser.execute("return document.documentElement.scrollWidth - window.innerWidth") as? Double
                #expect((overflow ?? 1) <= 0, "\(list.path): the page is \(overflow ?? -1) px wider than the screen")
            }
        }
    }
}
