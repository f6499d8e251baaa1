import AlmanacCore
import AlmanacReplay
import AlmanacStore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The API fields the README promises, each checked where it changes.
@Suite("API fields: stale, source and notice, resolved, forecast freshness, readiness")
struct APIFieldTests {
    /// The app over the fixtures with its clock at `now` and SpaceX allowed to be `maxAge` old.
    private func app(maxAge: Duration, now: Now) async throws -> some ApplicationProtocol {
        var intervals = RefreshIntervals()
        intervals[.spacex] = maxAge
        let services = try await WebApp.services(database: try await AppDatabase.temporary(), load: true, intervals: intervals, now: now)
        return Application(router: try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc)))
    }

    @Test("meta.stale turns true once the data is older than its maximum age, with no failure involved, in an answer kept while it was fresh")
    func staleByAge() async throws {
        let clock = Clock(TestFixtures.now.addingTimeInterval(3599))
        try await app(maxAge: .seconds(3600), now: clock.now).test(.router) { client in
            // Asked twice, so the fresh answer is kept (an answer is kept from its second asking).
            for _ in 0..<2 {
                let meta = try APIBody(try await client.get("/api/v1/launches").body).meta
                #expect(meta["stale"] as? Bool == false && meta["lastError"] == nil)
            }
            clock.date = TestFixtures.now.addingTimeInterval(3601)
            let meta = try APIBody(try await client.get("/api/v1/launches").body).meta
            #expect(meta["stale"] as? Bool == true && meta["lastError"] == nil)
        }
    }

    @Test("a facts search says where its facts came from: upstream; saved for the term; a local search; each offline one with a notice")
    func factsSource() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            try await WebApp.make(factsURL: base).test(.router) { client in
                let meta = try APIBody(try await client.get("/api/v1/facts/search?q=kick").body).meta
                #expect(meta["source"] as? String == "upstream" && meta["notice"] == nil)
            }
        }
        try await WebApp.make().test(.router) { client in
            _ = try await client.get("/api/v1/facts/search?q=dinner")
            let saved = try APIBody(try await client.get("/api/v1/facts/search?q=kick").body).meta
            #expect(saved["source"] as? String == "local" || saved["source"] as? String == "saved")
            #expect((saved["notice"] as? String)?.hasPrefix("Offline") == true)
            #expect((saved["failure"] as? String)?.contains("unreachable") == true)
            #expect((saved["failure"] as? String)?.contains("127.0.0.1") == false, "the upstream's address is the operator's, not a visitor's")
        }
    }

    @Test("a forecast that failed says so without the upstream's address, in the API and GraphQL")
    func forecastFailureWords() async throws {
        try await WebApp.make().test(.router) { client in
            let body = ByteBuffer(string: #"{"name": "Far Away", "latitude": -45.1, "longitude": 170.2}"#)
            let id = try await client.execute(
                uri: "/api/v1/weather/cities", method: .post, headers: [.contentType: "application/json"], body: body
            ) { response in
                let saved = try APIBody(String(buffer: response.body))
                return try #require((saved.data as? [String: Any])?["id"] as? Int)
            }
            let city = try await client.get("/api/v1/weather/cities/\(id)/forecast")
            let failure = try #require(try APIBody(city.body).data as? [String: Any])["failure"] as? String
            #expect(failure?.contains("unreachable") == true, "\(city.body.prefix(400))")
            for inside in ["127.0.0.1", ":9", "http://"] {
                #expect(!city.body.contains(inside), "\(inside) in \(city.body.prefix(400))")
            }
            let graph = try JSONSerialization.data(withJSONObject: ["query": "{ datasets { id origin lastFailure } }"])
            try await client.execute(uri: "/graphql", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(bytes: graph)) {
                let text = String(buffer: $0.body)
                #expect(!text.contains("127.0.0.1") && !text.contains("Fixtures/"), "\(text.prefix(600))")
            }
        }
    }

    @Test("a link to a record the store lacks is resolved: false with no name; a stored one carries its name")
    func resolvedLinks() async throws {
        try await WebApp.make().test(.router) { client in
            let rows = try #require(try APIBody(try await client.get("/api/v1/swapi/films/1").body).data as? [String: Any])
            let links = ((rows["rows"] as? [[String: Any]]) ?? []).compactMap { $0["links"] as? [[String: Any]] }.flatMap { $0 }
            let dangling = try #require(links.first { $0["type"] as? String == "people" && $0["id"] as? Int == 17 })
            // `name` is left out (JSON has no value for it) and `resolved` says why.
            #expect(dangling["resolved"] as? Bool == false && dangling["name"] == nil)
            let luke = try #require(links.first { $0["type"] as? String == "people" && $0["id"] as? Int == 1 })
            #expect(luke["resolved"] as? Bool == true && luke["name"] as? String == "Luke Skywalker")
        }
    }

    @Test("a forecast older than its age is isStale; a city whose forecast could not be fetched carries a notice")
    func forecastFreshness() async throws {
        // The fixture forecast was fetched at 15:00 UTC: fresh at 15:29, stale at 15:31.
        for (minutes, stale) in [(29, false), (31, true)] {
            let app = try await app(maxAge: .seconds(86_400), now: .fixed(TestFixtures.now.addingTimeInterval(3 * 3600 + Double(minutes) * 60)))
            try await app.test(.router) { client in
                let id = try await Self.add("2618425", client)
                let forecast = try #require(try APIBody(try await client.get("/api/v1/weather/cities/\(id)/forecast").body).data as? [String: Any])
                #expect(forecast["isStale"] as? Bool == stale, "at 15:\(minutes)")
                #expect(forecast["notice"] == nil)
            }
        }
        try await WebApp.make().test(.router) { client in
            // Springfield has no stored forecast and the weather service is unreachable.
            let id = try await Self.add("4250542", client)
            let forecast = try #require(try APIBody(try await client.get("/api/v1/weather/cities/\(id)/forecast").body).data as? [String: Any])
            #expect(forecast["hasForecast"] as? Bool == false && forecast["isStale"] as? Bool == true)
            #expect((forecast["notice"] as? String)?.hasPrefix("No forecast yet for Springfield: the weather service did not send one") == true)
        }
    }

    /// Saves the stored place `placeID` through the API; its new city id.
    private static func add(_ placeID: String, _ client: some TestClientProtocol) async throws -> Int {
        let added = try await client.execute(
            uri: "/api/v1/weather/cities", method: .post, headers: [.contentType: "application/json"],
            body: ByteBuffer(string: #"{"placeId": "\#(placeID)"}"#)
        ) { String(buffer: $0.body) }
        return try #require((try APIBody(added).data as? [String: Any])?["id"] as? Int)
    }

    @Test("/readyz answers 503 with the reason when the store is not ready")
    func notReady() async throws {
        struct Broken: StoreHealth {
            func checkReady() async throws { throw StoreNotReadyReason() }
            func sizeInBytes() async throws -> Int { 0 }
        }
        struct StoreNotReadyReason: Error, CustomStringConvertible {
            var description: String { "the store is not migrated to this version's schema" }
        }
        let services = try await WebApp.services(database: try await AppDatabase.temporary(), load: true, health: Broken())
        try await Application(router: try buildRouter(services: services, configuration: WebConfiguration())).test(.router) { client in
            let response = try await client.get("/readyz")
            #expect(response.status == .serviceUnavailable)
            #expect(response.body == "not ready: the store is not migrated to this version's schema\n")
            #expect(try await client.get("/healthz").status == .ok)
        }
    }
}
