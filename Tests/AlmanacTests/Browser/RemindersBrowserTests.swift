import AlmanacCore
import AlmanacPresentation
import AlmanacTestSupport
import Foundation
import Testing

/// Reminders in a real headless Chromium: the page script, the service worker and the server.
///
/// Chromium's own push service is Google's (FCM), which no test machine here can reach, so
/// `pushManager.subscribe` never completes; the test stands in for that one call (a subscription
/// with keys the page makes with WebCrypto, on a public-looking endpoint). Everything after it
/// is real: the subscription given to the server, the launch starred, and a push delivered to the
/// real service worker through DevTools (`ServiceWorker.deliverPushMessage`), which shows it as a
/// notification the test then finds.
@Suite(
    "Reminders in a browser", .serialized,
    .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct RemindersBrowserTests {
    static let starlink = "a0000000-0000-4000-8000-000000000001"
    /// How long a script that waits for the browser (the service worker ready, a push shown) may
    /// take before the test calls it hung. Each wait ends on what the page shows, not on a time;
    /// WebDriver's 10 s was a clock, and a registration or a push under the full suite's load on
    /// two cores once took longer (the whole test, 3 s alone, took 260 s that run).
    static let hangGuard = 120

    /// The stand-in for Chromium's push service, run before any page script.
    static let pushServiceStandIn = """
        (() => {
          const encode = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=+$/, "");
          // Kept across pages, as the browser keeps a real subscription.
          const revive = (json) => json && { endpoint: json.endpoint, toJSON: () => json };
          let current = revive(JSON.parse(localStorage.getItem("stand-in-subscription") || "null"));
          PushManager.prototype.getSubscription = function () { return Promise.resolve(current); };
          PushManager.prototype.subscribe = function (options) {
            if (!options || !options.userVisibleOnly || !(options.applicationServerKey instanceof Uint8Array) || options.applicationServerKey.length !== 65) {
              return Promise.reject(new Error("not the options a push service takes"));
            }
            return crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])
              .then((pair) => crypto.subtle.exportKey("raw", pair.publicKey))
              .then((raw) => {
                const endpoint = "https://push.example.net/wpush/v2/" + encode(crypto.getRandomValues(new Uint8Array(24)));
                const keys = { p256dh: encode(raw), auth: encode(crypto.getRandomValues(new Uint8Array(16))) };
                const json = { endpoint: endpoint, expirationTime: null, keys: keys };
                localStorage.setItem("stand-in-subscription", JSON.stringify(json));
                current = revive(json);
                return current;
              });
          };
        })();
        """

    @Test(
        "\"Remind me\" stars the launch and subscribes this device (the server lists it, the note says when); a push delivered to the service worker shows its notice, and the launch's open page says it moved"
    )
    func remindMe() async throws {
        try await withBrowserOnLiveApp(width: 390, launchLibrary: true) { browser, baseURL in
            try await browser.allowScripts(seconds: Self.hangGuard)
            try await browser.devTools("Browser.grantPermissions", ["permissions": ["notifications"], "origin": baseURL])
            try await browser.devTools("Page.addScriptToEvaluateOnNewDocument", ["source": Self.pushServiceStandIn])
            try await browser.open(baseURL + "/launches/" + Self.starlink)
            let remind = "//div[@data-remind]"
            try await browser.click(
                try await browser.element(xpath: remind + "/button[@aria-pressed='false' and span[@class='remind-label'] = 'Remind me']"))
            _ = try await browser.element(
                xpath: remind
                    + "[button[@aria-pressed='true' and span[@class='remind-label'] = 'Reminder set']]/span[. = '1 hour before, on this device']")
            _ = try await browser.element(xpath: "//form[@data-star]/button[@aria-pressed='true']")
            try await Self.saveScreenshot(browser, "launch-remind-phone.png")

            // The server has the device and the star; /starred lists the device with a stop button.
            let reminders = try await Self.api(browser, "/api/v1/reminders")
            let devices = try #require(reminders["devices"] as? [[String: Any]])
            #expect(devices.count == 1 && devices.first?["service"] as? String == "push.example.net")
            try await browser.open(baseURL + "/starred")
            _ = try await browser.element(xpath: "//div[@data-remind-device]/span[. = 'This device receives reminders.']")
            _ = try await browser.element(xpath: "//ul[@class='reminder-devices']/li[starts-with(normalize-space(.), 'push.example.net')]//button")
            #expect(try await browser.execute("return document.querySelector('[data-remind-needs]').hidden") as? Bool == true)
            try await Self.saveScreenshot(browser, "reminders-phone.png")

            // A push as the server sends it, delivered to the worker the page registered, with the
            // launch's page open: the notification is shown and the page says the launch moved.
            try await browser.open(baseURL + "/launches/" + Self.starlink)
            _ = try await browser.executeAsync("const done = arguments[arguments.length - 1]; navigator.serviceWorker.ready.then(() => done(true));")
            try await browser.devTools("ServiceWorker.enable")
            let notice = PushNotice(
                kind: .moved, launchID: Self.starlink, launchName: "Starlink Group 99-1", net: Date(timeIntervalSince1970: 1_795_598_716),
                precision: .minute, previousNet: Date(timeIntervalSince1970: 1_795_591_516), lead: .oneHour)
            let banners = try await Self.deliver(PushMessage.json(notice), to: browser, baseURL, expecting: 1)
            #expect(banners == ["Starlink Group 99-1 moved. Now 25 Nov 2026 09:25 UTC (was 25 Nov 2026 07:25 UTC) Show the latest"])
            try await Self.saveScreenshot(browser, "launch-moved-phone.png")
        }
    }

    @Test("a push that is not the expected shape still shows a notification, as text; a url off this site opens /starred instead")
    func hostilePush() async throws {
        try await withBrowserOnLiveApp(width: 1024) { browser, baseURL in
            try await browser.allowScripts(seconds: Self.hangGuard)
            try await browser.devTools("Browser.grantPermissions", ["permissions": ["notifications"], "origin": baseURL])
            try await browser.open(baseURL + "/starred")
            _ = try await browser.executeAsync("const done = arguments[arguments.length - 1]; navigator.serviceWorker.ready.then(() => done(true));")
            try await browser.devTools("ServiceWorker.enable")
            var shown: [String] = []
            for data in [#"{"title":"<b>x</b>","url":"//evil.example/x","tag":7}"#, "not json", #"{"url":"javascript:alert(1)"}"#] {
                shown = try await Self.deliver(data, to: browser, baseURL, expecting: shown.count + 1)
            }
            // Each came to /starred (every url off this site is /starred), as text, never markup.
            #expect(shown.sorted() == ["<b>x</b> Show the latest", "Almanac Show the latest", "Almanac Show the latest"], "\(shown)")
        }
    }

    /// Delivers a push to the service worker the page registered (the browser's first: id 0) and
    /// waits until the open page has heard the worker show it: `count` notice banners, each
    /// banner's text and whether it holds markup besides its one link. The worker tells its pages
    /// after `showNotification` resolved. (Headless Chromium's `getNotifications()` sometimes
    /// does not list a notification shown a moment before, so the tests do not ask it.) One push
    /// at a time: DevTools drops a push delivered while the worker handles another.
    private static func deliver(_ data: String, to browser: WebDriver, _ baseURL: String, expecting count: Int) async throws -> [String] {
        try await browser.devTools("ServiceWorker.deliverPushMessage", ["origin": baseURL, "registrationId": "0", "data": data])
        let banners = try await browser.executeAsync(
            """
            const [count, done] = [arguments[0], arguments[arguments.length - 1]];
            const look = () => {
              const banners = document.querySelectorAll("p.notice-banner");
              if (banners.length >= count) done(Array.from(banners, (b) => b.textContent + (b.querySelectorAll("*").length === 1 ? "" : " [markup]")));
              else requestAnimationFrame(look);
            };
            look();
            """, [count])
        return banners as? [String] ?? []
    }

    /// The JSON API's `data` for `path`, asked from the page (with its cookie).
    private static func api(_ browser: WebDriver, _ path: String) async throws -> [String: Any] {
        let answer = try await browser.executeAsync(
            "const done = arguments[arguments.length - 1]; fetch(arguments[0]).then((r) => r.json()).then((a) => done(a.data));", [path])
        return answer as? [String: Any] ?? [:]
    }

    /// With `ALMANAC_SCREENSHOTS` naming a folder, the page as the phone shows it (for the docs).
    private static func saveScreenshot(_ browser: WebDriver, _ name: String) async throws {
        guard let folder = ProcessInfo.processInfo.environment["ALMANAC_SCREENSHOTS"] else { return }
        try await browser.screenshot().write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }
}
