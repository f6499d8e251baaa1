import AlmanacTestSupport
import Foundation
import Testing

/// The seed apps opened on their lists: on a 390 × 844 phone screen, every list page shows its
/// first item without scrolling.
@Suite("Phone layout in a browser", .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct PhoneLayoutBrowserTests {
    static let lists: [(path: String, firstItem: String)] = [
        ("/launches?tz=UTC", "#launch-rows > li"),
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
            for path in ["/launches?tz=UTC", "/weather/cities/1?tz=UTC"] {
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

    /// Whether every section's link is on screen and the topmost thing at its centre (not under
    /// anything), and whether any section tab reaches past the screen's edge.
    private static let sectionsReachable = """
        const links = [...document.querySelectorAll('nav.sections a')];
        const reachable = links.filter((link) => {
          const box = link.getBoundingClientRect();
          if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight) return false;
          return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        }).map((link) => link.textContent.trim());
        const cut = [...document.querySelectorAll('.tabs a')].filter((tab) => tab.getBoundingClientRect().right > innerWidth).length;
        return { reachable: reachable, cut: cut };
        """

    @Test(
        "every section is one tap away from every page, at the top and scrolled to the bottom; no section tab is cut",
        arguments: [(390, false), (390, true), (1280, false), (1280, true)])
    func sectionsOneTapAway(width: Int, dark: Bool) async throws {
        try await withBrowserOnLiveApp(width: width, height: 844) { browser, baseURL in
            try await browser.emulateColorScheme(dark: dark)
            _ = try await browser.devTools("Emulation.setTouchEmulationEnabled", ["enabled": width < 1000, "maxTouchPoints": 5])
            let sections = ["Home", "Launches", "Star Wars", "Facts", "Weather", "Starred"]
            for path in [
                "/", "/launches", "/spacex/rockets", "/swapi/people", "/facts?q=kick", "/facts/random", "/weather", "/search?q=falcon",
                "/status",
            ] {
                try await browser.open(baseURL + path + (path.contains("?") ? "&" : "?") + "tz=UTC")
                let top = try await browser.execute(Self.sectionsReachable) as? [String: Any]
                #expect(top?["reachable"] as? [String] == sections, "\(path) at \(width) px: \(top ?? [:])")
                #expect(top?["cut"] as? Int == 0, "\(path) at \(width) px: a tab is cut")
                // On a phone the tab bar stays at hand however far down the page is read.
                guard width < 1000 else { continue }
                _ = try await browser.execute("window.scrollTo(0, document.documentElement.scrollHeight)")
                let bottom = try await browser.execute(Self.sectionsReachable) as? [String: Any]
                #expect(bottom?["reachable"] as? [String] == sections, "\(path) scrolled to the bottom: \(bottom ?? [:])")
            }
        }
    }

    @Test("on a desktop the Star Wars lists use the width: a first screen shows at least nine records")
    func galaxyOnDesktop() async throws {
        try await withBrowserOnLiveApp(width: 1280, height: 900) { browser, baseURL in
            for resource in ["people", "planets", "starships"] {
                try await browser.open(baseURL + "/swapi/\(resource)?tz=UTC")
                let (shown, total) = (
                    try await browser.execute(
                        "return [...document.querySelectorAll('.galaxy-row')].filter((row) => row.getBoundingClientRect().bottom <= innerHeight).length"
                    ) as? Int ?? 0,
                    try await browser.execute("return document.querySelectorAll('.galaxy-row').length") as? Int ?? -1
                )
                #expect(shown >= 9 || shown == total, "\(resource): \(shown) of \(total) on the first screen")
            }
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
                let overflow = try await browser.execute(Self.overflow) as? Double
                #expect((overflow ?? 1) <= 0, "\(list.path): the page is \(overflow ?? -1) px wider than the screen")
            }
        }
    }

    /// How far the page reaches past the screen's right edge. Measured against the layout
    /// viewport (`clientWidth`): a phone zooms out to show a page wider than itself, so
    /// `innerWidth` grows with the page and a page too wide looked as wide as the screen.
    private static let overflow = "return document.documentElement.scrollWidth - document.documentElement.clientWidth"

    @Test("a word with no place to break (a city's name of 68 letters, a search of 80) wraps instead of widening the page")
    func longCityName() async throws {
        try await withBrowserOnLiveApp(width: 390, height: 844) { browser, baseURL in
            try await browser.open(baseURL + "/weather?tz=UTC")
            let saved =
                try await browser.executeAsync(
                    """
                    const done = arguments[arguments.length - 1];
                    const city = { name: 'Llanfairpwllgwyngyll'.repeat(3) + 'gogogoch', latitude: 53.22, longitude: -4.2 };
                    fetch('/api/v1/weather/cities', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(city) })
                      .then((r) => r.json()).then((body) => done(body.data.id));
                    """) as? Int
            let city = try #require(saved)
            let word = String(repeating: "Llanfairpwllgwyngyll", count: 4)
            for path in ["/weather?tz=UTC", "/weather/cities/\(city)?tz=UTC", "/search?q=\(word)", "/facts?q=\(word)"] {
                try await browser.open(baseURL + path)
                let overflow = try await browser.execute(Self.overflow) as? Double
                #expect((overflow ?? 1) <= 0, "\(path): the page is \(overflow ?? -1) px wider than the screen")
            }
        }
    }
}
