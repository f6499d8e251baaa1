@testable import AlmanacWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// The per-client limit on what reaches an upstream: searches, random facts and "Refresh now".
@Suite("Rate limits on what reaches an upstream")
struct RateLimitTests {
    @Test("past the burst, a search is a 429 with Retry-After (JSON for the API, a page for pages); stored data is never limited")
    func searches() async throws {
        try await WebApp.make(upstreamRequestsPerMinute: 1, upstreamBurst: 3).test(.router) { client in
            for _ in 0..<3 { #expect(try await client.get("/api/v1/facts/search?q=kick").status == .ok) }
            let refused = try await client.get("/api/v1/facts/search?q=kick")
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.retryAfter].flatMap(Int.init).map { (1...60).contains($0) } == true)
            #expect(try APIBody(refused.body).error?["code"] as? String == "rate_limited")
            let page = try await client.get("/facts?q=kick")
            #expect(page.status == .tooManyRequests && page.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(page.body.contains("Please wait a moment") && page.headers[.retryAfter] != nil)
            let refresh = try await client.execute(uri: "/api/v1/refresh/spacex", method: .post) { $0.status }
            #expect(refresh == .tooManyRequests)
            // What is answered from the store alone goes on.
            for path in ["/spacex", "/api/v1/spacex/launches", "/facts", "/weather", "/api/v1/facts/recent"] {
                #expect(try await client.get(path).status == .ok, "\(path)")
            }
        }
    }

    @Test("each client has its own bucket, refilled over time; behind a proxy on this machine the forwarded address is the client")
    func buckets() {
        let limit = UpstreamRateLimit(perMinute: 60, burst: 2)
        #expect(limit.take("203.0.113.1") == nil && limit.take("203.0.113.1") == nil)
        #expect(limit.take("203.0.113.1") == .seconds(1))
        #expect(limit.take("203.0.113.2") == nil)
        let bare = Request(head: .init(method: .get, scheme: "http", authority: "x", path: "/facts?q=kick"), body: .init(buffer: ByteBuffer()))
        #expect(UpstreamRateLimit.client(bare, peer: nil) == "unknown")
        let request = Request(
            head: .init(method: .get, scheme: "http", authority: "x", path: "/facts?q=kick", headerFields: [HTTPField.Name("X-Forwarded-For")!: "198.51.100.7, 203.0.113.9"]),
            body: .init(buffer: ByteBuffer())
        )
        let loopback = try? SocketAddress(ipAddress: "127.0.0.1", port: 5000)
        let remote = try? SocketAddress(ipAddress: "192.0.2.4", port: 5000)
        #expect(UpstreamRateLimit.client(request, peer: loopback) == "203.0.113.9")
        // A client speaking to the server directly cannot pick its own bucket.
        #expect(UpstreamRateLimit.client(request, peer: remote) == "192.0.2.4")
        #expect(UpstreamRateLimit.reachesUpstream(request))
    }
}
