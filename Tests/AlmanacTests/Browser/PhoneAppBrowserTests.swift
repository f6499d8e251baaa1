import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import Testing

/// The installed app as a phone user meets it, at 390 × 844 with touch: it opens offline on the
/// owner's device, a star tapped with the server gone is kept and sent later, "Remind me" says
/// what it is doing and why it failed, a link inside a row opens what it names, and a screen
/// holds enough rows to be worth scrolling.
@Suite(
    "The phone app", .serialized,
    .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct PhoneAppBrowserTests {
    static let starlink = "a0000000-0000-4000-8000-000000000001"

    private func touch(_ browser: WebDriver) async throws {
        _ = try await browser.devTools("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 5])
    }

    /// The web app over `services` on a loopback port (`port` 0 picks one), for `body`; the server
    /// is gone when it returns.
    private func serve<Result: Sendable>(
        _ services: AlmanacServices, port: Int = 0, profiles: ProfileMode = .local, _ body: (String) async throws -> Result
    ) async throws -> Result {
        let configuration = WebConfiguration(host: "127.0.0.1", port: port, defaultTimeZone: TestFixtures.utc, profiles: profiles)
        return try await withLoopbackServer({ onRunning in
            try await buildApplication(services: services, configuration: configuration, onServerRunning: onRunning)
        }) { baseURL in try await body(baseURL) }
    }

    @Test(
        "offline, the installed app opens on its owner's last home page, weather and city (single-person server); per visitor, on the offline page",
        arguments: ProfileMode.allCases)
    func offlineStart(profiles: ProfileMode) async throws {
        try await withWebDriver(width: 390, height: 844) { browser in
            try await touch(browser)
            let services = try await WebApp.services()
            let baseURL = try await serve(services, profiles: profiles) { baseURL in
                try await browser.open(baseURL + "/")
                #expect(try await browser.waitUntil("navigator.serviceWorker.ready.then(() => true)"))
                #expect(try await saveCopenhagen(browser, baseURL) == 201)
                for page in ["/weather", "/", "/launches"] { try await browser.open(baseURL + page) }
                #expect(try await browser.waitUntil("navigator.serviceWorker.controller !== null"))
                let city =
                    try await browser.execute(
                        "return document.querySelector('a.city-link') ? document.querySelector('a.city-link').getAttribute('href') : null") as? String
                for page in ["/weather", "/"] + [city].compactMap({ $0 }) { try await browser.open(baseURL + page) }
                #expect(try await browser.waitUntil("caches.match('/launches').then((r) => !!r)"))
                if profiles.isLocal { #expect(try await browser.waitUntil("caches.match('/').then((r) => !!r)")) }
                return baseURL
            }
            // The server is gone: the start URL.
            try await browser.open(baseURL + "/")
            if profiles.isLocal {
                _ = try await browser.element(".offline-banner")
                _ = try await browser.element(xpath: "//h1[. = 'Almanac']")
                _ = try await browser.element(xpath: "//*[contains(@class, 'card')]//*[contains(., 'Copenhagen')]")
                try await browser.open(baseURL + "/weather")
                _ = try await browser.element(".offline-banner")
                _ = try await browser.element(xpath: "//a[@class='city-link' and .//span[. = 'Copenhagen']]")
                try await Self.saveScreenshot(browser, "offline-home-phone.png")
            } else {
                _ = try await browser.element(xpath: "//h1[. = 'Offline']")
                #expect(try await browser.execute("return document.querySelector('.offline-banner') === null") as? Bool == true)
            }
        }
    }

    @Test("a star tapped with the server gone is kept on the device, says so, and is sent when the server is back")
    func offlineStar() async throws {
        try await withWebDriver(width: 390, height: 844) { browser in
            try await touch(browser)
            let database = try await AppDatabase.temporary()
            let services = try await WebApp.services(database: database, load: true)
            let page = "/launches/l5"
            let baseURL = try await serve(services) { baseURL in
                try await browser.open(baseURL + "/")
                #expect(try await browser.waitUntil("navigator.serviceWorker.ready.then(() => true)"))
                try await browser.open(baseURL + page)
                try await browser.open(baseURL + page)
                #expect(try await browser.waitUntil("caches.match('\(page)').then((r) => !!r)"))
                return baseURL
            }
            try await browser.open(baseURL + page)
            _ = try await browser.element(".offline-banner")
            try await browser.click(try await browser.element("form[data-star] button"))
            let note = try await browser.text(of: try await browser.element(".star-pending"))
            #expect(note.contains("sent when it can be"), "\(note)")
            #expect(try await browser.currentURL().hasSuffix(page), "no dead end: still the launch's page")
            _ = try await browser.element(xpath: "//form[@data-star]/button[@aria-pressed='true']")

            // The server is back on the same address: the kept star goes, and the store has it.
            let port = try #require(Int(baseURL.split(separator: ":").last ?? ""))
            try await serve(services, port: port) { _ in
                _ = try await browser.execute("window.dispatchEvent(new Event('online'))")
                #expect(try await browser.waitUntil("localStorage.getItem('almanac.pendingStars') === null"))
                #expect(try await browser.waitUntil("document.querySelector('.star-pending') === null"))
            }
            let stars = try await SQLStarStore(database: database).stars(of: .local)
            #expect(stars.map(\.id).contains("l5"))
        }
    }

    /// The push service stand-in of `RemindersBrowserTests`, whose subscribe is held until the
    /// page calls `window.failSubscription()`, which refuses it as a push service out of reach does.
    static let failingPushService = """
        (() => {
          PushManager.prototype.getSubscription = function () { return Promise.resolve(null); };
          PushManager.prototype.subscribe = function () {
            return new Promise((resolve, reject) => { window.failSubscription = () => reject(new DOMException("push service error", "AbortError")); });
          };
        })();
        """

    @Test(
        "\"Remind me\" shows it is working at once, and says in words that no reminder is set when the push service fails; without Web Push it says what to do"
    )
    func remindStates() async throws {
        try await withBrowserOnLiveApp(width: 390, height: 844, launchLibrary: true) { browser, baseURL in
            try await touch(browser)
            try await browser.devTools("Browser.grantPermissions", ["permissions": ["notifications"], "origin": baseURL])
            try await browser.devTools("Page.addScriptToEvaluateOnNewDocument", ["source": Self.failingPushService])
            try await browser.open(baseURL + "/launches/" + Self.starlink)
            let remind = "//div[@data-remind]"
            try await browser.click(try await browser.element(xpath: remind + "/button[span[@class='remind-label'] = 'Remind me']"))
            _ = try await browser.element(xpath: remind + "[button[@aria-busy='true']]/span[. = 'Setting the reminder…']")
            _ = try await browser.execute("window.failSubscription()")
            let failed = try await browser.element(xpath: remind + "/span[contains(., 'no reminder is set')]")
            #expect(try await browser.text(of: failed).hasPrefix("Reminders could not be set on this device"))
            #expect(
                try await browser.execute("return document.querySelector('[data-remind] button').disabled") as? Bool == false, "it may be tried again"
            )
        }
        // A browser without Web Push (an iPhone's Safari tab): the launch page says what to do.
        try await withBrowserOnLiveApp(width: 390, height: 844, launchLibrary: true) { browser, baseURL in
            try await browser.devTools("Page.addScriptToEvaluateOnNewDocument", ["source": "delete window.PushManager;"])
            try await browser.devTools(
                "Network.setUserAgentOverride",
                [
                    "userAgent":
                        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"
                ])
            try await browser.open(baseURL + "/launches/" + Self.starlink)
            let note = try await browser.text(of: try await browser.element(xpath: "//div[@data-remind]/span[contains(., 'Home Screen')]"))
            #expect(note.contains("Add to Home Screen"), "\(note)")
        }
    }

    @Test("in the People list a tap on a homeworld opens the planet, not the person")
    func linkInARow() async throws {
        try await withBrowserOnLiveApp(width: 390, height: 844) { browser, baseURL in
            try await touch(browser)
            try await browser.open(baseURL + "/swapi/people?tz=UTC")
            let homeworld = try await browser.element(xpath: "//li[@class='galaxy-row'][.//a[@class='row-link' and . = 'Luke Skywalker']]//dd/a")
            // In the middle of the screen, clear of the tab bar.
            _ = try await browser.execute("arguments[0].scrollIntoView({ block: 'center' })", [WebDriver.reference(homeworld)])
            let target = try await browser.execute("return arguments[0].getAttribute('href')", [WebDriver.reference(homeworld)]) as? String
            // Tapped where a finger would: the middle of the link, as the topmost element there.
            let hit =
                try await browser.execute(
                    "const box = arguments[0].getBoundingClientRect(); const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2); return at.closest('a').getAttribute('href');",
                    [WebDriver.reference(homeworld)]) as? String
            #expect(target?.hasPrefix("/swapi/planets/") == true && hit == target, "the tap lands on \(hit ?? "nothing"), not \(target ?? "?")")
            try await browser.click(homeworld)
            #expect(try await browser.currentURL().contains("/swapi/planets/"))
        }
    }

    /// How many rows of `selector` an 844 px screen shows between the header and the tab bar,
    /// from the tallest row: what a person scrolling the list sees at once.
    static let rowsPerScreen = """
        const rows = [...document.querySelectorAll(arguments[0])];
        if (rows.length === 0) return 0;
        const tallest = Math.max(...rows.map((row) => row.getBoundingClientRect().height));
        const bar = document.querySelector('nav.sections');
        const room = window.innerHeight - (bar ? bar.getBoundingClientRect().height : 0);
        return Math.floor(room / tallest);
        """

    @Test("an 844 px screen holds at least 4 launches, 8 people, 5 boosters and 5 saved cities")
    func density() async throws {
        try await withBrowserOnLiveApp(width: 390, height: 844, launchLibrary: true) { browser, baseURL in
            try await touch(browser)
            var counts: [String: Int] = [:]
            for (name, path, selector, least) in [
                ("launches", "/launches?tz=UTC", "#launch-rows > li", 4), ("people", "/swapi/people?tz=UTC", "li.galaxy-row", 8),
                ("boosters", "/spacex/boosters?tz=UTC", "table.boosters tbody tr", 5),
            ] {
                try await browser.open(baseURL + path)
                let count = try await browser.execute(Self.rowsPerScreen, [selector]) as? Int ?? 0
                counts[name] = count
                #expect(count >= least, "\(name): \(count) a screen (at least \(least))")
            }
            // Six saved cities, each at its own place.
            try await browser.open(baseURL + "/weather?tz=UTC")
            for index in 0..<6 {
                _ = try await browser.executeAsync(
                    """
                    const done = arguments[arguments.length - 1];
                    fetch('/api/v1/weather/cities', { method: 'POST', headers: { 'Content-Type': 'application/json' },
                      body: JSON.stringify({ name: 'Spot \(index)', latitude: \(50 + index), longitude: \(10 + index) }) }).then((r) => done(r.status));
                    """)
            }
            try await browser.open(baseURL + "/weather?tz=UTC")
            let cities = try await browser.execute(Self.rowsPerScreen, [".city-cards > li"]) as? Int ?? 0
            counts["cities"] = cities
            #expect(cities >= 5, "saved cities: \(cities) a screen (at least 5)")
            print("rows per 844 px screen: \(counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
        }
    }

    /// Saves a screenshot as `name` into `ALMANAC_SCREENSHOTS` when that names a folder.
    static func saveScreenshot(_ browser: WebDriver, _ name: String) async throws {
        guard let folder = ProcessInfo.processInfo.environment["ALMANAC_SCREENSHOTS"] else { return }
        try await browser.screenshot().write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }
}
