import AlmanacTestSupport
import AlmanacWeb
import Hummingbird

/// Runs `walkThrough` in a fresh headless Chromium against the live web app over the fixture data.
func withBrowserOnLiveApp(
    factsURL: String = TestFixtures.unreachableURL, weatherURL: String = TestFixtures.unreachableURL,
    _ walkThrough: (_ browser: WebDriver, _ baseURL: String) async throws -> Void
) async throws {
    let services = try await WebApp.services(factsURL: factsURL, weatherURL: weatherURL)
    let configuration = WebConfiguration(host: "127.0.0.1", port: 0, defaultTimeZone: TestFixtures.utc)
    try await withLoopbackServer({ onRunning in
        try await buildApplication(services: services, configuration: configuration, onServerRunning: onRunning)
    }) { baseURL in
        // The browser must be gone before the server shuts down gracefully (it keeps connections open).
        let browser = try await WebDriver.start()
        do {
            try await walkThrough(browser, baseURL)
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }
}
