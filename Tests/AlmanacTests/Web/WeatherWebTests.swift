import AlmanacReplay
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The weather pages and JSON API over the fixture store (nine places, a Copenhagen forecast;
/// clock 21 Nov 2026 15:00 UTC). The upstream is unreachable unless a test starts the replay.
@Suite("Weather on the web and in the API")
struct WeatherWebTests {
    private static let json: HTTPFields = [.contentType: "application/json"]
    private static let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    private func send(
        _ client: some TestClientProtocol, _ method: HTTPRequest.Method, _ uri: String, _ body: String = "", headers: HTTPFields = json
    ) async throws -> (status: HTTPResponse.Status, location: String?, body: String) {
        try await client.execute(uri: uri, method: method, headers: headers, body: ByteBuffer(string: body)) { response in
            (response.status, response.headers[.location], String(buffer: response.body))
        }
    }

    @Test("API: add by place id (201) or by name and coordinates; a duplicate is 409; bad fields are 400 naming them")
    func addCities() async throws {
        try await WebApp.make().test(.router) { client in
            let added = try await send(client, .post, "/api/v1/weather/cities", #"{"placeId":"2618425"}"#)
            #expect(added.status == .created)
            let city = try #require(try APIBody(added.body).data as? [String: Any])
            #expect(city["name"] as? String == "Copenhagen" && city["country"] as? String == "Denmark" && city["position"] as? Int == 1)
            let duplicate = try await send(client, .post, "/api/v1/weather/cities", #"{"name":"Home","latitude":55.676,"longitude":12.566}"#)
            #expect(duplicate.status == .conflict)
            #expect(try APIBody(duplicate.body).error?["code"] as? String == "duplicate")
            let home = try await send(client, .post, "/api/v1/weather/cities", #"{"name":"Cabin","latitude":61.1,"longitude":10.4,"country":"no"}"#)
            #expect(home.status == .created)
            let cases = [
                (#"{"name":"","latitude":1,"longitude":1}"#, "invalid_name"),
                (#"{"name":"\#(String(repeating: "x", count: 101))","latitude":1,"longitude":1}"#, "invalid_name"),
                (#"{"name":"North","latitude":90.5,"longitude":1}"#, "invalid_latitude"),
                (#"{"name":"East","latitude":1,"longitude":-181}"#, "invalid_longitude"),
                (#"{"name":"Nowhere"}"#, "invalid_latitude"),
                (#"["not an object"]"#, "invalid_body"),
                (#"{"name":"Town","latitude":"north","longitude":1}"#, "invalid_latitude"),
            ]
            for (body, code) in cases {
                let refused = try await send(client, .post, "/api/v1/weather/cities", body)
                #expect(refused.status == .badRequest)
                #expect(try APIBody(refused.body).error?["code"] as? String == code, "\(body)")
            }
            let unknownPlace = try await send(client, .post, "/api/v1/weather/cities", #"{"placeId":"999"}"#)
            #expect(unknownPlace.status == .notFound)
            let list = try await client.get("/api/v1/weather/cities")
            #expect((try APIBody(list.body).data as? [[String: Any]])?.map { $0["name"] as? String } == ["Copenhagen", "Cabin"])
        }
    }

    @Test("API: move with PATCH, remove with DELETE, the forecast in either units, 404 for unknown cities")
    func manageAndForecast() async throws {
        try await WebApp.make().test(.router) { client in
            _ = try await send(client, .post, "/api/v1/weather/cities", #"{"placeId":"2618425"}"#)
            _ = try await send(client, .post, "/api/v1/weather/cities", #"{"placeId":"2643743"}"#)
            let moved = try await send(client, .patch, "/api/v1/weather/cities/2", #"{"position":1}"#)
            #expect(moved.status == .ok)
            #expect(try await client.get("/api/v1/weather/cities").body.contains(#""name":"London","position":1"#))
            let badMove = try await send(client, .patch, "/api/v1/weather/cities/2", #"{"position":0}"#)
            #expect(badMove.status == .badRequest && badMove.body.contains("invalid_position"))
            let pastTheEnd = try await send(client, .patch, "/api/v1/weather/cities/2", #"{"position":99}"#)
            #expect(pastTheEnd.status == .ok && pastTheEnd.body.contains(#""position":2"#))
            let forecast = try APIBody(try await client.get("/api/v1/weather/cities/1/forecast?units=imperial").body)
            let data = try #require(forecast.data as? [String: Any])
            #expect(data["units"] as? String == "imperial" && data["timeZone"] as? String == "Europe/Copenhagen")
            #expect((data["current"] as? [String: Any])?["temperatureText"] as? String == "42°")
            #expect((data["hours"] as? [Any])?.count == 24, "the next 24 hours")
            #expect(forecast.meta["dataset"] as? String == "openmeteo")
            #expect(try await client.get("/api/v1/weather/cities/1/forecast?units=kelvin").body.contains("invalid_units"))
            #expect(try await client.get("/api/v1/weather/cities/1/forecast?day=2027-01-01").status == .notFound)
            #expect(try await client.get("/api/v1/weather/cities/1/forecast?day=someday").status == .badRequest)
            #expect(try await client.get("/api/v1/weather/cities/99/forecast").status == .notFound)
            #expect(try await client.get("/api/v1/weather/cities/abc/forecast").status == .badRequest)
            let removed = try await send(client, .delete, "/api/v1/weather/cities/2")
            #expect(removed.status == .ok)
            #expect(try await send(client, .delete, "/api/v1/weather/cities/2").status == .notFound)
            let overview = try APIBody(try await client.get("/api/v1/weather").body)
            #expect((overview.data as? [[String: Any]])?.count == 1)
        }
    }

    @Test("API: place search asks the geocoder (replay); offline it answers from stored places and says so")
    func geocode() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { weatherURL in
            try await WebApp.make(weatherURL: weatherURL).test(.router) { client in
                let body = try APIBody(try await client.get("/api/v1/weather/geocode?q=springfield").body)
                #expect(body.meta["source"] as? String == "upstream")
                let regions = (body.data as? [[String: Any]])?.map { $0["region"] as? String }
                #expect(regions == ["Massachusetts", "Illinois"])
            }
        }
        try await WebApp.make().test(.router) { client in
            let body = try APIBody(try await client.get("/api/v1/weather/geocode?q=london").body)
            #expect(body.meta["source"] as? String == "offline")
            #expect((body.data as? [[String: Any]])?.map { $0["countryCode"] as? String } == ["GB", "CA"])
            #expect(try await client.get("/api/v1/weather/geocode?q=a").status == .badRequest)
        }
    }

    @Test("pages: empty state, search results, add (and again), move, remove with undo, all by plain form posts")
    func pagesWithoutScripts() async throws {
        try await WebApp.make().test(.router) { client in
            let empty = try await client.get("/weather")
            #expect(empty.status == .ok && empty.body.contains("<h2>Add a city</h2>"))
            let search = try await client.get("/weather?q=spring")
            #expect(search.body.contains("2 places match “spring”"))
            #expect(search.body.contains("Offline — the place search service could not be reached"))
            #expect(search.body.contains(#"aria-label="Add Springfield, Massachusetts, United States""#))
            #expect(try await client.get("/weather?q=x").status == .badRequest)
            let add = try await send(client, .post, "/weather/cities", "placeId=2618425", headers: Self.form)
            #expect(add.status == .seeOther && add.location == "/weather?added=1#city-1")
            let again = try await send(client, .post, "/weather/cities", "placeId=2618425", headers: Self.form)
            #expect(again.location == "/weather?duplicate=1#city-1")
            #expect(try await client.get("/weather?duplicate=1").body.contains("Copenhagen is already saved (position 1); nothing changed."))
            _ = try await send(client, .post, "/weather/cities", "name=Cabin&latitude=61.1&longitude=10.4", headers: Self.form)
            let bad = try await send(client, .post, "/weather/cities", "name=Cabin&latitude=north&longitude=10.4", headers: Self.form)
            #expect(bad.status == .badRequest && bad.body.contains("latitude must be a number (got &quot;north&quot;)"))
            let overview = try await client.get("/weather")
            #expect(overview.body.contains(#"<span class="city-temp">6°</span>"#))
            #expect(overview.body.contains(#"aria-label="Move Cabin up""#) && !overview.body.contains(#"aria-label="Move Copenhagen up""#))
            _ = try await send(client, .post, "/weather/cities/2/move", "position=1", headers: Self.form)
            let removed = try await send(client, .post, "/weather/cities/2/remove", "", headers: Self.form)
            #expect(removed.location == "/weather?removed=2&name=Cabin")
            let undo = try await client.get("/weather?removed=2&name=Cabin")
            #expect(undo.body.contains("Removed Cabin.") && undo.body.contains(#"action="/weather/cities/2/restore""#))
            // The one-time message is kept nowhere (the service worker skips no-store); the list is the visitor's own.
            #expect(undo.headers[.cacheControl]?.contains("no-store") == true)
            #expect(overview.headers[.cacheControl] == "private, no-cache")
            let restored = try await send(client, .post, "/weather/cities/2/restore", "", headers: Self.form)
            #expect(restored.location == "/weather?restored=2#city-2")
            #expect(try await client.get("/api/v1/weather/cities").body.contains(#""name":"Cabin","position":1"#))
        }
    }

    @Test("a city page leads to the saved cities before and after it, and states its freshness once")
    func cityNeighbours() async throws {
        try await WebApp.make().test(.router) { client in
            for (name, latitude) in [("North", "61.1"), ("Middle", "55.7"), ("South", "40.1")] {
                _ = try await send(client, .post, "/weather/cities", "name=\(name)&latitude=\(latitude)&longitude=10.4", headers: Self.form)
            }
            let middle = try await client.get("/weather/cities/2").body
            #expect(middle.contains(#"<a rel="prev" href="/weather/cities/1">← North</a>"#), "\(middle)")
            #expect(middle.contains(#"<a rel="next" href="/weather/cities/3">South →</a>"#))
            let first = try await client.get("/weather/cities/1").body
            #expect(!first.contains(#"rel="prev""#) && first.contains(#"rel="next" href="/weather/cities/2""#))
            // The forecast's own line and button; the footer does not add the dataset's.
            #expect(middle.components(separatedBy: "Refresh now").count <= 2 && !middle.contains("Weather data from"))
        }
    }

    @Test("city page: now, 7 days linking ?day=, hours in the city's time, chart, units cookie; bad input is 400")
    func cityPage() async throws {
        try await WebApp.make().test(.router) { client in
            _ = try await send(client, .post, "/api/v1/weather/cities", #"{"placeId":"2618425"}"#)
            let page = try await client.get("/weather/cities/1")
            #expect(page.status == .ok)
            #expect(page.body.contains(#"<p class="now-temp">6°</p>"#) && page.body.contains("Partly cloudy"))
            #expect(page.body.contains(#"href="/weather/cities/1?day=2026-11-22""#))
            // The next 24 hours, from the current one (16:00) to 15:00 tomorrow.
            #expect(page.body.components(separatedBy: #"<span class="hour-time">"#).count - 1 == 24)
            #expect(page.body.contains(#"<li class="hour" tabindex="0" data-hour-summary="16:00:"#))
            #expect(page.body.contains(#"<polyline class="temperature-line""#))
            #expect(page.body.contains("Sunrise <strong>08:02</strong>"))
            let tomorrow = try await client.get("/weather/cities/1?day=2026-11-22")
            #expect(tomorrow.body.contains("Sun 22 Nov, hour by hour") && tomorrow.body.contains(#"<span class="hour-time">00:00</span>"#))
            let imperial = try await client.get("/weather/cities/1", headers: [.cookie: "units=imperial"])
            #expect(imperial.body.contains(#"<p class="now-temp">42°</p>"#))
            let switched = try await send(client, .post, "/weather/units", "units=imperial&back=/weather/cities/1", headers: Self.form)
            #expect(switched.status == .seeOther && switched.location == "/weather/cities/1")
            let offsite = try await send(client, .post, "/weather/units", "units=metric&back=https://evil.example", headers: Self.form)
            #expect(offsite.location == "/weather")
            #expect(try await client.get("/weather/cities/1?day=someday").status == .badRequest)
            #expect(try await client.get("/weather/cities/1?units=kelvin").status == .badRequest)
            #expect(try await client.get("/weather/cities/42").status == .notFound)
        }
    }
}
