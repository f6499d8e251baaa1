import AlmanacCore
import AlmanacStore
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

@testable import AlmanacWeb

@Suite("Page cache")
struct PageCacheTests {
    @Test("a refresh shows at once on a cached page: the footer's freshness is part of the key")
    func refreshInvalidates() async throws {
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.services(database: database, load: true)
        let router = try buildRouter(services: services, configuration: WebConfiguration())
        try await Application(router: router).test(.router) { client in
            let before = try await client.get("/launches").body
            #expect(before.contains("6 launches"))
            let download = try await TestFixtures.download()
            let catalog = download.catalog
            let smaller = SpaceXDownload(
                catalog: SpaceXCatalog(
                    company: catalog.company, launches: Array(catalog.launches.prefix(2)), rockets: catalog.rockets, launchpads: catalog.launchpads),
                documents: download.documents, origin: .upstream("http://example.test")
            )
            try await SQLLaunchStore(database: database).replaceSpaceX(with: smaller, refreshedAt: TestFixtures.now.addingTimeInterval(60))
            let after = try await client.get("/launches").body
            #expect(after.contains("2 launches") && after.contains("SpaceX data from example.test"))
        }
    }

    @Test("a refresh draws kept launches and rows again: a renamed launch and person show on their lists and page")
    func refreshRedrawsKeptRows() async throws {
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.services(database: database, load: true)
        let router = try buildRouter(services: services, configuration: WebConfiguration())
        try await Application(router: router).test(.router) { client in
            #expect(try await client.get("/launches").body.contains("FalconSat"))
            #expect(try await client.get("/launches/l1").body.contains("FalconSat"))
            #expect(try await client.get("/swapi/people").body.contains("Luke Skywalker"))
            let later = TestFixtures.now.addingTimeInterval(60)
            let download = try await TestFixtures.download()
            let catalog = download.catalog
            let launches = try catalog.launches.map { $0.id == "l1" ? try Self.renamed($0, "FalconSat Renamed") : $0 }
            let renamedLaunch = SpaceXDownload(
                catalog: SpaceXCatalog(company: catalog.company, launches: launches, rockets: catalog.rockets, launchpads: catalog.launchpads),
                documents: download.documents, origin: download.origin)
            try await SQLLaunchStore(database: database).replaceSpaceX(with: renamedLaunch, refreshedAt: later)
            let galaxy = try await TestFixtures.galaxyDownload()
            var records = galaxy.records
            records[.people] = records[.people]?.map { record in
                record.reference.id == 1
                    ? GalaxyRecord(reference: record.reference, name: "Luke Renamed", values: record.values, links: record.links) : record
            }
            let renamedPerson = GalaxyDownload(records: records, documents: galaxy.documents, origin: galaxy.origin)
            try await SQLGalaxyStore(database: database).replaceGalaxy(with: renamedPerson, refreshedAt: later)
            // Addresses the page cache has not seen; the kept rows have.
            #expect(try await client.get("/launches?limit=20").body.contains("FalconSat Renamed"))
            #expect(try await client.get("/launches/l1").body.contains("<h1>FalconSat Renamed</h1>"))
            #expect(try await client.get("/swapi/people?limit=10").body.contains("Luke Renamed"))
        }
    }

