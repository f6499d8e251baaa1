import AlmanacReplay
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import Testing

/// The web app as an app on the phone: installable (a manifest whose icons load, a service
/// worker that controls the page) and usable with the server gone (pages opened before come
/// from the device with a banner; one never opened gets the offline page listing what is saved).
@Suite(
    "The installable app in a browser",
    .enabled(if: WebDriver.chromedriverPath != nil, "needs chromium and chromedriver (scripts/test installs them)"))
struct InstallableAppBrowserTests {

    @Test("installable: the manifest parses and its icons load; the worker registers and controls the page")
    func installable() async throws {
        try await withBrowserOnLiveApp { browser, baseURL in
            try await browser.open(baseURL + "/?tz=UTC")
            let manifest =
                try await browser.executeAsync(
                    """
                    const done = arguments[arguments.length - 1];
                    fetch(document.querySelector('link[rel=manifest]').href).then((r) => r.json()).then((m) =>
                      Promise.all(m.icons.map((icon) => fetch(icon.src).then((r) => r.ok && r.headers.get('Content-Type') === icon.type)))
                        .then((loaded) => done({ name: m.name, display: m.display, start: m.start_url, icons: m.icons.length, loaded: loaded.every(Boolean) })))
                      .catch((error) => done({ error: String(error) }));
                    """) as? [String: Any]
            #expect(manifest?["name"] as? String == "Almanac" && manifest?["display"] as? String == "standalone", "\(manifest ?? [:])")
            #expect(
                manifest?["start"] as? String == "/" && manifest?["icons"] as? Int == 3 && manifest?["loaded"] as? Bool == true, "\(manifest ?? [:])")
            #expect(try await browser.waitUntil("navigator.serviceWorker.ready.then(() => true)"))
            try await browser.open(baseURL + "/?tz=UTC")
            #expect(try await browser.waitUntil("navigator.serviceWorker.controller !== null"))
        }
    }

    @Test("offline on the device: a page opened before opens from the cache with a banner; one never opened shows the offline page listing it")
    func offline() async throws {
        try await withWebDriver(width: 390, height: 844) { browser in
            let services = try await WebApp.services()
            let configuration = WebConfiguration(host: "127.0.0.1", port: 0, defaultTimeZone: TestFixtures.utc)
            let launches = "/launches?tz=UTC"
            let baseURL = try await withLoopbackServer({ onRunning in
                try await buildApplication(services: services, configuration: configuration, onServerRunning: onRunning)
            }) { baseURL in
                try await browser.open(baseURL + "/?tz=UTC")
                #expect(try await browser.waitUntil("navigator.serviceWorker.ready.then(() => true)"))
                try await browser.open(baseURL + launches)
                #expect(try await browser.waitUntil("navigator.serviceWorker.controller !== null"))
                // Opened again under the worker, which saves it; wait until it has.
                try await browser.open(baseURL + launches)
                #expect(try await browser.waitUntil("caches.match('\(launches)').then((r) => !!r)"))
                #expect(try await browser.execute("return document.querySelector('.offline-banner') === null") as? Bool == true)
                return baseURL
            }
            // The server is gone.
            try await browser.open(baseURL + launches)
            let banner = try await browser.text(of: try await browser.element(".offline-banner"))
            #expect(banner.hasPrefix("Offline — saved on this device at "), "\(banner)")
            _ = try await browser.element(xpath: "//ol[@id='launch-rows']/li//a[contains(., 'FalconSat')]")
            #expect(try await browser.title() == "Launches · Almanac")

            try await browser.open(baseURL + "/spacex/rockets")
            _ = try await browser.element(xpath: "//h1[. = 'Offline']")
            _ = try await browser.element(xpath: "//ul[@data-saved-pages]//a[. = 'Launches']")
            #expect(try await browser.currentURL().hasSuffix("/spacex/rockets"))
            // Only pages are listed: the launches' patches were saved too (through /img), and are not.
            let saved =
                try await browser.executeAsync(
                    """
                    const done = arguments[arguments.length - 1];
                    caches.keys().then((names) => Promise.all(names.map((name) => caches.open(name).then((cache) => cache.keys()))))
                      .then((groups) => done({ images: groups.flat().filter((r) => new URL(r.url).pathname === '/img').length,
                                               listed: [...document.querySelectorAll('[data-saved-pages] a')].map((a) => a.getAttribute('href')) }));
                    """) as? [String: Any]
            #expect((saved?["images"] as? Int ?? 0) > 0, "the device saved images: \(saved ?? [:])")
            #expect((saved?["listed"] as? [String])?.allSatisfy { !$0.hasPrefix("/img") && !$0.hasPrefix("/assets") } == true, "\(saved ?? [:])")
        }
    }

    @Test("a slow server is waited for when the device has no copy of the page: the offline page is for a server that cannot be reached")
    func slowServer() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { factsURL in
            try await withBrowserOnLiveApp(factsURL: factsURL) { browser, baseURL in
                try await browser.open(baseURL + "/?tz=UTC")
                #expect(try await browser.waitUntil("navigator.serviceWorker.ready.then(() => true)"))
                try await browser.open(baseURL + "/?tz=UTC")
                #expect(try await browser.waitUntil("navigator.serviceWorker.controller !== null"))
                // The facts API now answers in 5 s, so the page does too: longer than the worker
                // waits before it shows a saved copy instead, and there is none of this page.
                var slow = ReplayFaults()
                slow.latency = .seconds(5)
                replay.control.faults = slow
                try await browser.open(baseURL + "/facts/random?category=dev&tz=UTC")
                _ = try await browser.element(xpath: "//h1[. = 'A random dev fact']")
            }
        }
    }

    @Test(
        "per visitor (a phone maybe shared) the worker keeps none of a visitor's own pages; on a single-person server it keeps them; after \"delete my data\" CacheStorage holds nothing of theirs",
        arguments: ProfileMode.allCases)
    func deleteMyDataOnTheDevice(profiles: ProfileMode) async throws {
        try await withWebDriver(width: 390, height: 844) { browser in
            let services = try await WebApp.services()
            let configuration = WebConfiguration(host: "127.0.0.1", port: 0, defaultTimeZone: TestFixtures.utc, profiles: profiles)
            try await withLoopbackServer({ onRunning in
                try await buildApplication(services: services, configuration: configuration, onServerRunning: onRunning)
            }) { baseURL in
                try await browser.open(baseURL + "/?tz=UTC")
                #expect(try await browser.waitUntil("navigator.serviceWorker.ready.then(() => true)"))
                try await browser.open(baseURL + "/launches?tz=UTC")
                #expect(try await browser.waitUntil("navigator.serviceWorker.controller !== null"))
                #expect(try await saveCopenhagen(browser, baseURL) == 201)
                let privatePages = ["/weather?tz=UTC", "/facts?q=kick&tz=UTC", "/settings?tz=UTC", "/?tz=UTC", "/api/v1/weather/cities"]
                for page in privatePages + ["/launches?tz=UTC"] { try await browser.open(baseURL + page) }
                // A shared page is kept (the worker works); the visitor's own pages only on the owner's device.
                #expect(try await browser.waitUntil("caches.match('/launches?tz=UTC').then((r) => !!r)"))
                if profiles.isLocal {
                    #expect(try await browser.waitUntil("caches.match('/weather?tz=UTC').then((r) => !!r)"))
                }
                let saved = """
                    caches.keys().then((names) => Promise.all(names.map((name) => caches.open(name).then((cache) => cache.keys()))))
                      .then((lists) => lists.flat().map((request) => new URL(request.url)).map((url) => url.pathname + url.search))
                    """
                let before = try await browser.executeAsync("const done = arguments[arguments.length - 1]; \(saved).then(done);") as? [String] ?? []
                for page in privatePages where !profiles.isLocal { #expect(!before.contains(page), "\(page) was kept: \(before)") }
                for page in ["/weather?tz=UTC", "/?tz=UTC"] where profiles.isLocal {
                    #expect(before.contains(page), "\(page) was not kept: \(before)")
                }

                try await browser.open(baseURL + "/settings?tz=UTC")
                try await browser.click(try await browser.element(xpath: "//form[@action='/settings/delete']//button"))
                _ = try await browser.element(xpath: "//*[contains(., 'Deleted: this server keeps nothing of yours now.')]")
                // Everything kept before is gone (the page that loads next may install the
                // worker again, which saves the app's frame anew: public files only).
                let gone = ["/launches?tz=UTC"] + privatePages
                #expect(try await browser.waitUntil("\(saved).then((urls) => !urls.some((url) => \(gone).includes(url)))"))
                let after = try await browser.executeAsync("const done = arguments[arguments.length - 1]; \(saved).then(done);") as? [String] ?? []
                #expect(after.allSatisfy { $0.hasPrefix("/assets/") || ["/offline", "/manifest.webmanifest"].contains($0) }, "\(after)")
            }
        }
    }
}
