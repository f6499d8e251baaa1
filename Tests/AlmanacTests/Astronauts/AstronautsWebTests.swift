import AlmanacCore
import AlmanacStore
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The astronauts' and stations' pages and API over the hand-written fixture (hostile fields
/// included; `WebApp.make` loads it) beside the fixture's launches.
@Suite("Astronauts pages and API")
struct AstronautsWebTests {
    private func app() async throws -> some ApplicationProtocol { try await WebApp.make() }

    @Test("the list filters by name, agency, nationality and status and orders by flights, first flight or name")
    func list() async throws {
        try await app().test(.router) { client in
            let all = try await client.get("/astronauts")
            #expect(all.status == .ok && all.body.contains("3 astronauts"))
            let whitsonFirst = try #require(all.body.range(of: "Peggy Whitson")), watkins = try #require(all.body.range(of: "Jessica Watkins"))
            #expect(whitsonFirst.lowerBound < watkins.lowerBound, "most flights first")
            let byFirst = try await client.get("/astronauts?sort=first")
            let gagarin = try #require(byFirst.body.range(of: "Yuri Gagarin")), whitson = try #require(byFirst.body.range(of: "Peggy Whitson"))
            #expect(gagarin.lowerBound < whitson.lowerBound, "earliest first flight first")
            let inSpace = try await client.get("/astronauts?status=in-space")
            #expect(inSpace.body.contains("1 astronaut matches") && inSpace.body.contains("Jessica Watkins"))
            #expect(try await client.get("/astronauts?agency=rfsa").body.contains("Yuri Gagarin"))
            #expect(try await client.get("/astronauts?nationality=russian&q=yuri").body.contains("1 astronaut matches"))
        }
    }

    @Test("the filters fold behind a button that names those in force (as text); a refused filter opens them")
    func foldedFilters() async throws {
        try await app().test(.router) { client in
            let all = try await client.get("/astronauts")
            #expect(all.body.contains("<details class=\"filter-panel\" data-open-wide>\n  <summary>Filter</summary>"))
            let filtered = try await client.get("/astronauts?nationality=russian&status=deceased&q=%3Cb%3Eyuri")
            #expect(filtered.body.contains("<summary>Filter: <span class=\"in-force\">&lt;b&gt;yuri, Russian, Deceased</span></summary>"))
            #expect(filtered.body.contains("<details class=\"filter-panel\" data-open-wide>"))
            let refused = try await client.get("/astronauts?status=asleep")
            #expect(refused.body.contains("<details class=\"filter-panel\" data-open-wide open>"))
        }
    }

    @Test("bad or unknown filters: 400 for words it does not know, 404 naming what exists, on the page and in the API")
    func refused() async throws {
        try await app().test(.router) { client in
            let status = try await client.get("/astronauts?status=asleep")
            #expect(status.status == .badRequest && status.body.contains("status must be one of in-space, active, retired, deceased"))
            let agency = try await client.get("/api/v1/astronauts?agency=Nope")
            #expect(agency.status == .notFound)
            #expect((try APIBody(agency.body).error?["message"] as? String)?.contains("an agency an astronaut flies for") == true)
            #expect(try await client.get("/api/v1/astronauts?q=" + String(repeating: "a", count: 101)).status == .badRequest)
            #expect(try await client.get("/astronauts/nobody-at-all").status == .notFound)
            #expect(try await client.get("/stations/99").status == .notFound)
        }
    }

    @Test("a biography with a script is text; a flight the store lacks has no link; a javascript: picture is not shown")
    func hostile() async throws {
        try await app().test(.router) { client in
            let whitson = try await client.get("/astronauts/276")
            #expect(whitson.body.contains("&lt;script&gt;alert(&#39;bio&#39;)&lt;/script&gt;") && !whitson.body.contains("<script>alert"))
            #expect(whitson.body.contains("Space Shuttle Endeavour | STS-111") && !whitson.body.contains("href=\"/launches/launch-"))
            #expect(whitson.body.contains("/img?url=https"), "the portrait through the image proxy")
            let watkins = try await client.get("/astronauts/watkins")
            #expect(watkins.status == .ok && !watkins.body.contains("javascript:"))
            let iss = try await client.get("/stations/4")
            #expect(iss.body.contains("Someone Unknown") && iss.body.contains("A station &lt;b&gt;in orbit&lt;/b&gt;."))
        }
    }

    @Test("the API pages the list with its total and gives one astronaut and the stations")
    func api() async throws {
        try await app().test(.router) { client in
            let list = try APIBody(try await client.get("/api/v1/astronauts?sort=name&limit=2&page=2").body)
            #expect((list.data as? [[String: Any]])?.map { $0["name"] as? String } == ["Yuri Gagarin"])
            #expect(list.meta["total"] as? Int == 3 && list.meta["dataset"] as? String == "ll2-astronauts")
            let whitson = try APIBody(try await client.get("/api/v1/astronauts/Peggy%20Whitson").body)
            #expect(((whitson.data as? [String: Any])?["flights"] as? [Any])?.count == 2)
            let stations = try APIBody(try await client.get("/api/v1/stations").body)
            #expect(((stations.data as? [String: Any])?["former"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Mir"])
        }
    }

    @Test("astronauts and stations are starred from their pages and listed on /starred with links; unknown ones are 404s")
    func stars() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let browser = ProfileWebTests.Browser()
            let page = try await client.get("/astronauts/276")
            #expect(page.body.contains("action=\"/starred/astronaut/276\"") && page.body.contains("data-star=\"/api/v1/starred/astronaut/276\""))
            #expect(try await client.get("/stations/4").body.contains("action=\"/starred/station/4\""))
            for path in ["astronaut/276", "station/5"] {
                #expect(try await browser.send(client, .put, "/api/v1/starred/" + path).status == .ok, "\(path)")
            }
            for path in ["astronaut/99999", "astronaut/whitson", "station/0", "station/7"] {
                #expect(try await browser.send(client, .put, "/api/v1/starred/" + path).status == .notFound, "\(path)")
            }
            let listed = try APIBody(try await browser.send(client, .get, "/api/v1/starred").body).data as? [[String: Any]] ?? []
            #expect(listed.map { $0["href"] as? String } == ["/stations/5", "/astronauts/276"], "newest first")
            #expect(listed.map { $0["kindText"] as? String } == ["Space station", "Astronaut"])
            let starredPage = try await browser.send(client, .get, "/starred")
            let astronauts = try #require(starredPage.body.range(of: "<h2>Astronauts <")),
                stations = try #require(starredPage.body.range(of: "<h2>Space stations <"))
            #expect(astronauts.lowerBound < stations.lowerBound, "grouped by kind, astronauts before stations")
            #expect(starredPage.body.contains("href=\"/stations/5\"") && starredPage.body.contains("Mir"))
        }
    }

    @Test("spacecraft: the list in use then retired, a page by id or name, a docked vehicle linked from its station; hostile text stays text")
    func spacecraft() async throws {
        try await app().test(.router) { client in
            let list = try await client.get("/spacecraft")
            let inUse = try #require(list.body.range(of: "<h2>In use</h2>")), retired = try #require(list.body.range(of: "<h2>Retired</h2>"))
            let soyuz = try #require(list.body.range(of: ">Soyuz</a>"))
            #expect(list.body.contains("3 spacecraft") && inUse.lowerBound < retired.lowerBound && retired.lowerBound < soyuz.lowerBound)
            let dragon = try await client.get("/spacecraft/crew%20dragon")
            #expect(dragon.status == .ok && dragon.body.contains("<h1>Crew Dragon 2</h1>") && dragon.body.contains("Crew of 4"))
            #expect(dragon.body.contains("&lt;script&gt;alert(&#39;details&#39;)") && !dragon.body.contains("<script>alert"))
            #expect(dragon.body.contains("Crew flights to the &lt;b&gt;ISS&lt;/b&gt;") && !dragon.body.contains("javascript:"))
            #expect(dragon.body.contains(#"<strong>Crew Dragon Freedom</strong> at <a href="/stations/4">International Space Station</a>"#))
            #expect(dragon.body.contains("Launch Library 2 counts 22 launches; none of the stored launch records names it"))
            #expect(try await client.get("/stations/4").body.contains(#"<a href="/spacecraft/6">Crew Dragon Freedom</a>"#))
            #expect(try await client.get("/spacecraft/99").status == .notFound)
            let ambiguous = try await client.get("/api/v1/spacecraft/dragon")
            #expect(ambiguous.status == .notFound, "a part of two names names neither")
            let message = try APIBody(ambiguous.body).error?["message"] as? String
            #expect(message?.contains("names 2 spacecraft: Cargo Dragon 2 (7), Crew Dragon 2 (6)") == true)
            let api = try APIBody(try await client.get("/api/v1/spacecraft").body)
            #expect(((api.data as? [String: Any])?["retired"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Soyuz"])
            let one = try APIBody(try await client.get("/api/v1/spacecraft/6").body).data as? [String: Any]
            #expect((one?["docked"] as? [[String: Any]])?.first?["stationID"] as? Int == 4)
        }
    }
}
