import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import AlmanacWeb

/// What anonymous requests may make on a per-visitor server: a bounded number of profiles per
/// client, none from a change that fails, none from another site's link, and nothing a browser
/// or its service worker keeps after "delete my data".
@Suite("Visitors: budgets and private answers")
struct VisitorBudgetTests {
    /// A per-visitor app over an in-memory store the test can look into.
    private func app(newProfilesPerHour: Int? = nil) async throws -> (some ApplicationProtocol, SQLProfileStore, SQLFactStore) {
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.services(database: database, load: true)
        let configuration = WebConfiguration(defaultTimeZone: TestFixtures.utc, profiles: .perVisitor, newProfilesPerHour: newProfilesPerHour)
        return (
            Application(router: try buildRouter(services: services, configuration: configuration)), SQLProfileStore(database: database),
            SQLFactStore(database: database)
        )
    }

    private static let json: HTTPFields = [.contentType: "application/json"]

    /// The cookie the server sets for a new visitor who saves Copenhagen, and the profile it names.
    private func savingCopenhagen(_ client: some TestClientProtocol) async throws -> (cookie: String, profile: ProfileID) {
        let added = try await client.execute(
            uri: "/api/v1/weather/cities", method: .post, headers: Self.json, body: ByteBuffer(string: #"{"placeId":"2618425"}"#)
        ) { $0.headers }
        let cookie = try #require(added[.setCookie]?.split(separator: ";").first.map(String.init))
        return (cookie, try #require(ProfileID(token: String(cookie.dropFirst("almanac_profile=".count)))))
    }

    private func visitors(_ store: SQLProfileStore) async throws -> Int {
        try await store.everyProfile().filter { $0 != .local }.count
    }

    @Test("cookie-less adds make at most the budgeted profiles; past it a change is 429 and a search is answered, not remembered")
    func profileBudget() async throws {
        let (app, profiles, _) = try await app(newProfilesPerHour: 3)
        try await app.test(.router) { client in
            var statuses: [HTTPResponse.Status] = []
            for index in 0..<10 {
                let body = ByteBuffer(string: #"{"name":"Spot \#(index)","latitude":\#(index),"longitude":1}"#)
                statuses.append(try await client.execute(uri: "/api/v1/weather/cities", method: .post, headers: Self.json, body: body) { $0.status })
            }
            #expect(statuses.filter { $0 == .created }.count == 3 && statuses.filter { $0 == .tooManyRequests }.count == 7)
            #expect(try await visitors(profiles) == 3)
            let search = try await client.get("/facts?q=kick")
            #expect(search.status == .ok && search.headers[.setCookie] == nil)
            #expect(try await visitors(profiles) == 3)
        }
    }

    @Test("a change that fails (404, 400, 403) leaves no profile and sets no cookie")
    func failedChanges() async throws {
        let (app, profiles, _) = try await app()
        try await app.test(.router) { client in
            let attempts: [(HTTPRequest.Method, String, HTTPFields, String)] = [
                (.delete, "/api/v1/weather/cities/999", [:], ""),
                (.patch, "/api/v1/weather/cities/999", Self.json, #"{"position":1}"#),
                (.post, "/api/v1/weather/cities", Self.json, #"{"name":"","latitude":1,"longitude":1}"#),
                (.post, "/api/v1/weather/cities", Self.json, #"{"placeId":"404404"}"#),
                (.post, "/weather/cities", [.contentType: "application/x-www-form-urlencoded"], "name=Home&latitude=200&longitude=1"),
                (.post, "/weather/cities/999/remove", [.contentType: "application/x-www-form-urlencoded"], ""),
            ]
            for (method, uri, headers, body) in attempts {
                let answer = try await client.execute(uri: uri, method: method, headers: headers, body: ByteBuffer(string: body)) {
                    ($0.status, $0.headers)
                }
                #expect(answer.0.code >= 400, "\(method) \(uri)")
                #expect(answer.1[.setCookie] == nil, "\(method) \(uri)")
            }
            #expect(try await visitors(profiles) == 0)
        }
    }

    @Test("a profile is marked as come back by its second request; per-visitor answers are private and never stored")
    func cameBackAndPrivate() async throws {
        let (app, profiles, _) = try await app()
        try await app.test(.router) { client in
            let (cookie, profile) = try await savingCopenhagen(client)
            #expect(try await profiles.record(profile)?.hasReturned == false)
            let list = try await client.get("/api/v1/weather/cities", headers: [.cookie: cookie])
            #expect(list.headers[.cacheControl] == "private, no-store")
            #expect(try await profiles.record(profile)?.hasReturned == true)
            #expect(try await client.get("/weather", headers: [.cookie: cookie]).headers[.cacheControl] == "private, no-store")
            #expect(try await client.get("/", headers: [.cookie: cookie]).headers[.cacheControl] == "private, no-store")
            // Shared answers stay shareable.
            #expect(try await client.get("/api/v1/launches", headers: [.cookie: cookie]).headers[.cacheControl] == "no-cache")
            #expect(try await client.get("/swapi/people/1", headers: [.cookie: cookie]).headers[.cacheControl] == "no-cache")
        }
    }

    @Test("another site's link to a search adds nothing to the visitor's history; their own search does")
    func crossSiteSearch() async throws {
        let (app, _, facts) = try await app()
        try await app.test(.router) { client in
            let made = try await client.execute(uri: "/facts?q=kick", method: .get, headers: [SecurityHeaderNames.secFetchSite: "same-origin"]) {
                $0.headers
            }
            let cookie = try #require(made[.setCookie]?.split(separator: ";").first.map(String.init))
            let profile = try #require(ProfileID(token: String(cookie.dropFirst("almanac_profile=".count))))
            for site in ["cross-site", "same-site"] {
                _ = try await client.get("/facts?q=roundhouse", headers: [.cookie: cookie, SecurityHeaderNames.secFetchSite: site])
                _ = try await client.get("/api/v1/facts/search?q=roundhouse", headers: [.cookie: cookie, SecurityHeaderNames.secFetchSite: site])
            }
            _ = try await client.execute(uri: "/facts?q=chuck", method: .head, headers: [.cookie: cookie]) { $0.status }
            #expect(try await facts.recentSearches(of: profile).map(\.term) == ["kick"])
            _ = try await client.get("/facts?q=roundhouse", headers: [.cookie: cookie, SecurityHeaderNames.secFetchSite: "none"])
            #expect(try await facts.recentSearches(of: profile).map(\.term) == ["roundhouse", "kick"])
        }
    }

    @Test("deleting my data tells the browser to clear what it kept of the site")
    func clearSiteData() async throws {
        let (app, _, _) = try await app()
        try await app.test(.router) { client in
            let (cookie, _) = try await savingCopenhagen(client)
            let page = try await client.execute(uri: "/settings/delete", method: .post, headers: [.cookie: cookie]) { $0.headers }
            #expect(page[HTTPField.Name("Clear-Site-Data")!] == #""cache", "storage""#)
            let api = try await client.execute(uri: "/api/v1/profile", method: .delete, headers: [.cookie: cookie]) { $0.headers }
            #expect(api[HTTPField.Name("Clear-Site-Data")!] == #""cache", "storage""#)
        }
    }

    @Test("a device-move code never reaches the request log")
    func codeNotLogged() {
        #expect(
            RequestLog.loggable(path: "/settings/use-here", query: "code=0123456789abcdef0123456789abcdef")
                == "/settings/use-here?code=…")
        #expect(RequestLog.loggable(path: "/facts", query: "q=kick&page=2") == "/facts?q=kick&page=2")
    }
}
