import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The one search box on the web: `/search` and `GET /api/v1/search` answer from the store, best
/// match first, each visitor's cities their own, and never ask an upstream.
@Suite("Search: the page and the JSON API")
struct SearchWebTests {
    typealias Browser = ProfileWebTests.Browser

    private func groups(_ answer: (status: HTTPResponse.Status, headers: HTTPFields, body: String)) throws -> [[String: Any]] {
        try #require((try APIBody(answer.body).data as? [String: Any])?["groups"] as? [[String: Any]])
    }

    private func titles(_ group: [String: Any]) -> [String] {
        (group["results"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    }

    @Test("results are grouped by kind, the best match's group first, best first within each; no upstream is asked")
    func ranking() async throws {
        let upstream = ScriptedUpstream([:])
        try await withLoopbackServer(upstream.application) { base in
            try await WebApp.make(factsURL: base, weatherURL: base, profiles: .perVisitor).test(.router) { client in
                let falcon = try await client.get("/api/v1/search?q=Falc")
                #expect(falcon.status == .ok)
                let groups = try groups(falcon)
                #expect(groups.map { $0["kind"] as? String } == ["rocket", "launch", "starships"])
                #expect(titles(groups[0]) == ["Falcon 1", "Falcon 9"])
                // The launch named so first, then those found by their rocket's name.
                #expect(titles(groups[1]).first == "FalconSat" && titles(groups[1]).count > 1)
                #expect(titles(groups[2]) == ["Millennium Falcon"])
                let sky = try self.groups(try await client.get("/api/v1/search?q=skywalker%20luke"))
                #expect(sky.count == 1 && titles(sky[0]) == ["Luke Skywalker"])
                // Facts are searched in the store's own index.
                let kick = try self.groups(try await client.get("/api/v1/search?q=kick"))
                #expect(kick.first { $0["kind"] as? String == "fact" }.map(titles)?.isEmpty == false)
                let page = try await client.get("/search?q=falcon")
                #expect(page.status == .ok && page.body.contains("<a href=\"/spacex/rockets/r9\">Falcon 9</a>"))
                #expect(try await client.get("/search?q=zzyzx").body.contains("Nothing matches “zzyzx”."))
            }
        }
        #expect(upstream.totalRequests == 0)
    }

    @Test("saved cities are found for their own visitor only; searching makes no profile; answers are private")
    func cities() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let (ann, bob) = (Browser(), Browser())
            #expect(try await ann.send(client, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#).status == .created)
            let mine = try await ann.send(client, .get, "/api/v1/search?q=copen")
            #expect(try groups(mine).map { $0["kind"] as? String } == ["city"])
            #expect(try groups(mine).first.map(titles) == ["Copenhagen"])
            #expect(mine.headers[.cacheControl]?.contains("private") == true)
            let theirs = try await bob.send(client, .get, "/api/v1/search?q=copen")
            #expect(try groups(theirs).isEmpty)
            #expect(bob.cookie == nil, "a search makes no profile")
        }
    }

    @Test("a search is kept for its visitor: asked again it is answered from memory, drawn anew once their things change")
    func keptForTheVisitor() async throws {
        let database = try await AppDatabase.temporary()
        try await WebApp.perVisitor(over: database).app.test(.router) { client in
            let ann = Browser()
            let paths = ["/api/v1/search?q=copen", "/search?q=copen"]
            #expect(try await ann.send(client, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#).status == .created)
            var first: [String] = []
            for path in paths { first.append(try await ann.send(client, .get, path).body) }
            #expect(first.allSatisfy { $0.contains("Copenhagen") && !$0.contains("Harbour") })
            // A write behind the server's back, which counts no revision: the kept answers do not see it.
            try await database.execute("UPDATE weather_city SET name = 'Copenhagen Harbour'")
            for (path, drawn) in zip(paths, first) {
                let kept = try await ann.send(client, .get, path)
                #expect(kept.body == drawn, "answered from memory: \(path)")
                #expect(kept.headers[.cacheControl] == "private, no-store", "still the visitor's own: \(path)")
            }
            // Ann saves another city: her revision counts it, and both are searched anew.
            #expect(try await ann.send(client, .post, "/api/v1/weather/cities", body: #"{"placeId":"2643743"}"#).status == .created)
            for path in paths { #expect(try await ann.send(client, .get, path).body.contains("Copenhagen Harbour"), "drawn anew: \(path)") }
            // A visitor without a profile gets the answer without cities, and is still made none.
            let bob = Browser()
            #expect(try await bob.send(client, .get, paths[0]).body.contains("Copenhagen") == false)
            #expect(bob.cookie == nil)
        }
    }

    @Test("what cannot be searched is a 400 naming q; what is typed is shown as text, never markup")
    func hostile() async throws {
        try await WebApp.make().test(.router) { client in
            for query in ["", "%20%20", String(repeating: "a", count: 101), "e" + String(repeating: "%CC%81", count: 100)] {
                let answer = try await client.get("/api/v1/search?q=" + query)
                #expect(answer.status == .badRequest, "\(query)")
                #expect(try APIBody(answer.body).error?["message"] as? String != nil)
            }
            #expect(try await client.get("/api/v1/search").status == .badRequest)
            #expect(try await client.get("/api/v1/search?q=kick&explicit=maybe").status == .badRequest)
            let page = try await client.get("/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E%22%3E")
            #expect(page.status == .ok)
            #expect(!page.body.contains("<script>alert(1)") && page.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;"))
            // A stored title with markup is text too.
            let ecran = try await client.get("/search?q=ecran")
            #expect(ecran.body.contains("Écran Test &lt;script&gt;alert(1)&lt;/script&gt;"))
            let long = try await client.get("/search?q=" + String(repeating: "a", count: 101))
            #expect(long.status == .badRequest && long.body.contains("aria-invalid=\"true\""))
            // Words only: query syntax typed finds nothing odd and breaks nothing.
            for text in ["%22", "*", "NEAR(a", "a%20OR%20b", "%27%3A*", "!!"] {
                #expect(try await client.get("/api/v1/search?q=" + text).status == .ok, "\(text)")
            }
        }
    }
}
