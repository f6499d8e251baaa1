import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacPresentation
@testable import AlmanacWeb

/// Whole lists as files: the launches list, filtered as its page is, as CSV (RFC 4180, inert in a
/// spreadsheet), NDJSON and JSON, the same rows as the API's pages. (Python's `csv` module reads
/// the full snapshot's in `scripts/downloads-check`.)
@Suite("Downloads of whole lists")
struct DownloadTests {
    @Test("a CSV cell: quoted when it holds a quote, comma or line break (quotes doubled); a formula's first character made inert")
    func cells() {
        #expect(CSVCell.text("Falcon 9") == "Falcon 9")
        #expect(CSVCell.text("Falcon 9, Block 5") == "\"Falcon 9, Block 5\"")
        #expect(CSVCell.text("the \"Transporter\" rideshare") == "\"the \"\"Transporter\"\" rideshare\"")
        #expect(CSVCell.text("two\r\nlines") == "\"two\r\nlines\"")
        #expect(CSVCell.text(#"=HYPERLINK("https://evil.example","x")"#) == #""'=HYPERLINK(""https://evil.example"",""x"")""#)
        for formula in ["+1", "-1+2", "@SUM(A1)", "\tcmd", "\rcmd"] {
            #expect(CSVCell.text(formula).hasPrefix("'") || CSVCell.text(formula).hasPrefix("\"'"))
        }
        #expect(CSVCell.text("1957-10-04T19:28:34Z") == "1957-10-04T19:28:34Z")
    }

    @Test("a JSON string: quotes, backslashes and control characters escaped, read back whole by Foundation's parser")
    func jsonText() throws {
        let hostile = "a \"quote\", a \\ backslash, a\ttab, a\u{0}nul, \u{1F}, \r\n, </script>, \u{2028}, 🚀, é"
        let parsed = try JSONSerialization.jsonObject(with: Data(("[" + JSONText.string(hostile) + "]").utf8)) as? [String]
        #expect(parsed == [hostile])
        #expect(JSONText.string("\u{1}") == #""\u0001""#)
    }

    /// The web app over the fixtures, Launch Library's lists with one launch named like a
    /// spreadsheet formula.
    private func withApp(_ test: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.services(database: database, load: true)
        let hostile = try LaunchLibraryDecodingTests.fixtures {
            $0.replacingOccurrences(of: #""name": "Starship | Flight 12""#, with: #""name": "=HYPERLINK(\"https://evil.example\",\"Flight 12\")""#)
        }
        defer { try? FileManager.default.removeItem(at: hostile) }
        try await SyncLaunchLibrary(
            source: SnapshotLaunchLibrarySource(directory: hostile), store: SQLLaunchStore(database: database), now: .fixed(TestFixtures.now))()
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
        try await Application(router: router).test(.router) { client in try await test(client) }
    }

    /// Every id the API lists for `query`, page after page.
    private func apiIDs(_ client: some TestClientProtocol, _ query: String) async throws -> [String] {
        var ids: [String] = []
        for page in 1... {
            let body = try APIBody(try await client.get("/api/v1/launches?limit=100&page=\(page)\(query)").body)
            let rows = try #require(body.data as? [[String: Any]])
            ids += rows.compactMap { $0["id"] as? String }
            if rows.count < 100 { return ids }
        }
        return ids
    }

    @Test(
        "the launches list whole as CSV, NDJSON and JSON: a header, the API's rows in its order, filters as the page's; a name like a formula stays text"
    )
    func launches() async throws {
        try await withApp { client in
            let ids = try await apiIDs(client, "")
            let csv = try await client.execute(uri: "/launches/all.csv", method: .get) { $0 }
            #expect(csv.status == .ok && csv.headers[.contentType] == "text/csv; charset=utf-8; header=present")
            #expect(csv.headers[.contentDisposition] == "attachment; filename=\"almanac-launches.csv\"")
            let text = String(buffer: csv.body)
            let lines = text.components(separatedBy: "\r\n").dropLast()
            #expect(lines.first == LaunchExportRow.table.columns.map(\.name).joined(separator: ","))
            #expect(lines.dropFirst().map { String($0.prefix { $0 != "," }) } == ids, "every launch, in the API's order")
            #expect(text.contains(#","'=HYPERLINK(""https://evil.example"",""Flight 12"")","#), "\(text)")
            #expect(lines.contains { $0.hasPrefix("a0000000-0000-4000-8000-000000000001,Starlink Group 99-1,2026-11-25T07:25:16Z,minute,") })

            let ndjson = try await client.get("/launches/all.ndjson").body.split(separator: "\n")
            let objects = try ndjson.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
            #expect(objects.compactMap { $0["id"] as? String } == ids)
            #expect(ndjson.first?.hasPrefix(#"{"id":"#) == true, "keys in the columns' order")
            let starlink = try #require(objects.first { $0["id"] as? String == "a0000000-0000-4000-8000-000000000001" })
            #expect(
                starlink["dateMoves"] as? Int == 0 && starlink["url"] as? String == "http://localhost/launches/a0000000-0000-4000-8000-000000000001")

            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(try await client.get("/launches/all.json").body.utf8)) as? [[String: Any]])
            #expect(json.compactMap { $0["id"] as? String } == ids)

