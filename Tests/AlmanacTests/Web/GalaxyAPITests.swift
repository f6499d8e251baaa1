import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("SWAPI JSON API")
struct GalaxyAPITests {
    @Test("the index lists the six resources with their counts")
    func index() async throws {
        try await WebApp.make().test(.router) { client in
            let body = try APIBody(try await client.get("/api/v1/swapi").body)
            let resources = try #require(body.data as? [[String: Any]])
            #expect(resources.map { $0["type"] as? String } == ["people", "planets", "vehicles", "films", "species", "starships"])
            #expect(resources.first?["count"] as? Int == 6)
            #expect(body.meta["dataset"] as? String == "swapi")
        }
    }

    @Test("lists are paged with the true total, searched and sorted")
    func list() async throws {
        try await WebApp.make().test(.router) { client in
            let body = try APIBody(try await client.get("/api/v1/swapi/planets?sort=population&order=desc&limit=2").body)
            let rows = try #require(body.data as? [[String: Any]])
            #expect(rows.map { $0["name"] as? String } == ["Coruscant", "Nal Hutta"])
            #expect(body.meta["total"] as? Int == 6)
            #expect(body.meta["page"] as? Int == 1)
            let past = try APIBody(try await client.get("/api/v1/swapi/people?page=9").body)
            #expect((past.data as? [Any])?.isEmpty == true)
            #expect(past.meta["total"] as? Int == 6)
        }
    }

    @Test("a first-time search or sort encodes only rows no list has encoded since the refresh, naming nothing else")
    func keptRowsReadNoNames() async throws {
        let (app, galaxy) = try await WebApp.countingGalaxyNames()
        try await app.test(.router) { client in
            func homeworlds(_ path: String) async throws -> [String] {
                let rows = try #require(try APIBody(try await client.get(path).body).data as? [[String: Any]])
                return rows.compactMap { row in
                    let facts = row["facts"] as? [[String: Any]] ?? []
                    return (facts.first { $0["field"] as? String == "homeworld" }?["text"]) as? String
                }
            }
            let all = try await homeworlds("/api/v1/swapi/people")
            #expect(all.contains("Tatooine"))
            #expect(galaxy.nameReads == 1)
            // New URLs, rows already encoded: no read of names, the same names shown.
            let skywalkers = try await homeworlds("/api/v1/swapi/people?q=skywalker&order=desc")
            #expect(skywalkers == ["Tatooine", "Tatooine"])
            #expect(galaxy.nameReads == 1)
        }
    }

    @Test("a record's links come resolved to type, id and name; dangling ones have no name")
    func detail() async throws {
        try await WebApp.make().test(.router) { client in
            let body = try APIBody(try await client.get("/api/v1/swapi/films/1").body)
            let film = try #require(body.data as? [String: Any])
            #expect(film["name"] as? String == "A New Hope")
            let rows = try #require(film["rows"] as? [[String: Any]])
            let characters = try #require(rows.first { $0["field"] as? String == "characters" }?["links"] as? [[String: Any]])
            #expect(characters.first?["type"] as? String == "people")
            #expect(characters.first?["id"] as? Int == 1)
            #expect(characters.first?["name"] as? String == "Luke Skywalker")
            #expect(characters.last?["name"] == nil)
            #expect(characters.last?["text"] as? String == "unknown (#17)")
        }
    }

    @Test(
        "unknown resources are 404 naming the valid ones; bad ids and parameters are 400",
        arguments: [
            ("/api/v1/swapi/robots", 404, "not_found", "valid ones: people, planets, vehicles, films, species, starships"),
            ("/api/v1/swapi/robots/1", 404, "not_found", "valid ones: people"),
            ("/api/v1/swapi/people/luke", 400, "invalid_id", "id must be a whole number"),
            ("/api/v1/swapi/people/17", 404, "not_found", "no person with id"),
            ("/api/v1/swapi/people?limit=101", 400, "invalid_limit", "limit must be a whole number from 1 to 100"),
            ("/api/v1/swapi/films?sort=height", 400, "invalid_sort", "sort must be one of name, released, episode for films"),
            ("/api/v1/swapi/people?order=sideways", 400, "invalid_order", "order must be asc or desc"),
        ])
    func errors(path: String, status: Int, code: String, message: String) async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get(path)
            #expect(response.status.code == status)
            let error = try #require(try APIBody(response.body).error)
            #expect(error["code"] as? String == code)
            #expect((error["message"] as? String)?.contains(message) == true)
        }
    }
}
