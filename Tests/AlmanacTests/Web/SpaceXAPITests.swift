import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("SpaceX JSON API")
struct SpaceXAPITests {
    @Test("launches come in a data/meta envelope with paging and freshness")
    func launchesEnvelope() async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get("/api/v1/launches?limit=2&sort=asc")
            #expect(response.status == .ok)
            let body = try APIBody(response.body)
            let rows = try #require(body.data as? [[String: Any]])
            #expect(rows.map { $0["id"] as? String } == ["l1", "l2"])
            #expect(rows[0]["rocketText"] as? String == "Falcon 1")
            #expect((rows[0]["outcome"] as? [String: Any])?["code"] as? String == "failure")
            #expect(body.meta["total"] as? Int == 6)
            #expect(body.meta["page"] as? Int == 1)
            #expect(body.meta["limit"] as? Int == 2)
            #expect(body.meta["originKind"] as? String == "snapshot")
            #expect(body.meta["refreshedAt"] as? String == "2026-11-21T12:00:00Z")
        }
    }

    @Test("a well-formed name of nothing stored is a 404 naming the choices; filters narrow one another, so a reversed range is empty, not an error")
    func unknownNamesAndEmptyRanges() async throws {
        try await WebApp.make().test(.router) { client in
            let rocket = try await client.get("/api/v1/launches?rocket=Saturn%20V")
            #expect(rocket.status == .notFound)
            #expect(try APIBody(rocket.body).error?["code"] as? String == "unknown_rocket")
            #expect((try APIBody(rocket.body).error?["message"] as? String)?.contains("Falcon 9") == true)
            // The page says the same with the same status; a provider nobody flies for likewise.
            let page = try await client.get("/launches?rocket=Saturn%20V")
            #expect(page.status == .notFound && page.body.contains("Falcon 9"))
            let provider = try await client.get("/api/v1/launches?provider=NoSuch")
            #expect(provider.status == .notFound)
            #expect((try APIBody(provider.body).error?["message"] as? String)?.contains("SpaceX") == true)
            #expect(try await client.get("/launches?year=20x6").status == .badRequest)
            let reversed = try await client.get("/api/v1/launches?from=2021-05&to=2020-01")
            #expect(reversed.status == .ok)
            #expect((try APIBody(reversed.body).data as? [Any])?.isEmpty == true)
            let narrowed = try await client.get("/api/v1/launches?year=2006&to=2006-02")
            #expect(narrowed.status == .ok)
            #expect((try APIBody(narrowed.body).data as? [Any])?.isEmpty == true)
        }
    }

    @Test(
        "bad parameters are 400 with a code and a message naming them",
        arguments: [
            ("year=20x1", "invalid_year"), ("from=2021-13", "invalid_from"), ("limit=0", "invalid_limit"),
            ("limit=101", "invalid_limit"), ("page=0", "invalid_page"), ("sort=sideways", "invalid_sort"),
            ("outcome=maybe", "invalid_outcome"), ("tz=Mars/Olympus", "invalid_tz"),
        ])
    func badInput(query: String, code: String) async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get("/api/v1/launches?" + query)
            #expect(response.status == .badRequest)
            let error = try #require(try APIBody(response.body).error)
            #expect(error["code"] as? String == code)
            #expect((error["message"] as? String)?.isEmpty == false)
        }
    }

    @Test("unknown ids and paths are JSON 404s", arguments: ["/api/v1/launches/nope", "/api/v1/spacex/rockets/nope", "/api/v1/nothing"])
    func notFound(path: String) async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get(path)
            #expect(response.status == .notFound)
            #expect(try APIBody(response.body).error?["code"] as? String == "not_found")
        }
    }

    @Test("a rocket can be asked for by its name, spaces percent-encoded in the path")
    func rocketByName() async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get("/api/v1/spacex/rockets/Falcon%209")
            #expect(response.status == .ok)
            #expect(((try APIBody(response.body).data as? [String: Any])?["summary"] as? [String: Any])?["id"] as? String == "r9")
            #expect(try await client.get("/spacex/rockets/falcon%201").status == .ok)
        }
    }

    @Test("a page past the end is empty with the true total")
    func pastTheEnd() async throws {
        try await WebApp.make().test(.router) { client in
            let body = try APIBody(try await client.get("/api/v1/launches?page=50").body)
            #expect((body.data as? [Any])?.isEmpty == true)
            #expect(body.meta["total"] as? Int == 6)
        }
    }

    @Test("If-None-Match with the ETag answers 304")
    func conditionalGet() async throws {
        try await WebApp.make().test(.router) { client in
            let first = try await client.get("/api/v1/spacex/company")
            let etag = try #require(first.headers[.eTag])
            let second = try await client.get("/api/v1/spacex/company", headers: [.ifNoneMatch: etag])
            #expect(second.status == .notModified)
            #expect(second.body.isEmpty)
            #expect(try await client.get("/api/v1/spacex/company", headers: [.ifNoneMatch: "\"other\""]).status == .ok)
        }
    }

    @Test("company, launch detail, rockets, rocket and stats answer with their view models")
    func otherEndpoints() async throws {
        try await WebApp.make().test(.router) { client in
            let company = try APIBody(try await client.get("/api/v1/spacex/company").body).data as? [String: Any]
            #expect((company?["sentence"] as? String)?.contains("USD 74,000,000,000") == true)
            let launch = try APIBody(try await client.get("/api/v1/launches/l1?tz=Europe/Berlin").body)
            #expect(((launch.data as? [String: Any])?["summary"] as? [String: Any])?["dateText"] as? String == "24 Mar 2006, 11:30 PM")
            #expect(launch.meta["timeZone"] as? String == "Europe/Berlin")
            let rockets = try APIBody(try await client.get("/api/v1/spacex/rockets?active=true").body).data as? [[String: Any]]
            #expect(rockets?.map { $0["name"] as? String } == ["Falcon 9"])
            let rocket = try APIBody(try await client.get("/api/v1/spacex/rockets/r1").body).data as? [String: Any]
            #expect((rocket?["specs"] as? [[String: Any]])?.first?["value"] as? String == "22.3 m")
            let stats = try APIBody(try await client.get("/api/v1/launches/stats").body).data as? [[String: Any]]
            #expect(stats?.first?["year"] as? Int == 2006)
        }
    }

    @Test("an empty store answers 404 for the company and an empty list for launches, never 500")
    func emptyStore() async throws {
        try await WebApp.make(empty: true).test(.router) { client in
            #expect(try await client.get("/api/v1/spacex/company").status == .notFound)
            let launches = try await client.get("/api/v1/launches")
            #expect(launches.status == .ok)
            #expect(try APIBody(launches.body).meta["refreshedAt"] == nil)
        }
    }
}