    /// `launch` with another name, through its Codable form (a launch has dozens of fields).
    private static func renamed(_ launch: Launch, _ name: String) throws -> Launch {
        var fields = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(launch)) as? [String: Any])
        fields["name"] = name
        return try JSONDecoder().decode(Launch.self, from: try JSONSerialization.data(withJSONObject: fields))
    }

    @Test("many small pages keep the shared page cache within its budget: each key's memory is counted")
    func smallPagesStayWithinBudget() async throws {
        let database = try await AppDatabase.temporary()
        let datasets = SQLDatasetStore(database: database)
        let versions = DataVersions(changes: database, datasets: datasets, profiles: Profiles(store: SQLProfileStore(database: database)))
        let freshness = DatasetFreshness(store: datasets, versions: versions)
        let responder = PageResponder(
            freshness: freshness, refreshRequests: nil, answers: SharedAnswers(byteLimit: 100_000), personalCacheBytes: 0)
        for number in 0..<1_000 {
            let key = PageKey(uri: "/launches/upcoming.ics?n=\(number)", day: 1, zone: "UTC", footers: [], variant: "")
            responder.answers.store(EncodedBody(Array("BEGIN:VCALENDAR".utf8), contentType: EncodedBody.html), for: .page(key))
        }
        // A kilobyte or more per key: at most a hundred in 100,000 bytes, not the thousand 15-byte bodies would fit.
        #expect(responder.answers.usage.count <= 100)
    }

    @Test("an answer is kept from its second asking: asked once it is made and let go, asked again it is kept and then served")
    func keptFromSecondAsking() async throws {
        let answers = SharedAnswers(byteLimit: 1_000_000)
        let key = SharedAnswerKey.page(PageKey(uri: "/launches", day: 1, zone: "UTC", footers: [], variant: ""))
        let makings = Mutex(0)
        let make = {
            makings.withLock { $0 += 1 }
            return MadeAnswer(body: EncodedBody(Array("<p>launches</p>".utf8), contentType: EncodedBody.html))
        }
        _ = try await answers.made(for: key, make)
        #expect(answers.cached(key) == nil && answers.usage.count == 0)
        _ = try await answers.made(for: key, make)
        #expect(answers.cached(key) != nil && answers.usage.count == 1)
        #expect(makings.withLock { $0 } == 2)
    }

    @Test("a flood of answers asked for once (a new query string each) leaves the kept answers kept and the cache empty of theirs")
    func oneTimeAnswersPushNothingOut() async throws {
        let answers = SharedAnswers(byteLimit: 100_000)
        let body = EncodedBody(Array(repeating: UInt8(ascii: "x"), count: 2_000), contentType: EncodedBody.html)
        func key(_ uri: String) -> SharedAnswerKey { .page(PageKey(uri: uri, day: 1, zone: "UTC", footers: [], variant: "")) }
        for _ in 0..<2 { _ = try await answers.made(for: key("/launches")) { MadeAnswer(body: body) } }
        for number in 0..<5_000 { _ = try await answers.made(for: key("/launches?cold=\(number)")) { MadeAnswer(body: body) } }
        #expect(answers.cached(key("/launches")) != nil)
        #expect(answers.usage.count == 1)
    }

    @Test("pages carry an ETag; asking again with it answers 304 without a body")
    func etagAndNotModified() async throws {
        try await WebApp.make().test(.router) { client in
            for path in ["/launches", "/swapi/people/1", "/facts/today", "/status", "/weather"] {
                let first = try await client.get(path)
                let etag = try #require(first.headers[.eTag], "\(path)")
                #expect(first.headers[.cacheControl]?.contains("no-cache") == true)
                let again = try await client.execute(uri: path, method: .get, headers: [.ifNoneMatch: etag])
                #expect(again.status == .notModified, "\(path)")
                #expect(again.body.readableBytes == 0)
                let other = try await client.execute(uri: path, method: .get, headers: [.ifNoneMatch: "\"other\""])
                #expect(other.status == .ok, "\(path)")
            }
        }
    }

    @Test("pages with the visitor's own state are private; shared pages are not")
    func privatePages() async throws {
        try await WebApp.make().test(.router) { client in
            // Home shows the visitor's saved cities.
            for path in ["/", "/weather", "/facts?q=kick"] {
                let control = try await client.get(path).headers[.cacheControl]
                #expect(control == "private, no-cache", "\(path)")
            }
            for path in ["/launches", "/swapi/people", "/facts/today"] {
                let control = try await client.get(path).headers[.cacheControl]
                #expect(control == "no-cache", "\(path)")
            }
        }
    }

    @Test("what changes a page's bytes changes the answer: time zone, safe mode, a bad filter")
    func variantsAreKeys() async throws {
        try await WebApp.make().test(.router) { client in
            let utc = try await client.get("/launches/l1").body
            let berlin = try await client.get("/launches/l1", headers: [.cookie: "tz=Europe%2FBerlin"]).body
            #expect(utc.contains("10:30 PM") && berlin.contains("11:30 PM"))
            let utcAgain = try await client.get("/launches/l1").body
            #expect(utcAgain == utc)

            let hidden = try await client.get("/facts/explicitKick0000000005").body
            #expect(hidden.contains("safe mode hides"))
            let shown = try await client.get("/facts/explicitKick0000000005", headers: [.cookie: "explicit=include"]).body
            #expect(!shown.contains("safe mode hides"))

            let bad = try await client.get("/launches?year=20x1")
            #expect(bad.status == .badRequest)
            let badAgain = try await client.get("/launches?year=20x1")
            #expect(badAgain.status == .badRequest)
        }
    }
}

@Suite("Response cache bounds")
struct ResponseCacheBoundTests {
    @Test("the oldest bodies go when a new one would pass the byte limit; one too large is not kept; a body costs its buffer as allocated")
    func byteLimit() async throws {
        func body(_ count: Int) -> EncodedBody { EncodedBody([UInt8](repeating: 1, count: count), contentType: EncodedBody.html) }
        // 300 bytes sit in a 512-byte buffer: that is what they cost.
        let cost = body(300).memoryCost
        #expect(cost >= 512)
        let cache = ResponseCache<Int>(byteLimit: cost * 3 + 10, name: "test")
        for key in 0..<10 { cache.store(body(300), for: key) }
        #expect(cache.usage.count == 3 && cache.usage.bytes == cost * 3)
        #expect(cache.cached(9) != nil && cache.cached(6) == nil)
        cache.store(body(cost * 4), for: 99)
        #expect(cache.cached(99) == nil && cache.usage.count == 3)
        for key in 10..<5000 { cache.store(body(10), for: key) }
        #expect(cache.usage.bytes <= cost * 3 + 10)
    }
}
