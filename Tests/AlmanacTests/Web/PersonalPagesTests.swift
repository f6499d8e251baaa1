import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// A visitor's own pages are kept drawn for them (`PersonalAnswers`) and drawn anew when their
/// profile changes, on whichever instance the change was made.
@Suite("Personal pages kept per visitor")
struct PersonalPagesTests {
    typealias Browser = ProfileWebTests.Browser

    /// Two instances over one store, as two servers behind a balancer.
    private func twoInstances(
        _ body: @Sendable (AppDatabase, any TestClientProtocol, any TestClientProtocol) async throws -> Void
    ) async throws {
        let database = try await AppDatabase.temporary()
        let configuration = WebConfiguration(defaultTimeZone: TestFixtures.utc, profiles: .perVisitor)
        let first = try buildRouter(services: try await WebApp.services(database: database, load: true), configuration: configuration)
        let secondServices = try await WebApp.services(database: database, load: false)
        try await Application(router: first).test(.router) { one in
            let second = try buildRouter(services: secondServices, configuration: configuration)
            try await Application(router: second).test(.router) { two in try await body(database, one, two) }
        }
    }

    @Test(
        "a visitor's pages and answers are kept for them; a change of their things made on another instance shows at once",
        arguments: ["/", "/weather", "/api/v1/weather", "/api/v1/profile"])
    func keptUntilTheProfileChanges(path: String) async throws {
        try await twoInstances { database, one, two in
            let ann = Browser()
            #expect(try await ann.send(one, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#).status == .created)
            let first = try await ann.send(one, .get, path)
            #expect(first.status == .ok && first.body.contains("Copenhagen"))
            #expect(first.headers[.cacheControl] == "private, no-store")
            // A write behind the server's back, which counts no revision: the kept page does not see it.
            try await database.execute("UPDATE weather_city SET name = 'Renamed'")
            let kept = try await ann.send(one, .get, path)
            #expect(kept.body == first.body && !kept.body.contains("Renamed"), "answered from memory")
            #expect(kept.headers[.cacheControl] == "private, no-store", "still the visitor's own")
            // Ann adds a city through the other instance: her revision counts it, and the first
            // instance draws her page anew (with the rename too).
            #expect(try await ann.send(two, .post, "/api/v1/weather/cities", body: #"{"placeId":"2643743"}"#).status == .created)
            let redrawn = try await ann.send(one, .get, path)
            #expect(redrawn.body.contains("London") && redrawn.body.contains("Renamed"))
        }
    }

