import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// The drop-in mirrors (`/mirror/…`) over the fixture store on a real loopback port: each
/// answers in its upstream's shape, the SWAPI records field by field as the snapshot recorded
/// them, and Almanac's own clients, written for the upstreams, sync from them unchanged.
@Suite("Mirrors of the upstream APIs")
struct MirrorTests {
    /// Runs `body` against the app over the fixtures on a real loopback port.
    private func live(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await Application(router: try await WebApp.router()).test(.live, body)
    }

    private static func data(_ answer: (status: HTTPResponse.Status, headers: HTTPFields, body: String)) -> Data { Data(answer.body.utf8) }

    /// `value` as JSON with its keys sorted: two documents with the same content read the same.
    private static func canonical(_ value: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])
    }

    private static func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test(
        "SWAPI as swapi.dev: the root, pages of ten with next and previous at this server, a search, each record field by field as recorded with its links moved here, the upstream's 404; an ETag's 304; the data's Age"
    )
    func swapi() async throws {
        try await live { client in
            let root = try Self.object(Self.data(try await client.get("/mirror/swapi/api/")))
            let people = try #require(root["people"] as? String)
            #expect(people.hasPrefix("http://") && people.hasSuffix("/mirror/swapi/api/people/") && root.count == GalaxyResource.allCases.count)
            let base = String(people.dropLast("/people/".count))

            let (status, headers, page) = try await client.get("/mirror/swapi/api/people/")
            let list = try Self.object(Data(page.utf8))
            let recorded = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: TestFixtures.directory.appendingPathComponent("swapi/people.json")))
                    as? [[String: Any]])
            #expect(status == .ok && list["count"] as? Int == recorded.count && list["previous"] is NSNull)
            #expect(headers[.age].flatMap(Int.init) == 3 * 3600, "refreshed three hours before the fixtures' clock")
            #expect(headers[.contentType] == "application/json; charset=utf-8")
            #expect(headers[.accessControlAllowOrigin] == "*", "a page on any site may read it, as it reads swapi.dev")
            for record in recorded {
                let url = try #require(record["url"] as? String)
                let id = try #require(url.split(separator: "/").last)
                let (status, _, body) = try await client.get("/mirror/swapi/api/people/\(id)/")
                let mirrored = try Self.object(Data(body.utf8))
                #expect(status == .ok && Set(mirrored.keys) == Set(record.keys), "\(url)")
                for (key, value) in record {
                    // Every SWAPI address points at the mirror, with swapi.dev's trailing slash.
                    func moved(_ text: String) -> String {
                        text.replacingOccurrences(of: "https://swapi.info/api", with: base).replacingOccurrences(
                            of: #"/(\d+)$"#, with: "/$1/", options: .regularExpression)
                    }
                    let expected: Any =
                        if let text = value as? String, text.hasPrefix("https://swapi.info/") { moved(text) } else if let links = value as? [String] {
                            links.map(moved)
                        } else { value }
                    #expect(
                        "\(mirrored[key] ?? "missing")" == "\(expected)", "\(url) \(key): \(mirrored[key] ?? "missing") ≠ \(expected)")
                }
            }
            let found = try Self.object(Self.data(try await client.get("/mirror/swapi/api/people/?search=sky")))
            #expect(found["count"] as? Int == recorded.count { ($0["name"] as? String ?? "").lowercased().contains("sky") })

            let missing = try await client.get("/mirror/swapi/api/people/999/")
            #expect(missing.status == .notFound && missing.body == #"{"detail":"Not found"}"#)
            #expect(try await client.get("/mirror/swapi/api/people/?page=99").status == .notFound)
            // The largest page a query can name: its first record's position overflowed (a trap).
            for page in ["9223372036854775807", "-9223372036854775808", "0"] {
                #expect(try await client.get("/mirror/swapi/api/people/?page=\(page)").status == .notFound)
            }
            let etag = try #require(headers[.eTag])
            #expect(try await client.get("/mirror/swapi/api/people/", headers: [.ifNoneMatch: etag]).status == .notModified)
        }
    }

    @Test(
        "chucknorris.io: categories, a search of 3 to 120 characters as {total, result} (else its 400), a fact by id, a random one of a category, its 404s"
    )
    func chuckNorris() async throws {
        try await live { client in
            let categories = try JSONSerialization.jsonObject(with: Self.data(try await client.get("/mirror/chucknorris/jokes/categories")))
            #expect(categories as? [String] == ["career", "dev", "explicit", "food", "sport"])
            let search = try Self.object(Self.data(try await client.get("/mirror/chucknorris/jokes/search?query=kick")))
            // Every fact, as the upstream's search (safe mode is Almanac's, not the API's).
            #expect(search["total"] as? Int == 4 && (search["result"] as? [Any])?.count == 4)
            let short = try await client.get("/mirror/chucknorris/jokes/search?query=ab")
            let message = try Self.object(Self.data(short))["message"] as? String
            #expect(short.status == .badRequest && message == "search.query: size must be between 3 and 120")
            let fact = try Self.object(Self.data(try await client.get("/mirror/chucknorris/jokes/devSelfOptimising00003")))
            #expect(fact["id"] as? String == "devSelfOptimising00003" && fact["categories"] as? [String] == ["dev"])
            let random = try await client.get("/mirror/chucknorris/jokes/random?category=food")
            let picked = try Self.object(Self.data(random))["categories"] as? [String]
            #expect(random.status == .ok && picked == ["food"] && random.headers[.cacheControl] == "no-store")
            #expect(try await client.get("/mirror/chucknorris/jokes/random?category=nothing").status == .notFound)
            #expect(try await client.get("/mirror/chucknorris/jokes/noSuchFact").status == .notFound)
            // What the request named is quoted in the 404, never spliced into its JSON.
            for (path, named) in [
                ("/mirror/chucknorris/jokes/%22%7D%0A%1F", "/jokes/\"}\n\u{1F}"), ("/mirror/chucknorris/jokes/random?category=%22x", "\"x"),
            ] {
                let hostile = try await client.get(path)
                let words = try Self.object(Self.data(hostile))
                #expect(hostile.status == .notFound && "\(words["path"] ?? "")\(words["message"] ?? "")".contains(named), "\(hostile.body)")
            }
        }
    }

    @Test("a second Almanac syncs SWAPI from the first one's mirror and holds the same records; its facts client searches the mirror")
    func almanacFromAlmanac() async throws {
        try await live { client in
            let port = try #require(client.port)
            let second = try await AppDatabase.temporary()
            let store = SQLGalaxyStore(database: second)
            try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
                let source = SWAPIGalaxySource(mirrors: Mirrors(["http://127.0.0.1:\(port)/mirror/swapi/api"]), transport: transport)
                try await SyncGalaxy(source: source, store: store)()
                let facts = ChuckNorrisFactSource(baseURL: "http://127.0.0.1:\(port)/mirror/chucknorris", transport: transport)
                #expect(
                    try await facts.search(try FactSearchTerm(parsing: "kick")).map(\.fact.id).sorted() == [
                        "explicitKick0000000005", "kickSeparation00000001", "roundhouseTide00000002", "scriptInjection0000006",
                    ])
            }
            let original = try await TestFixtures.galaxyDownload().records
            for resource in GalaxyResource.allCases {
                let synced = try await store.records(of: resource).sorted { $0.reference.id < $1.reference.id }
                let expected = (original[resource] ?? []).sorted { $0.reference.id < $1.reference.id }
                #expect(synced == expected, "\(resource)")
            }
        }
    }

    /// The app over the fixtures and Launch Library's, on a real loopback port.
    private func liveWithLaunchLibrary(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.servicesWithLaunchLibrary(database: database)
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
        try await Application(router: router).test(.live, body)
    }

    /// The fixtures' readable launches of `list` as Launch Library sent them, by id.
    private static func recordedLaunches(_ list: String) throws -> [String: [String: Any]] {
        let url = LaunchLibraryDecodingTests.fixtures.appendingPathComponent("ll2/\(list).json")
        let page = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let results = try #require(page["results"] as? [[String: Any]])
        return Dictionary(results.map { ($0["id"] as? String ?? "", $0) }) { first, _ in first }
    }

    @Test(
        "Launch Library 2: its lists in its order and paging (absolute next links), lsp__id and net filters, its 400 and 404 bodies, each record as it sent it"
    )
    func launchLibrary() async throws {
        try await liveWithLaunchLibrary { client in
            let upcoming = try Self.object(Self.data(try await client.get("/mirror/ll2/2.2.0/launch/upcoming/?limit=100")))
            let rows = try #require(upcoming["results"] as? [[String: Any]])
            let nets = rows.compactMap { $0["net"] as? String }
            #expect(upcoming["count"] as? Int == 4 && nets == nets.sorted(), "the readable four, soonest first: \(nets)")
            let previous = try #require(
                Self.object(Self.data(try await client.get("/mirror/ll2/2.2.0/launch/previous/")))["results"] as? [[String: Any]])
            let previousNets = previous.compactMap { $0["net"] as? String }
            #expect(previousNets == previousNets.sorted().reversed(), "latest first")

            // mode=list: the list's fields, named by words, made from the detailed record.
            let listed = try #require(
                (Self.object(Self.data(try await client.get("/mirror/ll2/2.2.0/launch/upcoming/?limit=1&mode=list")))["results"]
                    as? [[String: Any]])?.first)
            #expect(listed["lsp_name"] as? String == "SpaceX" && listed["launcher"] as? String == "B1067" && listed["landing"] as? String == "ASOG")
            #expect(listed["name"] as? String == rows.first?["name"] as? String && listed["rocket"] == nil && listed["pad"] is String)
            let one = try Self.object(Self.data(try await client.get("/mirror/ll2/2.2.0/launch/\(listed["id"] ?? "")/?mode=list")))
            #expect(try Self.canonical(one) == Self.canonical(listed))

            let recorded = try Self.recordedLaunches("upcoming")
            for row in rows {
                let id = try #require(row["id"] as? String)
                let record = try Self.object(Self.data(try await client.get("/mirror/ll2/2.2.0/launch/\(id)/")))
                let sent = try #require(recorded[id])
                #expect(try Self.canonical(record) == Self.canonical(sent), "\(id): as Launch Library sent it")
            }

            let first = try Self.object(Self.data(try await client.get("/mirror/ll2/2.2.0/launch/?limit=1")))
            let next = try #require(first["next"] as? String)
            #expect(next.hasPrefix("http://") && next.hasSuffix("/mirror/ll2/2.2.0/launch/?limit=1&offset=1") && first["count"] as? Int == 8)
            let start = try #require(next.range(of: "/mirror/")?.lowerBound)
            let path = String(next[start...])
            let second = try Self.object(Self.data(try await client.get(path)))
            #expect((second["previous"] as? String)?.hasSuffix("offset=0") == true && (second["results"] as? [Any])?.count == 1)

            let spacex = try Self.object(Self.data(try await client.get("/mirror/ll2/2.2.0/launch/upcoming/?lsp__id=121")))
            #expect(spacex["count"] as? Int == 4, "launches without a provider stay, as Launch Library's filter keeps them")
            let dated = try Self.object(Self.data(try await client.get("/mirror/ll2/2.2.0/launch/?net__gte=2026-12-01&net__lte=2027-12-31")))
            #expect(dated["count"] as? Int == 2)
            let refused = try await client.get("/mirror/ll2/2.2.0/launch/?net__gte=yesterday")
            #expect(refused.status == .badRequest && refused.body == #"{"net__gte":["Enter a valid date/time."]}"#)
            let missing = try await client.get("/mirror/ll2/2.2.0/launch/no-such-launch/")
            #expect(missing.status == .notFound && missing.body == #"{"detail":"Not found."}"#)
        }
    }

    @Test("a second Almanac syncs Launch Library (its launches and agencies) from the first one's mirror and holds the same")
    func launchLibraryFromAlmanac() async throws {
        try await liveWithLaunchLibrary { client in
            let port = try #require(client.port)
            // Its reference lists, paged as Launch Library pages them, read by the agencies' client.
            let agencies = try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
                try await LaunchLibraryAgencySource(
                    mirrors: Mirrors(["http://127.0.0.1:\(port)/mirror/ll2"]), transport: transport, budget: RequestBudget(perHour: 100), pageSize: 2
                ).fetchAgencies()
            }
            #expect(agencies.agencies.map(\.id) == (try await TestFixtures.agencyDownload()).agencies.map(\.id) && agencies.requestCount == 3)
            let second = SQLLaunchStore(database: try await AppDatabase.temporary())
            try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
                let source = LaunchLibraryAPISource(
                    mirrors: Mirrors(["http://127.0.0.1:\(port)/mirror/ll2"]), transport: transport, budget: RequestBudget(perHour: 100))
                try await SyncLaunchLibrary(source: source, store: second, now: .fixed(TestFixtures.now))()
            }
            let first = SQLLaunchStore(database: try await AppDatabase.temporary())
            try await SyncLaunchLibrary(
                source: SnapshotLaunchLibrarySource(directory: LaunchLibraryDecodingTests.fixtures), store: first, now: .fixed(TestFixtures.now))()
            let ids = { (store: SQLLaunchStore) in try await store.launchLibraryLists() }
            #expect(try await ids(second) == (try await ids(first)))
            let bodies = try await second.launchLibraryBodies(Array(try await ids(first).keys))
            #expect(bodies == (try await first.launchLibraryBodies(Array(try await ids(first).keys))), "every record as Launch Library sent it")
        }
    }

    @Test("--mirror turns mirrors off: only those named answer, the others are the site's 404; names are checked")
    func turnedOff() async throws {
        let services = try await WebApp.services()
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc, mirrors: [.swapi]))
        let statuses = try await Application(router: router).test(.router) { client in
            [
                try await client.get("/mirror/swapi/api/people/1/").status, try await client.get("/mirror/chucknorris/jokes/categories").status,
                try await client.get("/mirror/ll2/2.2.0/launch/").status,
            ]
        }
        #expect(statuses == [.ok, .notFound, .notFound])
        #expect(MirroredAPI.parse("none") == [])
        #expect(MirroredAPI.parse(" SWAPI, ll2 ") == [.swapi, .ll2])
        #expect(MirroredAPI.parse("nasa") == nil && MirroredAPI.parse("") == nil && MirroredAPI.parse("swapi,none") == nil)
    }

    /// The fixtures' SpaceX records of `list` as the SpaceX API sent them, in order.
    /// The launch ids a second Almanac holds after syncing SpaceX from the mirror at `port`.
    private static func launchIDsSyncedFromMirror(port: Int) async throws -> [String] {
        let second = InMemoryLaunchStore()
        try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
            let source = SpaceXLaunchSource(mirrors: Mirrors(["http://127.0.0.1:\(port)/mirror/spacex"]), transport: transport)
            try await SyncSpaceX(source: source, store: second)()
        }
        return try await second.timeline().map(\.id).sorted()
    }

    private static func recordedSpaceX(_ list: String) throws -> [[String: Any]] {
        let url = TestFixtures.directory.appendingPathComponent("spacex/v4/\(list).json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
    }

    @Test(
        "the SpaceX API (v4): each list whole and each record as recorded, latest, next, past and upcoming as the API picks them, the company, its Not Found; a second Almanac syncs from it"
    )
    func spacex() async throws {
        try await live { client in
            for list in ["launches", "rockets", "launchpads", "cores", "landpads"] {
                let recorded = try Self.recordedSpaceX(list)
                let mirrored = try #require(
                    try JSONSerialization.jsonObject(with: Self.data(try await client.get("/mirror/spacex/v4/\(list)"))) as? [Any])
                #expect(try Self.canonical(mirrored) == Self.canonical(recorded), "\(list): as recorded")
                let first = try #require(recorded.first)
                let one = try JSONSerialization.jsonObject(with: Self.data(try await client.get("/mirror/spacex/v4/\(list)/\(first["id"] ?? "")")))
                #expect(try Self.canonical(one) == Self.canonical(first), "\(list)/\(first["id"] ?? "")")
            }
            func name(_ path: String) async throws -> String? {
                try Self.object(Self.data(try await client.get("/mirror/spacex/v4/launches/\(path)")))["name"] as? String
            }
            #expect(try await name("latest") == "Starlink Unknown", "the last launch not upcoming, by date")
            #expect(try await name("next") == "Crew Future")
            let past = try JSONSerialization.jsonObject(with: Self.data(try await client.get("/mirror/spacex/v4/launches/past"))) as? [Any]
            let upcoming = try JSONSerialization.jsonObject(with: Self.data(try await client.get("/mirror/spacex/v4/launches/upcoming"))) as? [Any]
            #expect(past?.count == 5 && upcoming?.count == 1)
            #expect(try Self.object(Self.data(try await client.get("/mirror/spacex/v4/company")))["name"] as? String == "TestX")
            let missing = try await client.get("/mirror/spacex/v4/launches/nope")
            #expect(missing.status == .notFound && missing.body == "Not Found")
            #expect(try await client.get("/mirror/spacex/v5/rockets").status == .notFound, "v5 has launches only")
            #expect(try await client.get("/mirror/spacex/v6/launches").status == .notFound)

            // POST …/query: mongoose-paginate's envelope over the query and options clients send.
            func query(_ body: String) async throws -> (status: HTTPResponse.Status, body: String) {
                try await client.execute(
                    uri: "/mirror/spacex/v4/launches/query", method: .post, headers: [.contentType: "application/json"],
                    body: ByteBuffer(string: body)
                ) { ($0.status, String(buffer: $0.body)) }
            }
            let page = try Self.object(
                Data(
                    try await query(
                        #"{"query": {"upcoming": false, "date_utc": {"$gte": "2007-01-01T00:00:00.000Z"}}, "options": {"limit": 2, "page": 2, "sort": "date_utc name", "select": "name", "populate": ["rocket"]}}"#
                    ).body.utf8))
            let docs = try #require(page["docs"] as? [[String: Any]])
            #expect(
                page["totalDocs"] as? Int == 4 && page["page"] as? Int == 2 && page["totalPages"] as? Int == 2
                    && page["hasNextPage"] as? Bool == false)
            #expect(docs.compactMap { $0["name"] as? String } == ["Écran Test <script>alert(1)</script>", "Starlink Unknown"], "\(docs)")
            #expect(docs.allSatisfy { Set($0.keys) == ["id", "name"] }, "select keeps the id and the fields named")
            let populated = try Self.object(
                Data(try await query(#"{"query": {"id": {"$in": ["l1"]}}, "options": {"populate": "rocket", "select": "rocket"}}"#).body.utf8))
            let rocket = try #require((populated["docs"] as? [[String: Any]])?.first?["rocket"] as? [String: Any])
            #expect(rocket["id"] as? String == (try Self.recordedSpaceX("launches").first?["rocket"] as? String))
            for (body, words) in [
                (#"{"query": {"$where": "sleep(1000)"}}"#, "unknown top level operator: $where"),
                (#"{"query": {"name": {"$regex": "Star"}}}"#, "unknown operator: $regex"),
                (#"{"options": {"limit": 1e308}}"#, "\"options.limit\" must be a whole number."), ("[]", "The body must be a JSON object"),
                // Int's smallest, whose magnitude overflowed (a trap that stopped the server).
                (#"{"options": {"page": -9223372036854775808}}"#, "\"options.page\" must be a whole number."),
            ] {
                let refused = try await query(body)
                #expect(refused.status == .badRequest && refused.body.hasPrefix(words), "\(body): \(refused.body)")
            }
            var nested = #"{"name": "FalconSat"}"#
            for _ in 0..<12 { nested = #"{"$and": [\#(nested)]}"# }
            #expect(try await query(#"{"query": \#(nested)}"#).body == "The query is nested deeper than 8.")

            #expect(try await Self.launchIDsSyncedFromMirror(port: try #require(client.port)) == ["l1", "l2", "l3", "l4", "l5", "l6"])
        }
    }

    @Test(
        "Open-Meteo: the forecast kept for a place as it was recorded, the geocoder's answers it kept, its 400s; Almanac's own weather client reads both"
    )
    func openMeteo() async throws {
        try await live { client in
            let recorded = try Data(contentsOf: TestFixtures.directory.appendingPathComponent("openmeteo/forecast/copenhagen.json"))
            let forecast = try await client.get("/mirror/open-meteo/v1/forecast?latitude=55.68&longitude=12.57&hourly=temperature_2m")
            #expect(forecast.status == .ok && Data(forecast.body.utf8) == recorded, "the nearest kept forecast, as recorded")
            let elsewhere = try await client.get("/mirror/open-meteo/v1/forecast?latitude=0&longitude=0")
            let refusal = try Self.object(Self.data(elsewhere))
            #expect(elsewhere.status == .notFound && refusal["error"] as? Bool == true, "none kept there")
            #expect(try await client.get("/mirror/open-meteo/v1/forecast?latitude=north").status == .badRequest)
            let found = try Self.object(Self.data(try await client.get("/mirror/open-meteo/v1/search?name=springf&count=5")))
            #expect((found["results"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Springfield", "Springfield"])

            let port = try #require(client.port)
            try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
                let base = "http://127.0.0.1:\(port)/mirror/open-meteo"
                let source = OpenMeteoWeatherSource(geocodingURL: base, forecastURL: base, transport: transport)
                let term = try PlaceSearchTerm(parsing: "Springfield")
                let places = try await source.geocode(term, count: 5).places
                let kept = try await source.forecast(latitude: 55.68, longitude: 12.57).body
                #expect(places.count == 2 && kept == recorded)
            }
        }
    }

    @Test(
        "SpaceX's launches since the API stopped, from Launch Library 2, in v4's shape (flight numbers continued, what it lacks null); picks by what is known now; an Almanac syncing from it gets the API's records only"
    )
    func spacexSince2022() async throws {
        try await liveWithLaunchLibrary { client in
            let launches = try #require(
                try JSONSerialization.jsonObject(with: Self.data(try await client.get("/mirror/spacex/v4/launches"))) as? [[String: Any]])
            #expect(launches.count == 7, "the API's six and Launch Library's one SpaceX launch it never had")
            let added = try #require(launches.last)
            let id = try #require(added["id"] as? String)
            #expect(added["name"] as? String == "Starlink Group 99-1" && added["date_utc"] as? String == "2026-11-25T07:25:16.000Z")
            #expect(added["flight_number"] as? Int == 7 && added["upcoming"] as? Bool == true && added["launch_library_id"] as? String == id)
            #expect(added["almanac_source"] as? String == "ll2" && added["crew"] is NSNull && added["payloads"] is NSNull, "what LL2 lacks is null")
            #expect(added["date_precision"] as? String == "hour" && added["success"] is NSNull)
            let one = try Self.object(Self.data(try await client.get("/mirror/spacex/v4/launches/\(id)")))
            #expect(try Self.canonical(one) == Self.canonical(added))

            func name(_ path: String, headers: HTTPFields = [:]) async throws -> String? {
                try Self.object(Self.data(try await client.get("/mirror/spacex/v4/launches/\(path)", headers: headers)))["name"] as? String
            }
            #expect(try await name("next") == "Starlink Group 99-1")
            #expect(try await name("latest") == "Crew Future", "Launch Library 2 says it flew, though the API's record calls it upcoming")
            let upcoming = try JSONSerialization.jsonObject(with: Self.data(try await client.get("/mirror/spacex/v4/launches/upcoming"))) as? [Any]
            #expect(upcoming?.count == 1)

            let asSent: HTTPFields = [HTTPField.Name(MirrorRecords.header)!: MirrorRecords.asSent]
            let sent =
                try JSONSerialization.jsonObject(with: Self.data(try await client.get("/mirror/spacex/v4/launches", headers: asSent))) as? [Any]
            #expect(
                try Self.canonical(try #require(sent)) == Self.canonical(try Self.recordedSpaceX("launches")),
                "an Almanac is sent the records as recorded")
            #expect(try await name("next", headers: asSent) == "Crew Future")

            #expect(try await Self.launchIDsSyncedFromMirror(port: try #require(client.port)) == ["l1", "l2", "l3", "l4", "l5", "l6"])
        }
    }

    @Test(
        "the SpaceX API's v3, as the SpaceX seed app reads it: launches paged by limit and offset, filtered by year and sorted, each field mapped from v4's record, next from Launch Library 2, the company as info; its 400s and 404s; v5's launches"
    )
    func spacexVersion3() async throws {
        try await liveWithLaunchLibrary { client in
            func launches(_ query: String) async throws -> [[String: Any]] {
                try #require(
                    try JSONSerialization.jsonObject(with: Self.data(try await client.get("/mirror/spacex/v3/launches\(query)"))) as? [[String: Any]])
            }
            #expect(try await launches("?limit=2&offset=1").compactMap { $0["flight_number"] as? Int } == [2, 3])
            let year2020 = try await launches("?launch_year=2020&order=desc").compactMap { $0["flight_number"] as? Int }
            #expect(year2020 == [6, 4, 3])
            #expect(try await launches("?offset=7").isEmpty, "an empty page ends the seed app's list")

            let v4 = try #require(try Self.recordedSpaceX("launches").first)
            let v3 = try Self.object(Self.data(try await client.get("/mirror/spacex/v3/launches/1")))
            let rocket = try #require(v3["rocket"] as? [String: Any]), site = try #require(v3["launch_site"] as? [String: Any])
            let links = try #require(v3["links"] as? [String: Any]), v4Links = try #require(v4["links"] as? [String: Any])
            #expect(v3["mission_name"] as? String == v4["name"] as? String && v3["launch_date_utc"] as? String == v4["date_utc"] as? String)
            #expect(v3["launch_date_unix"] as? Int == v4["date_unix"] as? Int && v3["launch_year"] as? String == "2006")
            #expect(v3["launch_success"] as? Bool == false && v3["details"] as? String == v4["details"] as? String)
            #expect(rocket["rocket_name"] as? String == "Falcon 1" && rocket["rocket_id"] as? String == "falcon1" && rocket["rocket_type"] is NSNull)
            #expect(site["site_id"] as? String == "p1" && site["site_name"] as? String == "Kwajalein Atoll")
            #expect(links["mission_patch_small"] as? String == (v4Links["patch"] as? [String: Any])?["small"] as? String)
            #expect(
                links["article_link"] as? String == v4Links["article"] as? String && links["video_link"] as? String == v4Links["webcast"] as? String)
            #expect((v3["launch_failure_details"] as? [String: Any])?["reason"] as? String == "merlin engine failure")
            let next = try Self.object(Self.data(try await client.get("/mirror/spacex/v3/launches/next")))
            #expect(next["mission_name"] as? String == "Starlink Group 99-1" && next["flight_number"] as? Int == 7)

            var company = try Self.object(try Data(contentsOf: TestFixtures.directory.appendingPathComponent("spacex/v4/company.json")))
            company["id"] = nil
            #expect(try Self.canonical(Self.object(Self.data(try await client.get("/mirror/spacex/v3/info")))) == Self.canonical(company))

            for query in ["?limit=-1", "?offset=many", "?order=sideways", "?sort=$where", "?launch_success=maybe"] {
                #expect(try await client.get("/mirror/spacex/v3/launches\(query)").status == .badRequest, "\(query)")
            }
            #expect(try await client.get("/mirror/spacex/v3/launches/99").body == "Not Found")
            #expect(try await client.get("/mirror/spacex/v3/rockets").status == .notFound)

            // v5: v4's launches, each crew member an object naming a role v4 does not record.
            let v5 = try Self.object(Self.data(try await client.get("/mirror/spacex/v5/launches/l1")))
            #expect(try Self.canonical(v5) == Self.canonical(v4))
        }
    }

    @Test("v5's crew: each v4 crew id as an object with its role, which v4 does not record; in a query's envelope too")
    func spacexVersion5Crew() throws {
        let v5 = SpaceXVersion5.launches(fromVersion4: #"{"docs": [{"id": "l9", "crew": ["c1"]}], "totalDocs": 1}"#)
        let docs = try #require((try Self.object(Data(v5.utf8)))["docs"] as? [[String: Any]])
        let crew = try #require(docs.first?["crew"] as? [[String: Any]])
        #expect(crew.first?["crew"] as? String == "c1" && crew.first?["role"] is NSNull)
    }

    @Test(
        "Open-Meteo: a forecast for coordinates none kept is near is fetched once, through the upstream gate, and kept; asked again, answered from the store"
    )
    func openMeteoFetchedAndKept() async throws {
        let copenhagen = try String(contentsOf: TestFixtures.directory.appendingPathComponent("openmeteo/forecast/copenhagen.json"), encoding: .utf8)
        // Copenhagen's forecast, as if Open-Meteo sent it for Madrid.
        var moved = try Self.object(Data(copenhagen.utf8))
        (moved["latitude"], moved["longitude"]) = (40.4, -3.7)
        let body = String(decoding: try Self.canonical(moved), as: UTF8.self)
        let upstream = ScriptedUpstream(["/v1/forecast": [.respond(status: 200, body: body)]])
        try await withLoopbackServer(upstream.application) { base in
            let services = try await WebApp.services(database: try await AppDatabase.temporary(), load: true, weatherURL: base)
            let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
            try await Application(router: router).test(.router) { client in
                let first = try await client.get("/mirror/open-meteo/v1/forecast?latitude=40.4&longitude=-3.7")
                #expect(first.status == .ok && first.body == body, "fetched, as Open-Meteo sent it")
                let again = try await client.get("/mirror/open-meteo/v1/forecast?latitude=40.41&longitude=-3.71")
                #expect(again.status == .ok && again.body == body && upstream.requestCount("/v1/forecast") == 1, "kept: asked once")
            }
        }
    }

    @Test("a store that holds nothing yet: the SpaceX lists are empty arrays, a record is the API's Not Found")
    func emptyStore() async throws {
        let answers = try await Application(router: try await WebApp.router(empty: true)).test(.router) { client in
            [try await client.get("/mirror/spacex/v4/launches").body, try await client.get("/mirror/spacex/v4/launches/latest").body]
        }
        #expect(answers == ["[]", "Not Found"])
    }
}
