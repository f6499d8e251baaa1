import AlmanacCore
import AlmanacPresentation
import AlmanacStore
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Hostile snapshot")
struct HostileSnapshotTests {
    @Test("a snapshot with payloads in every text, bad links and absurd numbers imports, and no page or API answer is a 5xx or holds a live script")
    func crawl() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = folder.appendingPathComponent("snapshot")
        try HostileSnapshot.write(from: TestFixtures.directory, to: snapshot)
        try HostileSnapshot.write(from: LaunchLibraryDecodingTests.fixtures, to: snapshot)
        let path = folder.appendingPathComponent("store.sqlite").path
        try await runCommand(["import", snapshot.path], database: path)

        let services = try await WebApp.services(database: try await AppDatabase.open(path: path), load: false)
        let app = Application(router: try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc)))
        try await app.test(.router) { client in
            // Saved cities named by the hostile place data, one of them with the hostile forecast.
            for query in ["spr", "cop"] {
                let places = try APIBody(try await client.get("/api/v1/weather/geocode?q=\(query)").body).data as? [[String: Any]] ?? []
                let placeID = try #require(places.first?["id"] as? String)
                let added = try await client.execute(
                    uri: "/weather/cities", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                    body: ByteBuffer(string: "placeId=\(placeID)")
                ) { $0.status }
                #expect(added == .seeOther)
            }

            var visited = Set<String>()
            var queue = ["/", "/status", "/facts/random", "/facts/today", "/facts?q=chuck", "/weather?q=spr", "/swapi/people?sort=height"]
            var pages = 0
            while let path = queue.popLast(), pages < 300 {
                guard visited.insert(path).inserted else { continue }
                let response = try await client.get(path)
                pages += 1
                #expect(response.status.code < 500, "\(path) answered \(response.status.code)")
                if path == Route.upcomingCalendar.href {
                    // The calendar feed carries the names as text; a browser must never read it as a page.
                    #expect(response.headers[.contentType] == "text/calendar; charset=utf-8" && response.headers[.xContentTypeOptions] == "nosniff")
                } else if path == Route.profileData.href {
                    // "Download my data" carries them as JSON, a download a browser never reads as a page.
                    #expect(
                        response.headers[.contentType]?.hasPrefix("application/json") == true && response.headers[.xContentTypeOptions] == "nosniff")
                    #expect(response.headers[.contentDisposition]?.hasPrefix("attachment") == true)
                } else if DownloadFormat.allCases.contains(where: { path.split(separator: "?")[0].hasSuffix("/all.\($0.rawValue)") }) {
                    // A whole list as a file carries the names as data, a download a browser never reads as a page.
                    #expect(response.headers[.contentType]?.contains("html") == false && response.headers[.xContentTypeOptions] == "nosniff")
                    #expect(response.headers[.contentDisposition]?.hasPrefix("attachment") == true)
                } else {
                    #expect(HTMLSafetyScan.problems(in: response.body).isEmpty, "\(path): \(HTMLSafetyScan.problems(in: response.body))")
                }
                queue += Self.localLinks(in: response.body).filter { !visited.contains($0) }
            }
            #expect(pages > 40)
            // Launch Library's launches imported too, with their payload-laden names, and were crawled.
            #expect(visited.contains("/launches/a0000000-0000-4000-8000-000000000001"))
            // Outside links with other schemes are shown as text.
            #expect(try await client.get("/spacex").body.contains("<span class=\"unsafe-link\">"))

            for path in [
                "/api/v1/spacex/company", "/api/v1/launches?limit=100", "/api/v1/spacex/rockets", "/api/v1/launches/stats",
                "/api/v1/swapi", "/api/v1/swapi/planets", "/api/v1/swapi/planets/1", "/api/v1/facts/categories",
                "/api/v1/facts/today", "/api/v1/facts/random", "/api/v1/facts/recent", "/api/v1/weather",
                "/api/v1/weather/cities", "/api/v1/status",
            ] {
                let response = try await client.get(path)
                #expect(response.status.code < 500, "\(path) answered \(response.status.code): \(response.body.prefix(200))")
            }
        }
    }

    /// Every `href` of the page that leads to another page of the site (not assets or images).
    static func localLinks(in html: String) -> [String] {
        html.components(separatedBy: "href=\"").dropFirst().compactMap { part in
            guard let end = part.firstIndex(of: "\"") else { return nil }
            let link = String(part[..<end]).replacingOccurrences(of: "&amp;", with: "&")
            guard link.hasPrefix("/"), !link.hasPrefix("//"), !link.hasPrefix("/assets/"), !link.hasPrefix("/img"),
                !link.hasPrefix("/api/")
            else { return nil }
            return link.split(separator: "#", maxSplits: 1).first.map(String.init)
        }
    }
}