    @Test(
        "a record opened again on one instance after another was opened on another is the newest on both; the newest opened again writes nothing"
    )
    func recentlyViewedAcrossInstances() async throws {
        try await twoInstances { database, one, two in
            let ann = Browser()
            #expect(try await ann.send(one, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#).status == .created)
            for (instance, path) in [(one, "/swapi/people/1"), (two, "/swapi/planets/1"), (one, "/swapi/people/1")] {
                #expect(try await ann.send(instance, .get, path).status == .ok)
            }
            for instance in [one, two] {
                let home = try await ann.send(instance, .get, "/").body
                #expect(home.contains(#"<ul class="recent-records"><li><a href="/swapi/people/1">Luke Skywalker</a>"#), "\(home)")
            }
            let revisions: SQL = "SELECT SUM(revision) FROM profile"
            let before = try await database.read { try await $0.count(revisions) }
            for instance in [one, two, one] { #expect(try await ann.send(instance, .get, "/swapi/people/1").status == .ok) }
            #expect(try await database.read { try await $0.count(revisions) } == before, "a reload moves no revision")
        }
    }

    @Test(
        "a refresh of a dataset a visitor's page does not show leaves it kept; one it shows draws it anew",
        arguments: [
            ("/weather", [DatasetID.weather]), ("/weather/cities/{city}", [.weather]), ("/api/v1/weather", [.weather]),
            ("/api/v1/weather/cities", [.weather]), ("/facts", [.facts]), ("/api/v1/facts/recent", [.facts]), ("/api/v1/profile", []),
            ("/", DatasetID.allCases),
        ])
    func keptUntilADatasetItShowsChanges(path: String, shown: [DatasetID]) async throws {
        // The facts API answers the visitor's search once: the term is fresh after it, so the
        // facts page shows its results without asking again.
        let upstream = ScriptedUpstream(["/jokes/search": [.respond(status: 200, body: try FactFixtures.searchBody(FactFixtures.kickIDs))]])
        try await withLoopbackServer(upstream.application) { base in
            try await keptUntilADatasetItShowsChanges(path: path, shown: shown, factsURL: base)
        }
    }

    private func keptUntilADatasetItShowsChanges(path: String, shown: [DatasetID], factsURL: String) async throws {
        let database = try await AppDatabase.temporary()
        let (app, services) = try await WebApp.perVisitor(over: database, factsURL: factsURL)
        let refreshes = Refreshes(datasets: services.datasets)
        try await app.test(.router) { (client: any TestClientProtocol) in
            // The visitor's things: a city and a facts search.
            let ann = Browser()
            let added = try await ann.send(client, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#)
            let city = try #require((try APIBody(added.body).data as? [String: Any])?["id"] as? Int)
            #expect(try await ann.send(client, .get, "/api/v1/facts/search?q=kick").status == .ok)
            let path = path.replacingOccurrences(of: "{city}", with: String(city))
            let first = try await ann.send(client, .get, path)
            #expect(first.status == .ok && (first.body.contains("Copenhagen") || first.body.contains("kick")))
            // Writes behind the server's back, which count no revision: only a redrawn page shows them.
            func rename(to name: String) async throws {
                try await database.execute("UPDATE weather_city SET name = \(name)")
                try await database.execute("UPDATE profile_recent_search SET term = \(name)")
            }
            var name = "Renamed"
            try await rename(to: name)
            for other in DatasetID.allCases where !shown.contains(other) {
                try await refreshes.refresh(other)
                let kept = try await ann.send(client, .get, path)
                #expect(kept.body == first.body, "kept after \(other) was refreshed")
            }
            for dataset in shown {
                try await refreshes.refresh(dataset)
                let redrawn = try await ann.send(client, .get, path)
                #expect(redrawn.body.contains(name), "drawn anew after \(dataset) was refreshed")
                name = "Renamed after \(dataset)"
                try await rename(to: name)
            }
        }
    }

    @Test("a failed refresh shows in a visitor's kept API answer at once, as it does in a page's footer")
    func failureShowsAtOnce() async throws {
        let database = try await AppDatabase.temporary()
        try await WebApp.perVisitor(over: database).app.test(.router) { (client: any TestClientProtocol) in
            let ann = Browser()
            #expect(try await ann.send(client, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#).status == .created)
            func meta() async throws -> [String: Any]? {
                try APIBody(try await ann.send(client, .get, "/api/v1/weather").body).meta
            }
            #expect(try await meta()?["lastError"] == nil)
            #expect(try await meta()?["stale"] as? Bool == false, "kept")
            // After the forecasts' import (at the test's clock), so the latest refresh is the failed one.
            let failure = RefreshFailure(reason: "the forecast API timed out", at: TestFixtures.now.addingTimeInterval(3 * 3600 + 30))
            try await SQLDatasetStore(database: database).recordFailure(of: .weather, failure)
            let after = try await meta()
            #expect(after?["lastError"] as? String == "the forecast API timed out")
            #expect(after?["stale"] as? Bool == true)
        }
    }

    /// Refreshes recorded one second apart, a few minutes before the test's clock.
    private final class Refreshes: @unchecked Sendable {
        let datasets: any DatasetStore
        var refreshedAt = TestFixtures.now.addingTimeInterval(3 * 3600 - 600)

        init(datasets: any DatasetStore) { self.datasets = datasets }

        func refresh(_ dataset: DatasetID) async throws {
            refreshedAt += 1
            try await datasets.restoreFreshness(Freshness(dataset: dataset, refreshedAt: refreshedAt, origin: .upstream("https://example.com")))
        }
    }

    @Test("a page kept for one visitor is never another's; a visitor without a profile gets the empty one")
    func neverAnothers() async throws {
        try await twoInstances { _, one, _ in
            let (ann, bob) = (Browser(), Browser())
            _ = try await ann.send(one, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#)
            _ = try await bob.send(one, .post, "/api/v1/weather/cities", body: #"{"placeId":"2643743"}"#)
            // The name as a card shows it (the search box's example names Copenhagen too).
            func cities(_ page: String) -> [String] {
                ["Copenhagen", "London"].filter { page.contains("<span class=\"city-name\">\($0)</span>") }
            }
            for _ in 0..<2 {
                #expect(cities(try await ann.send(one, .get, "/weather").body) == ["Copenhagen"])
                #expect(cities(try await bob.send(one, .get, "/weather").body) == ["London"])
                #expect(cities(try await Browser().send(one, .get, "/weather").body).isEmpty)
            }
        }
    }

    @Test("refreshing a city's forecast shows the new one at once, though the weather's freshness is otherwise read once a second")
    func refreshShowsAtOnce() async throws {
        let first = try String(contentsOf: TestFixtures.directory.appendingPathComponent("openmeteo/forecast/copenhagen.json"), encoding: .utf8)
        let refreshed = first.replacingOccurrences(of: #""temperature_2m": 5.8"#, with: #""temperature_2m": 36.6"#)
        #expect(refreshed != first)
        let upstream = ScriptedUpstream(["/v1/forecast": [.respond(status: 200, body: refreshed)]])
        // The clock moves a second at the refresh: the forecast's refresh time is new, in the same minute.
        let clock = Clock(TestFixtures.now.addingTimeInterval(3 * 3600))
        try await withLoopbackServer(upstream.application) { base in
            let services = try await WebApp.services(
                database: try await AppDatabase.temporary(), load: true, weatherURL: base, now: Now { clock.date })
            let router = try buildRouter(
                services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc, profiles: .perVisitor))
            try await Application(router: router).test(.router) { client in
                let ann = Browser()
                let added = try APIBody(
                    try await ann.send(client, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#).body)
                let id = try #require((added.data as? [String: Any])?["id"] as? Int)
                // The store's forecast of the place (fresh, so no upstream is asked): drawn, then kept.
                for _ in 0..<2 { #expect(!(try await ann.send(client, .get, "/weather/cities/\(id)").body.contains("37°"))) }
                #expect(upstream.requestCount("/v1/forecast") == 0)
                clock.date += 1
                let refresh = try await ann.send(client, .post, "/weather/cities/\(id)/refresh", body: "back=/weather/cities/\(id)", form: true)
                #expect(refresh.status == .seeOther && upstream.requestCount("/v1/forecast") == 1)
                // The weather's freshness, read at most once a second, is read again after this
                // process's own write: the page is drawn anew.
                #expect(try await ann.send(client, .get, "/weather/cities/\(id)").body.contains("37°"))
            }
        }
    }

    @Test("a page drawn while an upstream was asked is not kept: the next request asks again, as it would have")
    func notKeptWhenAnUpstreamWasAsked() async throws {
        let upstream = ScriptedUpstream([:])
        try await withLoopbackServer(upstream.application) { base in
            try await WebApp.make(weatherURL: base, profiles: .perVisitor).test(.router) { client in
                let ann = Browser()
                _ = try await ann.send(client, .post, "/api/v1/weather/cities", body: #"{"name":"Nowhere","latitude":10,"longitude":10}"#)
                // Its forecast is missing, so each page asks for it (and the upstream has none).
                let before = upstream.totalRequests
                #expect(try await ann.send(client, .get, "/weather").status == .ok)
                let once = upstream.totalRequests
                #expect(try await ann.send(client, .get, "/weather").status == .ok)
                #expect(once > before && upstream.totalRequests > once)
            }
        }
    }

    @Test("a page drawn for a profile the request made (a first search remembered) is never kept for visitors without one")
    func notKeptForAProfileMadeMeanwhile() async throws {
        // The term is searched once, so it is fresh: the next searches ask no upstream.
        let upstream = ScriptedUpstream(["/jokes/search": [.respond(status: 200, body: try FactFixtures.searchBody(FactFixtures.kickIDs))]])
        try await withLoopbackServer(upstream.application) { base in
            try await WebApp.make(factsURL: base, profiles: .perVisitor).test(.router) { client in
                _ = try await Browser().send(client, .get, "/facts?q=kick")
                for _ in 0..<2 {
                    // Each new visitor's search makes their own profile and is remembered for them.
                    let visitor = Browser()
                    let page = try await visitor.send(client, .get, "/facts?q=kick")
                    #expect(page.status == .ok && visitor.cookie != nil, "drawn for this visitor, not answered from memory")
                    let recent = try APIBody(try await visitor.send(client, .get, "/api/v1/facts/recent").body).data as? [[String: Any]]
                    #expect(recent?.compactMap { $0["term"] as? String } == ["kick"])
                }
            }
        }
        #expect(upstream.requestCount("/jokes/search") == 1)
    }

    @Test("a page another site sent the visitor to (which remembers nothing) never stands in for the visitor's own search")
    func crossSiteNotForOwn() async throws {
        let upstream = ScriptedUpstream([
            "/jokes/search": [
                .respond(status: 200, body: try FactFixtures.searchBody(FactFixtures.kickIDs)),
                .respond(status: 200, body: try FactFixtures.searchBody(["roundhouseTide00000002"])),
            ]
        ])
        try await withLoopbackServer(upstream.application) { base in
            try await WebApp.make(factsURL: base, profiles: .perVisitor).test(.router) { client in
                let ann = Browser()
                _ = try await ann.send(client, .get, "/facts?q=kick")
                // Someone else searches "roundhouse": fresh now, so nobody's next search asks.
                _ = try await Browser().send(client, .get, "/facts?q=roundhouse")
                let cookie = try #require(ann.cookie)
                let sent = try await client.execute(
                    uri: "/facts?q=roundhouse", method: .get, headers: [.cookie: cookie, HTTPField.Name("Sec-Fetch-Site")!: "cross-site"]
                ) { $0.status }
                #expect(sent == .ok)
                _ = try await ann.send(client, .get, "/facts?q=roundhouse")
                let recent = try APIBody(try await ann.send(client, .get, "/api/v1/facts/recent").body).data as? [[String: Any]]
                #expect(recent?.compactMap { $0["term"] as? String } == ["roundhouse", "kick"])
            }
        }
    }
}
