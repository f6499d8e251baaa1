import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacStore

/// Profiles on a per-visitor server: each browser (a cookie jar here) sees only what it made;
/// a device-move link works once; "delete my data" leaves nothing; a bearer token is the profile.
@Suite("Profiles: one per visitor")
struct ProfileWebTests {
    /// One browser: the cookie the server gave it, sent back on every request.
    final class Browser: @unchecked Sendable {
        var cookie: String?

        func send(
            _ client: some TestClientProtocol, _ method: HTTPRequest.Method, _ uri: String, body: String? = nil, form: Bool = false
        ) async throws -> (status: HTTPResponse.Status, headers: HTTPFields, body: String) {
            var headers: HTTPFields = [:]
            if let cookie { headers[.cookie] = cookie }
            if body != nil { headers[.contentType] = form ? "application/x-www-form-urlencoded" : "application/json" }
            let answer = try await client.execute(uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }) {
                ($0.status, $0.headers, String(buffer: $0.body))
            }
            if let set = answer.1[values: .setCookie].first(where: { $0.hasPrefix("almanac_profile=") }) {
                let pair = String(set.split(separator: ";")[0])
                cookie = pair == "almanac_profile=" ? nil : pair
            }
            return answer
        }

        var token: String? { cookie.map { String($0.dropFirst("almanac_profile=".count)) } }
    }

    private func cityNames(_ browser: Browser, _ client: some TestClientProtocol) async throws -> [String] {
        let data = try APIBody(try await browser.send(client, .get, "/api/v1/weather/cities").body).data as? [[String: Any]]
        return (data ?? []).compactMap { $0["name"] as? String }
    }

    @Test("two browsers on one server see only their own cities and searches; reading makes no profile")
    func twoBrowsers() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let (ann, bob) = (Browser(), Browser())
            // Reading alone sets no cookie.
            let home = try await ann.send(client, .get, "/")
            #expect(home.status == .ok && home.headers[.setCookie] == nil)
            let weather = try await ann.send(client, .get, "/weather")
            #expect(weather.headers[.setCookie] == nil && ann.cookie == nil)
            // The first change makes the profile and its cookie: HttpOnly, SameSite=Lax.
            let added = try await ann.send(client, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#)
            #expect(added.status == .created)
            let cookie = try #require(added.headers[.setCookie])
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Path=/"))
            #expect(ann.token?.count == 32)
            _ = try await bob.send(client, .post, "/weather/cities", body: "placeId=2643743", form: true)
            #expect(bob.cookie != nil && bob.cookie != ann.cookie)
            #expect(try await cityNames(ann, client) == ["Copenhagen"])
            #expect(try await cityNames(bob, client) == ["London"])
            #expect(try await cityNames(Browser(), client).isEmpty)
            // Another profile's city is not found, even by its id.
            let bobsCity = try #require(
                (try APIBody(try await bob.send(client, .get, "/api/v1/weather/cities").body).data as? [[String: Any]])?.first?["id"] as? Int)
            #expect(try await ann.send(client, .delete, "/api/v1/weather/cities/\(bobsCity)").status == .notFound)
            #expect(try await ann.send(client, .get, "/weather/cities/\(bobsCity)").status == .notFound)
            // Searches are each browser's own, on the page and in the API.
            _ = try await ann.send(client, .get, "/facts?q=kick")
            _ = try await bob.send(client, .get, "/api/v1/facts/search?q=roundhouse")
            let annRecent = try APIBody(try await ann.send(client, .get, "/api/v1/facts/recent").body).data as? [[String: Any]]
            #expect(annRecent?.compactMap { $0["term"] as? String } == ["kick"])
            #expect(try await bob.send(client, .get, "/facts").body.contains("roundhouse"))
            #expect(!(try await bob.send(client, .get, "/facts").body.contains(">kick<")))
            // The home page shows each one's cities.
            #expect(try await ann.send(client, .get, "/").body.contains("Copenhagen"))
            #expect(!(try await bob.send(client, .get, "/").body.contains("Copenhagen")))
        }
    }

    @Test("clearing recent searches that a visitor without a profile never had makes no profile and sets no cookie")
    func anonymousClear() async throws {
        let database = try await AppDatabase.temporary()
        let (app, _) = try await WebApp.perVisitor(over: database)
        let before = try await SQLProfileStore(database: database).everyProfile()
        try await app.test(.router) { client in
            let visitor = Browser()
            let page = try await visitor.send(client, .post, "/facts/recent/clear", body: "", form: true)
            #expect(page.status == .seeOther && page.headers[.setCookie] == nil)
            let api = try await visitor.send(client, .delete, "/api/v1/facts/recent")
            #expect(api.status == .ok && api.headers[.setCookie] == nil && visitor.cookie == nil)
        }
        #expect(try await SQLProfileStore(database: database).everyProfile() == before)
    }

    @Test("a device-move link works once, after asking; an old or used code moves nothing")
    func deviceMove() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let (phone, laptop) = (Browser(), Browser())
            _ = try await phone.send(client, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#)
            let page = try await phone.send(client, .post, "/settings/device-code", body: "", form: true)
            let link = try #require(
                page.body.range(of: #"/settings/use-here\?code=[0-9a-f]{32}"#, options: .regularExpression).map { String(page.body[$0]) })
            // Opening the link only asks: a link preview must not use the code up.
            let asked = try await laptop.send(client, .get, link)
            #expect(asked.status == .ok && asked.body.contains("Use it here") && laptop.cookie == nil)
            let code = String(link.split(separator: "=").last ?? "")
            let moved = try await laptop.send(client, .post, "/settings/use-here", body: "code=\(code)", form: true)
            #expect(moved.status == .seeOther && moved.headers[.location] == "/settings?done=moved")
            #expect(laptop.cookie == phone.cookie)
            #expect(try await cityNames(laptop, client) == ["Copenhagen"])
            // Once only.
            let thief = Browser()
            let again = try await thief.send(client, .post, "/settings/use-here", body: "code=\(code)", form: true)
            #expect(again.headers[.location] == "/settings?done=code-expired" && thief.cookie == nil)
        }
    }

    @Test("delete my data removes everything of that profile and clears the cookie; download gives it all as JSON")
    func downloadAndDelete() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let visitor = Browser()
            _ = try await visitor.send(client, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#)
            _ = try await visitor.send(client, .get, "/api/v1/facts/search?q=kick")
            _ = try await visitor.send(client, .get, "/swapi/people/1")
            let data = try await visitor.send(client, .get, "/settings/my-data.json")
            #expect(data.headers[.contentDisposition]?.contains("attachment") == true)
            let held = try #require(try APIBody(data.body).data as? [String: Any])
            #expect((held["savedCities"] as? [Any])?.count == 1 && (held["recentSearches"] as? [Any])?.count == 1)
            #expect((held["recentlyViewed"] as? [[String: Any]])?.first?["resource"] as? String == "people")
            let token = try #require(visitor.token)
            let deleted = try await visitor.send(client, .post, "/settings/delete", body: "", form: true)
            #expect(deleted.headers[.location] == "/settings?done=deleted")
            #expect(deleted.headers[.setCookie]?.hasPrefix("almanac_profile=; Path=/; Max-Age=0") == true && visitor.cookie == nil)
            // Nothing is left under the old token either: the API refuses it.
            let old = try await client.execute(uri: "/api/v1/profile", method: .get, headers: [.authorization: "Bearer \(token)"]) { $0.status }
            #expect(old == .unauthorized)
        }
    }

    @Test("the API takes the profile as a bearer token; an unknown token is a 401, not a new profile")
    func bearerToken() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let browser = Browser()
            _ = try await browser.send(client, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#)
            let token = try #require(browser.token)
            let settings = try await browser.send(client, .get, "/settings")
            #expect(settings.body.contains("Authorization: Bearer \(token)"))
            let cities = try await client.execute(uri: "/api/v1/weather/cities", method: .get, headers: [.authorization: "Bearer \(token)"]) {
                String(buffer: $0.body)
            }
            #expect(cities.contains("Copenhagen"))
            let unknown = try await client.execute(
                uri: "/api/v1/weather/cities", method: .post,
                headers: [.authorization: "Bearer " + String(repeating: "a", count: 32), .contentType: "application/json"],
                body: ByteBuffer(string: #"{"placeId":"2643743"}"#)
            ) { ($0.status, $0.headers[.setCookie]) }
            #expect(unknown.0 == .unauthorized && unknown.1 == nil)
        }
    }

    @Test("units and safe mode are the profile's: they follow it to another device, and other visitors keep their own")
    func preferences() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let (phone, laptop, other) = (Browser(), Browser(), Browser())
            let imperial = #"value="imperial" class="" aria-pressed="true""#
            // The switch shows beside a city.
            _ = try await phone.send(client, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#)
            _ = try await other.send(client, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#)
            let switched = try await phone.send(client, .post, "/weather/units", body: "units=imperial&back=/weather", form: true)
            #expect(switched.status == .seeOther && phone.cookie != nil)
            _ = try await phone.send(client, .post, "/facts/safe-mode", body: "explicit=include&back=/facts", form: true)
            // This test's browsers keep only the profile cookie: the choice comes from the profile.
            #expect(try await phone.send(client, .get, "/weather").body.contains(imperial))
            #expect(!(try await other.send(client, .get, "/weather").body.contains(imperial)))
            let page = try await phone.send(client, .post, "/settings/device-code", body: "", form: true)
            let code = try #require(
                page.body.range(of: #"code=[0-9a-f]{32}"#, options: .regularExpression).map { String(page.body[$0].dropFirst(5)) })
            _ = try await laptop.send(client, .post, "/settings/use-here", body: "code=\(code)", form: true)
            #expect(try await laptop.send(client, .get, "/weather").body.contains(imperial))
            let held = try #require(try APIBody(try await laptop.send(client, .get, "/api/v1/profile").body).data as? [String: Any])
            #expect(held["preferences"] as? [String: String] == ["units": "imperial", "safeMode": "off"])
        }
    }

    @Test("a profile holds at most 50 cities: the 51st is a 409 naming the limit")
    func cityLimit() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let browser = Browser()
            for index in 0..<SavedCity.limit {
                let body = #"{"name": "City \#(index)", "latitude": \#(Double(index) - 40), "longitude": 10}"#
                #expect(try await browser.send(client, .post, "/api/v1/weather/cities", body: body).status == .created)
            }
            let over = try await browser.send(
                client, .post, "/api/v1/weather/cities", body: #"{"name": "One more", "latitude": 60, "longitude": 10}"#)
            #expect(over.status == .conflict && over.body.contains("limit_reached") && over.body.contains("at most 50 saved cities"))
        }
    }

    @Test("local mode: every browser and the CLI share the local profile; no cookie is ever set")
    func localMode() async throws {
        try await WebApp.make(profiles: .local).test(.router) { client in
            let (ann, bob) = (Browser(), Browser())
            let added = try await ann.send(client, .post, "/api/v1/weather/cities", body: #"{"placeId":"2618425"}"#)
            #expect(added.headers[.setCookie] == nil)
            #expect(try await cityNames(bob, client).contains("Copenhagen"))
            #expect(try await bob.send(client, .get, "/settings").body.contains("one profile for everyone"))
            // One profile's preferences: a switch in one browser shows in the other at once.
            _ = try await ann.send(client, .post, "/weather/units", body: "units=imperial&back=/weather", form: true)
            #expect(try await bob.send(client, .get, "/weather").body.contains(#"value="imperial" class="" aria-pressed="true""#))
        }
    }
}