            // Filtered as the page is; a filter that names nothing is the list's 404.
            let filtered = try await client.get("/launches/all.csv?year=2026&sort=asc").body.components(separatedBy: "\r\n").dropFirst().dropLast()
            #expect(filtered.map { String($0.prefix { $0 != "," }) } == (try await apiIDs(client, "&year=2026&sort=asc")))
            #expect(try await client.get("/launches/all.csv?rocket=nothing-of-that-name").status == .notFound)
            #expect(try await client.get("/launches/all.json?year=20x0").status == .badRequest)
            #expect(try await client.get("/launches/all.json?year=1900").body == "[]\n", "an empty list is an empty array")
            // More, one after another, than one client may run at once: each place is given
            // back once its file is written.
            for _ in 0...WebConfiguration().downloadsPerClient! { #expect(try await client.get("/launches/all.ndjson").status == .ok) }
        }
    }

    @Test(
        "downloads at once: a few per client and a few more for the server, past them a 429 with Retry-After naming the limit; a place comes back when its download ends"
    )
    func slots() throws {
        let slots = DownloadSlots(perClient: 2, total: 3)
        var held = [try slots.take(for: "a"), try slots.take(for: "a")]
        #expect {
            try slots.take(for: "a")
        } throws: { error in
            let refusal = error as? APIError
            return refusal?.status == .tooManyRequests && refusal?.headers[.retryAfter] == "5"
                && refusal?.message.contains("At most 2 downloads at once from one address") == true
        }
        held.append(try slots.take(for: "b"))
        #expect(throws: APIError.self, "the server's three are running") { try slots.take(for: "c") }
        #expect(slots.inProgress == 3)
        held.removeFirst()
        #expect(slots.inProgress == 2)
        held.append(try slots.take(for: "a"))
        #expect(throws: APIError.self) { try slots.take(for: "a") }
        held.removeAll()
        #expect(slots.inProgress == 0)
        #expect(throws: Never.self) { _ = try slots.take(for: "c") }
    }

    @Test("the launches page links its downloads, filters kept, page and limit left out")
    func links() async throws {
        try await withApp { client in
            let page = try await client.get("/launches?year=2026&limit=1&page=2").body
            #expect(page.contains(#"<a href="/launches/all.csv?year=2026" download>CSV</a>"#), "\(page)")
            #expect(page.contains(#"<a href="/launches/all.ndjson?year=2026" download>NDJSON</a>"#))
        }
    }
}

extension DownloadTests {
    @Test("agencies and astronauts whole, filtered as their pages, the API's totals; their pages link them")
    func records() async throws {
        let router = try await WebApp.router()
        try await Application(router: router).test(.router) { client in
            for (list, api) in [("/agencies", "/api/v1/agencies"), ("/astronauts", "/api/v1/astronauts")] {
                let total = try APIBody(try await client.get(api + "?limit=100").body).meta["total"] as? Int
                let csv = try await client.get(list + "/all.csv").body.components(separatedBy: "\r\n").dropLast()
                #expect(
                    csv.first?.hasPrefix("id,name,") == true && csv.count - 1 == total, "\(list): \(csv.count - 1) rows, the API's \(total ?? -1)")
                let ndjson = try await client.get(list + "/all.ndjson").body.split(separator: "\n")
                #expect(ndjson.count == total && ndjson.allSatisfy { $0.hasPrefix(#"{"id":"#) })
                #expect(try await client.get(list).body.contains(#"<a href="\#(list)/all.csv" download>CSV</a>"#))
            }
            let nasa = try await client.get("/agencies/all.json?q=nasa").body
            let filtered = try #require(try JSONSerialization.jsonObject(with: Data(nasa.utf8)) as? [[String: Any]])
            #expect(!filtered.isEmpty && filtered.allSatisfy { ($0["url"] as? String)?.hasPrefix("http://localhost/agencies/") == true }, "\(nasa)")
        }
    }
}

