import AlmanacCore
import AlmanacStore
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import SnapshotTesting
import Testing

/// Every page, drawn whole from fixed data (the fixtures, a fixed clock, UTC) and compared with
/// its stored snapshot in `__Snapshots__/PageSnapshotTests/`, so a layout that breaks fails the
/// page it broke, with a line diff. After an intended change, record them again:
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter PageSnapshotTests`, and read the diff.
@Suite("Page snapshots", .snapshots)
struct PageSnapshotTests {
    /// One page: how to reach it, and what the visitor did first.
    struct Page: Sendable, CustomTestStringConvertible {
        let name: String
        let path: String
        var status: HTTPResponse.Status = .ok
        /// Form posts made first, each `(path, form body)`.
        var before: [(String, String)] = []
        /// Whether Launch Library 2's fixtures are loaded too, and then refreshed with Starlink
        /// Group 99-1 moved and on hold (a schedule change for the slips view).
        var launchLibrary = false
        var launchLibraryMoved = false
        /// Headers of the request (a browser's `Accept`).
        var headers: HTTPFields = [:]
        var testDescription: String { name }
    }

    static let pages: [Page] = [
        Page(name: "home", path: "/"),
        Page(name: "home-with-a-city", path: "/", before: [("/weather/cities", "placeId=2618425")]),
        Page(name: "company", path: "/spacex"),
        Page(name: "launches", path: "/launches"),
        Page(name: "launches-filtered", path: "/launches?outcome=failure&sort=asc"),
        Page(name: "launch-changes", path: "/launches/changes", launchLibrary: true, launchLibraryMoved: true),
        Page(name: "launch-changes-filtered", path: "/launches/changes?provider=SpaceX&year=2026", launchLibrary: true, launchLibraryMoved: true),
        Page(name: "launches-invalid-year", path: "/launches?year=abc", status: .badRequest),
        Page(name: "launch", path: "/launches/l1"),
        Page(name: "launch-cores", path: "/launches/l6"),
        Page(name: "launch-launch-library", path: "/launches/a0000000-0000-4000-8000-000000000001", launchLibrary: true),
        Page(name: "boosters", path: "/spacex/boosters", launchLibrary: true),
        Page(name: "booster", path: "/spacex/boosters/B1067", launchLibrary: true),
        Page(name: "sites", path: "/sites", launchLibrary: true),
        Page(name: "site", path: "/sites/12", launchLibrary: true),
        Page(name: "launchers", path: "/launchers", launchLibrary: true),
        Page(name: "launcher", path: "/launchers/falcon-9-block-5", launchLibrary: true),
        Page(name: "statistics", path: "/launches/statistics", launchLibrary: true),
        Page(name: "rockets", path: "/spacex/rockets"),
        Page(name: "rocket", path: "/spacex/rockets/r1"),
        Page(name: "galaxy-list", path: "/swapi/people"),
        Page(name: "galaxy-record", path: "/swapi/people/1"),
        Page(name: "agencies", path: "/agencies?country=USA"),
        Page(name: "agency", path: "/agencies/121"),
        Page(name: "astronauts", path: "/astronauts?sort=name"),
        Page(name: "astronaut", path: "/astronauts/276"),
        Page(name: "stations", path: "/stations"),
        Page(name: "station", path: "/stations/4"),
        Page(name: "spacecraft-list", path: "/spacecraft"),
        Page(name: "spacecraft", path: "/spacecraft/6"),
        Page(name: "facts", path: "/facts?q=kick"),
        Page(name: "fact", path: "/facts/kickSeparation00000001"),
        Page(name: "fact-of-the-day", path: "/facts/today"),
        Page(name: "weather-empty", path: "/weather"),
        Page(name: "weather-with-a-city", path: "/weather", before: [("/weather/cities", "placeId=2618425")]),
        Page(name: "city", path: "/weather/cities/1", before: [("/weather/cities", "placeId=2618425")]),
        Page(name: "status", path: "/status"),
        Page(name: "settings", path: "/settings"),
        Page(name: "starred-empty", path: "/starred"),
        Page(
            name: "starred", path: "/starred?starred=people&id=1",
            // No launch: the calendar address it would add is random.
            before: [("/starred/planets/1", ""), ("/starred/fact/kickSeparation00000001", ""), ("/starred/people/1", "")]),
        Page(name: "home-with-stars", path: "/", before: [("/starred/launch/l1", ""), ("/starred/people/1", "")]),
        Page(name: "use-here", path: "/settings/use-here?code=k7Qx2mP9vR4tW8yZ"),
        Page(name: "search-empty", path: "/search"),
        Page(name: "search", path: "/search?q=sky"),
        Page(name: "search-city", path: "/search?q=copenhagen", before: [("/weather/cities", "placeId=2618425")]),
        Page(name: "search-too-long", path: "/search?q=" + String(repeating: "a", count: 101), status: .badRequest),
        Page(name: "api-docs", path: "/api/docs"),
        Page(name: "graphql", path: "/graphql"),
        Page(
            name: "graphql-result", path: "/graphql?query=%7B+person%28personID%3A+1%29+%7B+name+homeworld+%7B+name+%7D+%7D+%7D",
            headers: [.accept: "text/html"]),
        Page(name: "offline", path: "/offline"),
        Page(name: "not-found", path: "/no/such/page", status: .notFound),
    ]

    @Test("each page matches its snapshot", arguments: pages)
    func matches(_ page: Page) async throws {
        try await Self.app(launchLibrary: page.launchLibrary, moved: page.launchLibraryMoved).test(.router) { client in
            for (path, form) in page.before {
                try await client.execute(
                    uri: path, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: form)
                ) { _ in }
            }
            let answer = try await client.get(page.path, headers: page.headers)
            #expect(answer.status == page.status)
            assertSnapshot(of: answer.body, as: .html, named: page.name, testName: "page")
        }
    }
}

extension PageSnapshotTests {
    /// The web app over the fixtures, with Launch Library 2's when asked.
    static func app(launchLibrary: Bool, moved: Bool = false) async throws -> some ApplicationProtocol {
        guard launchLibrary else { return Application(router: try await WebApp.router()) }
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.services(database: database, load: true)
        let refreshes = [LaunchLibraryDecodingTests.fixtures] + (moved ? [try LaunchLibraryDecodingTests.fixturesWithStarlinkMoved()] : [])
        defer { for folder in refreshes.dropFirst() { try? FileManager.default.removeItem(at: folder) } }
        for folder in refreshes {
            try await SyncLaunchLibrary(
                source: SnapshotLaunchLibrarySource(directory: folder), store: SQLLaunchStore(database: database), now: .fixed(TestFixtures.now))()
        }
        return Application(router: try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc)))
    }
}

extension Snapshotting where Value == String, Format == String {
    /// A page's HTML, compared line by line and kept as an `.html` file.
    static var html: Snapshotting {
        var html = Snapshotting.lines
        html.pathExtension = "html"
        return html
    }
}
