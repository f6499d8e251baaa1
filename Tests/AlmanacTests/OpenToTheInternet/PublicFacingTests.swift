import AlmanacCore
import AlmanacPresentation
import AlmanacStore
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Prometheus
import Testing

@testable import AlmanacWeb

/// What a public server shows and accepts: no server folder or internal address on the status
/// screens, no metrics unless asked, a `Host` that is one plain name, an `Origin` with the right
/// scheme, and a profile cookie no other site can plant over HTTPS.
@Suite("Public-facing: status, headers, cookies")
struct PublicFacingTests {
    @Test("the status page and API say where data came from in words, never the snapshot folder or an internal upstream")
    func publicStatus() async throws {
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.services(database: database, load: true)
        let datasets = SQLDatasetStore(database: database)
        try await datasets.recordFailure(
            of: .spacex,
            RefreshFailure(
                reason: "http://10.9.8.7:8090/v4/launches unreachable: connection refused (read /srv/secret-snapshots/spacex.json)",
                at: TestFixtures.now
            ))
        let app = Application(router: try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc)))
        try await app.test(.router) { client in
            for path in ["/status", "/api/v1/status", "/spacex", "/api/v1/launches"] {
                let body = try await client.get(path).body
                #expect(!body.contains(TestFixtures.directory.path), "\(path)")
                #expect(!body.contains("10.9.8.7") && !body.contains("/srv/secret-snapshots"), "\(path)")
            }
            #expect(try await client.get("/api/v1/status").body.contains("a local mirror"))
        }
        // The operator's own view keeps them.
        let status = try #require(try await ReportStatus(store: datasets, hosts: [:], circuits: [])([.spacex]).first)
        let operatorView = DatasetStatusViewModel(
            status, environment: PresentationEnvironment(now: .fixed(TestFixtures.now), timeZone: TestFixtures.utc), for: .operator)
        #expect(operatorView.lastError?.contains("10.9.8.7") == true)
    }

    @Test("/metrics answers only when the operator turns it on")
    func metricsFlag() async throws {
        let services = try await WebApp.services()
        for exposed in [true, false] {
            let configuration = WebConfiguration(metrics: PrometheusCollectorRegistry(), exposesMetrics: exposed)
            try await Application(router: try buildRouter(services: services, configuration: configuration)).test(.router) { client in
                let status = try await client.get("/metrics").status
                #expect(status == (exposed ? HTTPResponse.Status.ok : .notFound))
            }
        }
    }

    @Test("an Origin of the right host but the wrong scheme is refused; the browser's Sec-Fetch-Site decides when sent")
    func originScheme() async throws {
        try await WebApp.make().test(.router) { client in
            func post(_ headers: HTTPFields) async throws -> HTTPResponse.Status {
                try await client.execute(uri: "/api/v1/facts/recent", method: .delete, headers: headers) { $0.status }
            }
            let cases: [(HTTPFields, HTTPResponse.Status)] = [
                ([.origin: "https://localhost"], .forbidden), ([.origin: "ftp://localhost"], .forbidden),
                ([.origin: "http://localhost"], .ok), ([.origin: "http://localhost:80"], .ok),
                ([SecurityHeaderNames.secFetchSite: "same-origin", .origin: "http://localhost"], .ok),
                ([SecurityHeaderNames.secFetchSite: "cross-site"], .forbidden),
            ]
            for (headers, expected) in cases {
                let status = try await post(headers)
                #expect(status == expected, "\(headers)")
            }
        }
    }

    @Test("a Host that is missing, doubled, or more than a name and port is a 400; the device-move link holds only the Host checked")
    func hostHeader() async throws {
        try await WebApp.withLiveServer { (port: Int) async throws in
            func status(_ request: String) async throws -> Int? { RawHTTP.status(of: try await RawHTTP.exchange(port: port, request)) }
            #expect(try await status("GET / HTTP/1.1\r\nConnection: close\r\n\r\n") == 400)
            #expect(try await status("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n") == 400)
            for host in ["127.0.0.1:8080@evil.example", "127.0.0.1/evil", "127.0.0.1:80:80", "[::1", "a b", "127.0.0.1:"] {
                #expect(try await status("GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n") == 400, "\(host)")
            }
            for host in ["127.0.0.1", "127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "almanac.example"] {
                #expect(try await status("GET /healthz HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n") == 200, "\(host)")
            }
        }
    }

    @Test("over HTTPS (a trusted proxy says so) the profile cookie is __Host- and Secure, and a plain cookie names nothing")
    func hostCookie() async throws {
        try await WebApp.withLiveServer(profiles: .perVisitor) { (port: Int) async throws in
            let body = #"{"placeId":"2618425"}"#
            func add(_ extra: String) async throws -> String {
                try await RawHTTP.exchange(
                    port: port,
                    """
                    POST /api/v1/weather/cities HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\
                    \(extra)Connection: close\r\n\r\n\(body)
                    """)
            }
            let secure = try await add("X-Forwarded-Proto: https\r\n")
            #expect(secure.contains("Set-Cookie: __Host-almanac_profile=") && secure.contains("; Secure"))
            let plain = try await add("")
            let cookieLine = try #require(plain.split(separator: "\r\n").first { $0.hasPrefix("Set-Cookie: almanac_profile=") })
            #expect(!cookieLine.contains("Secure"))
            let planted = String(cookieLine.dropFirst("Set-Cookie: ".count).split(separator: ";")[0])
            // Over HTTPS a cookie without the prefix (which any page of a sibling host could set) is not a profile.
            let answer = try await add("X-Forwarded-Proto: https\r\nCookie: \(planted)\r\n")
            #expect(RawHTTP.status(of: answer) == 201 && answer.contains("Set-Cookie: __Host-almanac_profile="))
        }
    }
}
