import AlmanacCore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Hostile requests")
struct HostileRequestTests {
    static let searchPages = ["/facts?q=", "/weather?q=", "/swapi/people?q=", "/launches?q="]

    @Test("a payload in a search box stays text on every search page", arguments: searchPages)
    func searchPayloads(page: String) async throws {
        try await WebApp.make().test(.router) { client in
            for payload in HostilePayloads.all {
                let response = try await client.get(page + PercentEncoding.component(payload))
                #expect(response.status.code < 500, "\(page) \(payload)")
                #expect(HTMLSafetyScan.problems(in: response.body).isEmpty, "\(page) \(payload): \(HTMLSafetyScan.problems(in: response.body))")
            }
        }
    }

    /// Words an error must not show a visitor: the engine, its query language, a statement.
    static let insides = ["SQLite", "sqlite", "MATCH", "tsquery", "SELECT", "PostgreSQL", "syntax error", "unterminated"]

    @Test("hostile search text answers every search front end without a 5xx or the engine's words (the facts API away)")
    func hostileSearchText() async throws {
        try await WebApp.make().test(.router) { client in
            for text in HostileSearchTexts.all {
                let encoded = PercentEncoding.component(text)
                for path in ["/search?q=", "/api/v1/search?q=", "/facts?q=", "/api/v1/facts/search?q="] {
                    let response = try await client.get(path + encoded)
                    #expect(response.status.code < 500, "\(path) \(text.unicodeScalars.map { String($0.value, radix: 16) })")
                    #expect(!Self.insides.contains { response.body.contains($0) }, "\(path): \(response.body.prefix(300))")
                }
                let body = try JSONSerialization.data(withJSONObject: [
                    "query": "query($q: String!) { facts(search: $q) { totalCount } }", "variables": ["q": text],
                ])
                try await client.execute(
                    uri: "/graphql", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(bytes: body)
                ) { response in
                    let text = String(buffer: response.body)
                    #expect(response.status == .ok)
                    #expect(!Self.insides.contains { text.contains($0) }, "graphql: \(text.prefix(300))")
                }
            }
        }
    }

    @Test("a payload saved as a recent search stays text when the list is shown on a later visit")
    func storedRecentSearch() async throws {
        try await WebApp.make().test(.router) { client in
            let payload = "kick\u{600}<img src=x onerror=alert(2)>"
            _ = try await client.get("/facts?q=" + PercentEncoding.component(payload))
            let later = try await client.get("/facts")
            #expect(later.body.contains("kick\u{600}&lt;img src=x onerror=alert(2)&gt;"))
            #expect(HTMLSafetyScan.problems(in: later.body).isEmpty)
        }
    }

