import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import AlmanacWeb
import Hummingbird

/// Runs `walkThrough` in a fresh headless Chromium against the live web app over the fixture
/// data. The browser is ended before the server, on every path (it keeps connections open).
func withBrowserOnLiveApp(
    factsURL: String = TestFixtures.unreachableURL, weatherURL: String = TestFixtures.unreachableURL,
    width: Int = 390, height: Int = 900, scripts: Bool = true, launchLibrary: Bool = false, now: Now? = nil, database: AppDatabase? = nil,
    _ walkThrough: (_ browser: WebDriver, _ baseURL: String) async throws -> Void
) async throws {
    try await withBrowserOnStoppableApp(
        factsURL: factsURL, weatherURL: weatherURL, width: width, height: height, scripts: scripts, launchLibrary: launchLibrary, now: now,
        database: database
    ) { browser, baseURL, _ in try await walkThrough(browser, baseURL) }
}

/// `withBrowserOnLiveApp`, with a way to stop the server while the browser stays: the page
/// then meets a server that is gone, as a phone that lost its way to it does. `database`: the
/// store to serve, for a test that changes it while the page is open (a new one otherwise).
func withBrowserOnStoppableApp(
    factsURL: String = TestFixtures.unreachableURL, weatherURL: String = TestFixtures.unreachableURL,
    width: Int = 390, height: Int = 900, scripts: Bool = true, launchLibrary: Bool = false, now: Now? = nil, database: AppDatabase? = nil,
    _ walkThrough: (_ browser: WebDriver, _ baseURL: String, _ stopServer: @escaping @Sendable () async -> Void) async throws -> Void
) async throws {
    let database = if let database { database } else { try await AppDatabase.temporary() }
    let services =
        if let now {
            try await WebApp.services(database: database, load: true, factsURL: factsURL, weatherURL: weatherURL, now: now)
        } else {
            try await WebApp.services(database: database, load: true, factsURL: factsURL, weatherURL: weatherURL)
        }
    if launchLibrary {
        try await SyncLaunchLibrary(
            source: SnapshotLaunchLibrarySource(directory: LaunchLibraryDecodingTests.fixtures), store: SQLLaunchStore(database: database),
            now: .fixed(TestFixtures.now))()
    }
    let configuration = WebConfiguration(host: "127.0.0.1", port: 0, defaultTimeZone: TestFixtures.utc)
    try await withStoppableLoopbackServer({ onRunning in
        try await buildApplication(services: services, configuration: configuration, onServerRunning: onRunning)
    }) { baseURL, stop in
        try await withWebDriver(width: width, height: height, scripts: scripts) { browser in
            try await walkThrough(browser, baseURL, stop)
        }
    }
}

/// Saves Copenhagen (its place id in the fixtures, which hold its forecast) through the JSON API
/// from the page the browser is on, as the page's own scripts would; returns the status (201).
@discardableResult
func saveCopenhagen(_ browser: WebDriver, _ baseURL: String) async throws -> Int? {
    try await browser.open(baseURL + "/weather?tz=UTC")
    return try await browser.executeAsync(
        """
        const done = arguments[arguments.length - 1];
        fetch('/api/v1/weather/cities', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ placeId: '2618425' }) })
          .then((r) => done(r.status));
        """) as? Int
}
