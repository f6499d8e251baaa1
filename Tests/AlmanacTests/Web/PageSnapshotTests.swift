import AlmanacCore
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
@Suite("Page snapshots", .snapshots(record: .missing))
struct PageSnapshotTests {
    /// One page: how to reach it, and what the visitor did first.
    struct Page: Sendable, CustomTestStringConvertible {
        let name: String
        let path: String
        var status: HTTPResponse.Status = .ok
        /// Form posts made first, each `(path, form body)`.
        var before: [(String, String)] = []
        var testDescription: String { name }
    }

    static let pages: [Page] = [
        Page(name: "home", path: "/"),
        Page(name: "home-with-a-city", path: "/", before: [("/weather/cities", "placeId=2618425")]),
        Page(name: "company", path: "/spacex"),
        Page(name: "launches", path: "/spacex/launches"),
        Page(name: "launches-filtered", path: "/spacex/launches?outcome=failure&sort=asc"),
        Page(name: "launches-invalid-year", path: "/spacex/launches?year=abc", status: .badRequest),
        Page(name: "launch", path: "/spacex/launches/l1"),
        Page(name: "rockets", path: "/spacex/rockets"),
        Page(name: "rocket", path: "/spacex/rockets/r1"),
        Page(name: "galaxy-list", path: "/swapi/people"),
        Page(name: "galaxy-record", path: "/swapi/people/1"),
        Page(name: "facts", path: "/facts?q=kick"),
        Page(name: "fact", path: "/facts/kickSeparation00000001"),
        Page(name: "fact-of-the-day", path: "/facts/today"),
        Page(name: "weather-empty", path: "/weather"),
        Page(name: "weather-with-a-city", path: "/weather", before: [("/weather/cities", "placeId=2618425")]),
        Page(name: "city", path: "/weather/cities/1", before: [("/weather/cities", "placeId=2618425")]),
        Page(name: "status", path: "/status"),
        Page(name: "settings", path: "/settings"),
        Page(name: "use-here", path: "/settings/use-here?code=k7Qx2mP9vR4tW8yZ"),
        Page(name: "api-docs", path: "/api/docs"),
        Page(name: "offline", path: "/offline"),
        Page(name: "not-found", path: "/no/such/page", status: .notFound),
    ]

    @Test("each page matches its snapshot", arguments: pages)
    func matches(_ page: Page) async throws {
        try await WebApp.make().test(.router) { client in
            for (path, form) in page.before {
                try await client.execute(
                    uri: path, method: .post, headers: [.contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: form)
                ) { _ in }
            }
            let answer = try await client.get(page.path)
            #expect(answer.status == page.status)
            assertSnapshot(of: answer.body, as: .html, named: page.name, testName: "page")
        }
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