    @Test("every answer carries the CSP, nosniff and referrer policy: pages, API, assets, errors")
    func securityHeaders() async throws {
        try await WebApp.make().test(.router) { client in
            for path in ["/", "/launches", "/api/v1/launches", "/assets/app.css", "/no/such/page", "/api/v1/nothing"] {
                let response = try await client.get(path)
                let policy = try #require(response.headers[.contentSecurityPolicy], "\(path)")
                #expect(policy.contains("script-src 'self'") && policy.contains("frame-ancestors 'none'") && policy.contains("object-src 'none'"))
                #expect(!policy.contains("unsafe-inline"))
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == "same-origin")
            }
        }
    }

    @Test("a state change a browser marks as cross-site is refused with 403 and changes nothing")
    func crossSite() async throws {
        try await WebApp.make().test(.router) { client in
            let body = ByteBuffer(string: #"{"name": "Home", "latitude": 55.7, "longitude": 12.6}"#)
            let json: HTTPFields = [.contentType: "application/json"]
            for extra: HTTPFields in [
                [.origin: "https://evil.example"], [HTTPField.Name("Sec-Fetch-Site")!: "cross-site"],
                [HTTPField.Name("Sec-Fetch-Site")!: "same-site"], [.origin: "null"],
            ] {
                var headers = json
                headers.append(contentsOf: extra)
                let refused = try await client.execute(uri: "/api/v1/weather/cities", method: .post, headers: headers, body: body) { $0.status }
                #expect(refused == .forbidden, "\(extra)")
            }
            let cities = try await client.get("/api/v1/weather/cities")
            #expect(try APIBody(cities.body).data as? [Any] == nil || (try APIBody(cities.body).data as? [Any])?.isEmpty == true)
            // The site's own pages and clients that are not browsers are let through.
            var sameOrigin = json
            sameOrigin[.origin] = "http://localhost"
            sameOrigin[HTTPField.Name("Sec-Fetch-Site")!] = "same-origin"
            #expect(try await client.execute(uri: "/api/v1/weather/cities", method: .post, headers: sameOrigin, body: body) { $0.status } == .created)
            let curl = try await client.execute(
                uri: "/api/v1/weather/cities", method: .post, headers: json,
                body: ByteBuffer(string: #"{"name": "Work", "latitude": 55.6, "longitude": 12.5}"#)
            ) { $0.status }
            #expect(curl == .created)
        }
    }

    @Test("the page forms refuse cross-site posts too: clear recent searches keeps them")
    func crossSiteForms() async throws {
        try await WebApp.make().test(.router) { client in
            _ = try await client.get("/facts?q=kick")
            let refused = try await client.execute(
                uri: "/facts/recent/clear", method: .post, headers: [.origin: "https://evil.example", .contentType: "text/plain"]
            ) { $0.status }
            #expect(refused == .forbidden)
            #expect(try await client.get("/facts").body.contains("Recent searches"))
        }
    }

    @Test("the JSON API takes only application/json bodies")
    func jsonOnly() async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.execute(
                uri: "/api/v1/weather/cities", method: .post, headers: [.contentType: "text/plain"],
                body: ByteBuffer(string: #"{"name": "Home", "latitude": 55.7, "longitude": 12.6}"#)
            ) { ($0.status, String(buffer: $0.body)) }
            #expect(response.0 == .unsupportedMediaType)
            #expect(try APIBody(response.1).error?["code"] as? String == "unsupported_media_type")
        }
    }

    @Test("a 1 MB body is a 413 that names the limit, with no internal text")
    func oversizedBody() async throws {
        try await WebApp.make().test(.router) { client in
            let huge = ByteBuffer(string: "{\"name\": \"" + String(repeating: "a", count: 1_000_000) + "\"}")
            let response = try await client.execute(
                uri: "/api/v1/weather/cities", method: .post, headers: [.contentType: "application/json"], body: huge
            ) { ($0.status, String(buffer: $0.body)) }
            #expect(response.0 == .contentTooLarge)
            #expect(response.1.contains("larger than 16384 bytes") && !response.1.contains("NIO"))
            let form = try await client.execute(
                uri: "/weather/cities", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"], body: huge
            ) { $0.status }
            #expect(form == .contentTooLarge)
        }
    }

    @Test(
        "a form's return address must be one of the site's paths",
        arguments: [
            ("%2F%5Cevil.com", "/facts"), ("%2F%2Fevil.com", "/facts"), ("https%3A%2F%2Fevil.com%2Ffacts", "/facts"),
            ("%2Ffacts%5C..%5Cevil", "/facts"), ("%2Ffacts%3Fq%3Dkick", "/facts?q=kick"), ("%2Fweather", "/facts"),
        ])
    func redirects(back: String, location: String) async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.execute(
                uri: "/facts/safe-mode", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: "explicit=include&back=\(back)")
            ) { $0 }
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == location)
        }
    }

    @Test("//evil.com/… is this site's /evil.com/…, whose error page links only to this site")
    func errorPageLinks() async throws {
        try await WebApp.make().test(.router) { client in
            let redirect = try await client.get("//evil.com/facts/x")
            #expect(redirect.status == .permanentRedirect && redirect.headers[.location] == "/evil.com/facts/x")
            let response = try await client.get("/evil.com/facts/x")
            #expect(response.status == .notFound)
            #expect(!response.body.contains("evil.com"))
            #expect(HTMLSafetyScan.problems(in: response.body).isEmpty)
        }
    }

    @Test("a term of three characters carrying 14 KB of combining marks is refused, not stored")
    func byteLimits() async throws {
        try await WebApp.make().test(.router) { client in
            let heavy = "a" + String(repeating: "\u{301}", count: 7000) + "bc"
            let response = try await client.get("/api/v1/facts/search?q=" + PercentEncoding.component(heavy))
            #expect(response.status == .badRequest)
            #expect(try APIBody(response.body).error?["message"] as? String == "A search needs 3 to 120 characters (got 7003 characters).")
            let recent = try APIBody(try await client.get("/api/v1/facts/recent").body).data as? [Any]
            #expect(recent?.isEmpty == true)
        }
    }

    @Test("a Host that is not ours is answered 421 over real HTTP; IP addresses, localhost and allowed names pass")
    func hostNames() async throws {
        try await WebApp.withLiveServer { (port: Int) async throws in
            func status(host: String) async throws -> Int? {
                RawHTTP.status(of: try await RawHTTP.exchange(port: port, "GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n"))
            }
            #expect(try await status(host: "evil.example") == 421)
            #expect(try await status(host: "rebind.evil.example:\(port)") == 421)
            #expect(try await status(host: "127.0.0.1:\(port)") == 200)
            #expect(try await status(host: "[::1]:\(port)") == 200)
            #expect(try await status(host: "localhost:\(port)") == 200)
            #expect(try await status(host: "Almanac.Example") == 200)
        }
    }
}