extension DownloadTests {
    @Test("a Star Wars resource whole: its fields in SWAPI's order, links as ids, searched as its page")
    func galaxy() async throws {
        let router = try await WebApp.router()
        try await Application(router: router).test(.router) { client in
            let total = try APIBody(try await client.get("/api/v1/swapi/people?limit=100").body).meta["total"] as? Int
            let csv = try await client.get("/swapi/people/all.csv").body.components(separatedBy: "\r\n").dropLast()
            #expect(
                csv.first == "id,name,height,mass,hair_color,skin_color,eye_color,birth_year,gender,homeworld,films,species,vehicles,starships,url")
            #expect(csv.count - 1 == total)
            let luke = try #require(csv.first { $0.hasPrefix("1,Luke Skywalker,") })
            #expect(luke == "1,Luke Skywalker,172,77,blond,fair,brown,19BBY,male,1,1,,14,12,http://localhost/swapi/people/1", "\(luke)")
            let found = try await client.get("/swapi/people/all.ndjson?q=skywalker").body.split(separator: "\n")
            #expect(!found.isEmpty && found.allSatisfy { $0.contains("Skywalker") })
            #expect(try await client.get("/swapi/nothing/all.csv").status == .notFound)
            #expect(try await client.get("/swapi/people").body.contains(#"<a href="/swapi/people/all.csv" download>CSV</a>"#))
        }
    }
}

extension DownloadTests {
    @Test("the boosters whole; a visitor's saved cities, theirs alone, with their coordinates, never kept")
    func boostersAndCities() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let boosters = try await client.get("/spacex/boosters/all.csv").body.components(separatedBy: "\r\n").dropLast()
            let total = (try APIBody(try await client.get("/api/v1/spacex/boosters").body).data as? [Any])?.count
            #expect(boosters.first == "serial,status,flights,landings,firstFlight,lastFlight,nextFlight,url" && boosters.count - 1 == total)

            #expect(
                try await client.get("/weather/all.csv").body == "id,name,region,countryCode,latitude,longitude,timeZone,url\r\n",
                "no cities: the header alone")
            let added = try await client.execute(
                uri: "/weather/cities", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: "placeId=2618425")
            ) { $0 }
            let cookie = try #require(added.headers[values: .setCookie].first { $0.hasPrefix("almanac_profile=") }?.split(separator: ";").first)
            let mine = try await client.execute(uri: "/weather/all.ndjson", method: .get, headers: [.cookie: String(cookie)]) { $0 }
            #expect(mine.headers[.cacheControl] == "private, no-store")
            let city = try #require(try JSONSerialization.jsonObject(with: Data(String(buffer: mine.body).utf8)) as? [String: Any])
            #expect(city["name"] as? String == "Copenhagen" && (city["latitude"] as? Double).map { abs($0 - 55.67594) < 0.001 } == true, "\(city)")
            #expect(try await client.get("/weather/all.csv").body.components(separatedBy: "\r\n").count == 2, "another visitor's: the header alone")
        }
    }
}

extension DownloadTests {
    @Test("the facts a search found, from the store alone: the API's total; a term never searched gives the header alone; a bad term a 400")
    func facts() async throws {
        let router = try await WebApp.router()
        try await Application(router: router).test(.router) { client in
            _ = try await client.get("/facts?q=kick")  // the search, stored (from the fixtures' replay)
            let total = try APIBody(try await client.get("/api/v1/facts/search?q=kick").body).meta["total"] as? Int
            let csv = try await client.get("/facts/all.csv?q=kick").body.components(separatedBy: "\r\n").dropLast()
            #expect(csv.first == "id,text,categories,createdAt,updatedAt,sourceURL,url" && csv.count - 1 == total && (total ?? 0) > 0, "\(csv)")
            #expect(try await client.get("/facts/all.csv?q=neversearched").body == "id,text,categories,createdAt,updatedAt,sourceURL,url\r\n")
            #expect(try await client.get("/facts/all.csv?q=" + String(repeating: "a", count: 200)).status == .badRequest)
            #expect(try await client.get("/facts?q=kick").body.contains(#"<a href="/facts/all.csv?q=kick" download>CSV</a>"#))
        }
    }
}
