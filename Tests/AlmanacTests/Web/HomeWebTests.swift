import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The home page's live cards over the fixture store (clock 21 Nov 2026 15:00 UTC; the only
/// launch still ahead is "Crew Future", planned for Q2 2030).
@Suite("Home dashboard")
struct HomeWebTests {
    @Test("the next launch, the fact of the day and the saved cities' weather now, each saying so when empty; private to the visitor")
    func dashboard() async throws {
        try await WebApp.make().test(.router) { client in
            let empty = try await client.get("/")
            #expect(empty.status == .ok && empty.headers[.cacheControl] == "private, no-cache")
            #expect(empty.body.contains(#"<a href="/launches/l5">Crew Future</a>"#), "\(empty.body)")
            // Known only to the quarter: no countdown, the distance to its quarter instead.
            #expect(!empty.body.contains("data-countdown") && empty.body.contains(#"<p class="countdown">in 3 years</p>"#))
            #expect(empty.body.contains("<h2>Fact of the day</h2>") && empty.body.contains(#"class="fact-text""#))
            #expect(empty.body.contains("No saved cities yet."))

            _ = try await client.execute(
                uri: "/api/v1/weather/cities", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"placeId":"2618425"}"#)
            ) { _ in }
            let withCity = try await client.get("/").body
            #expect(
                withCity.contains(#"<a href="/weather/cities/1">Copenhagen</a> <span class="city-now-text">6° Partly cloudy</span>"#), "\(withCity)")
        }
    }

    /// The fixtures served at `now`, with Copenhagen saved (its recorded forecast kept).
    static func withCopenhagen(at now: Now, _ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let services = try await WebApp.services(database: try await AppDatabase.temporary(), load: true, now: now)
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
        try await Application(router: router).test(.router) { client in
            _ = try await client.execute(
                uri: "/api/v1/weather/cities", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"placeId":"2618425"}"#)
            ) { _ in }
            try await body(client)
        }
    }

    @Test("a city's figures that are not fresh say how old they are on the home page, as on the weather page")
    func staleCity() async throws {
        // The forecast was fetched at the fixtures' refresh; the clock is 120 days on.
        let later = Now.fixed(TestFixtures.now.addingTimeInterval(120 * 86_400))
        try await Self.withCopenhagen(at: later) { client in
            let home = try await client.get("/").body
            #expect(home.contains(#"<span class="city-now-text">6° Partly cloudy<span class="stale">fetched 119 days ago</span></span>"#), "\(home)")
            #expect(try await client.get("/weather").body.contains("fetched 119 days ago"))
            // The city's own page says it under the big "now" figure.
            let city = try await client.get("/weather/cities/1").body
            #expect(city.contains(#"<section class="now" aria-label="Now">"#) && city.contains(#"<p class="stale">fetched 119 days ago</p>"#))
        }
    }

    @Test("the next weather worth acting on is on the city's home card and its page, in the city's time")
    func weatherAlert() async throws {
        // 03:00 in Copenhagen on 22 Nov: the recorded forecast's rain (60 % from 05:00) is two hours off.
        let night = Now.fixed(Date(timeIntervalSince1970: 1_795_312_800))
        try await Self.withCopenhagen(at: night) { client in
            let home = try await client.get("/").body
            #expect(home.contains(#"<span class="alert">Rain likely from 05:00 (60% chance)</span>"#), "\(home)")
            let city = try await client.get("/weather/cities/1").body
            #expect(city.contains(#"<p class="alert">Rain likely from 05:00 (60% chance)</p>"#))
            #expect(city.contains("<summary>Alerts on your devices: Off</summary>"))
        }
    }

    @Test("the Star Wars records opened, newest first, linked; a page that is not found is not listed")
    func recentlyViewed() async throws {
        try await WebApp.make().test(.router) { client in
            #expect(try await client.get("/").body.contains("Nothing opened yet."))
            // The second visit to Luke is served from the page cache and still counts.
            for path in ["/swapi/people/1", "/swapi/planets/1", "/swapi/people/1", "/swapi/people/999"] {
                _ = try await client.get(path)
            }
            let home = try await client.get("/").body
            #expect(
                home.contains(
                    #"<ul class="recent-records"><li><a href="/swapi/people/1">Luke Skywalker</a> <span class="kind">person</span></li><li><a href="/swapi/planets/1">Tatooine</a>"#
                ), "\(home)")
        }
    }
}
