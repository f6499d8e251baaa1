import AlmanacCore
import AlmanacReplay
import AlmanacTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import AlmanacUpstream
@testable import AlmanacWeb

/// The one gate in front of every upstream call a request causes: past its budget a client is
/// refused with 429 whatever route, method or spelling it tries, and the upstream (a replay
/// server counting what it receives) hears nothing more.
@Suite("Upstream gate: no side door")
struct UpstreamGateTests {
    /// Every way the review found to reach an upstream after a 429, with what each must answer:
    /// a spelling that is not the canonical one is redirected there first.
    static let sideDoors: [(method: HTTPRequest.Method, uri: String, status: HTTPResponse.Status)] = [
        (.get, "/api/v1/facts/random", .tooManyRequests),
        (.get, "/api/v1/facts/random/", .permanentRedirect),
        (.get, "/api/v1//facts/random", .permanentRedirect),
        (.get, "/facts/?q=kick", .permanentRedirect),
        (.get, "/facts?q=roundhouse", .tooManyRequests),
        // It opens on the last search, which the facts API answered a moment ago: from the store.
        (.get, "/facts", .ok),
        (.get, "/facts/random", .tooManyRequests),
        (.get, "/facts/NoSuchFact0000000000", .tooManyRequests),
        (.get, "/api/v1/facts/NoSuchFact0000000000", .tooManyRequests),
        (.get, "/weather?q=spring", .tooManyRequests),
        (.get, "/weather/?q=spring", .permanentRedirect),
        (.get, "/api/v1/weather/geocode?q=spring", .tooManyRequests),
        (.get, "/api/v1/weather/geocode/?q=spring", .permanentRedirect),
        // London has no stored forecast: showing the saved cities would fetch it.
        (.get, "/weather", .tooManyRequests),
        (.get, "/api/v1/weather", .tooManyRequests),
    ]

    @Test("HEAD never asks an upstream; after the budget every side door is a 429 and the upstream hears nothing more")
    func sideDoors() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            let app = try await WebApp.make(factsURL: base, weatherURL: base, upstreamRequestsPerMinute: 1, upstreamBurst: 2)
            try await app.test(.router) { client in
                // A city whose forecast is not stored (adding a stored place asks nobody).
                let added = try await client.execute(
                    uri: "/api/v1/weather/cities", method: .post, headers: [.contentType: "application/json"],
                    body: ByteBuffer(string: #"{"placeId":"2643743"}"#)
                ) { $0.status }
                #expect(added == .created)
                for uri in ["/api/v1/facts/random", "/facts?q=kick", "/weather?q=spring", "/facts/NoSuchFact0000000000"] {
                    let head = try await client.execute(uri: uri, method: .head) { $0.status }
                    #expect(head == .ok || head == .notFound, "\(uri)")
                }
                #expect(replay.control.requestCount == 0, "HEAD is answered from the store")
                #expect(try await client.get("/api/v1/facts/search?q=kick").status == .ok)
                #expect(try await client.get("/api/v1/facts/random?explicit=include").status == .ok)
                let spent = replay.control.requestCount
                #expect(spent == 2)
                for door in Self.sideDoors {
                    let answer = try await client.execute(uri: door.uri, method: door.method) { ($0.status, $0.headers) }
                    #expect(answer.0 == door.status, "\(door.method) \(door.uri)")
                    if door.status == .tooManyRequests {
                        #expect(answer.1[.retryAfter].flatMap(Int.init).map { $0 >= 1 } == true, "\(door.uri)")
                    }
                }
                let refresh = try await client.execute(
                    uri: "/weather/cities/1/refresh", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                    body: ByteBuffer(string: "back=/weather")
                ) { $0.status }
                #expect(refresh == .tooManyRequests)
                #expect(replay.control.requestCount == spent, "nothing reached the upstream past the budget")
                // What is answered from the store alone goes on.
                for path in ["/spacex", "/api/v1/launches", "/api/v1/facts/recent", "/swapi/people/1", "/api/v1/weather/cities"] {
                    #expect(try await client.get(path).status == .ok, "\(path)")
                }
            }
        }
    }

    @Test("a refused call answers 429 in the shape asked for: JSON for the API, a page for pages")
    func refusalShape() async throws {
        try await WebApp.make(upstreamRequestsPerMinute: 1, upstreamBurst: 1).test(.router) { client in
            #expect(try await client.get("/api/v1/facts/search?q=kick").status == .ok)
            let refused = try await client.get("/api/v1/facts/search?q=kick")
            #expect(refused.status == .tooManyRequests)
            #expect(try APIBody(refused.body).error?["code"] as? String == "rate_limited")
            let page = try await client.get("/facts?q=kick")
            #expect(page.status == .tooManyRequests && page.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(page.body.contains("Please wait a moment") && page.headers[.retryAfter] != nil)
        }
    }

    @Test("a path spelled with doubled or trailing slashes is redirected once to its one spelling, query kept")
    func canonicalPaths() async throws {
        try await WebApp.make().test(.router) { client in
            for (uri, location) in [
                ("/api/v1//facts/random", "/api/v1/facts/random"), ("/facts/?q=kick", "/facts?q=kick"),
                ("//spacex//launches/?year=2020", "/spacex/launches?year=2020"), ("/swapi/people/", "/swapi/people"),
            ] {
                let answer = try await client.execute(uri: uri, method: .get) { ($0.status, $0.headers[.location]) }
                #expect(answer.0 == .permanentRedirect && answer.1 == location, "\(uri)")
            }
            #expect(try await client.get("/").status == .ok)
        }
    }

    @Test("each client has its own bucket; a proxy trusted to say who the client is names it; IPv6 clients count by /64")
    func clients() throws {
        let proxies = try #require(TrustedProxies(adding: ["10.0.0.0/8"]))
        func client(_ peer: String, forwarded: String? = nil) throws -> String {
            var fields: HTTPFields = [:]
            if let forwarded { fields[TrustedProxies.forwardedFor] = forwarded }
            let request = Request(
                head: .init(method: .get, scheme: "http", authority: "x", path: "/", headerFields: fields), body: .init(buffer: ByteBuffer()))
            return proxies.client(of: request, peer: try SocketAddress(ipAddress: peer, port: 1))
        }
        #expect(try client("192.0.2.4") == "192.0.2.4")
        #expect(try client("192.0.2.4", forwarded: "198.51.100.7") == "192.0.2.4", "a client cannot pick its own key")
        #expect(try client("127.0.0.1", forwarded: "198.51.100.7, 203.0.113.9") == "203.0.113.9")
        // A dual-stack socket shows a local nginx as ::ffff:127.0.0.1: still this machine's proxy.
        #expect(try client("::ffff:127.0.0.1", forwarded: "203.0.113.9") == "203.0.113.9")
        // Through a trusted balancer and a trusted nginx, the first address neither added.
        #expect(try client("127.0.0.1", forwarded: "198.51.100.1, 203.0.113.9, 10.1.2.3") == "203.0.113.9")
        #expect(try client("2001:db8:1:2:aaaa::1") == "2001:db8:1:2::/64")
        #expect(try client("2001:db8:1:2:bbbb::9") == "2001:db8:1:2::/64")
        #expect(try client("2001:db8:1:3::1") == "2001:db8:1:3::/64")
        let buckets = TokenBuckets(capacity: 2, refill: 60, per: .seconds(60), now: .fixed(TestFixtures.now))
        #expect(buckets.take("a") == nil && buckets.take("a") == nil)
        #expect(buckets.take("a") == .seconds(1))
        #expect(buckets.take("b") == nil)
    }

    @Test("HTTPS is believed only from a trusted proxy's X-Forwarded-Proto")
    func viaHTTPS() throws {
        let proxies = try #require(TrustedProxies(adding: ["10.0.0.0/8"]))
        func viaHTTPS(_ peer: String, proto: String?) throws -> Bool {
            var fields: HTTPFields = [:]
            if let proto { fields[RequestClient.forwardedProto] = proto }
            return RequestClient(headers: fields, peer: try SocketAddress(ipAddress: peer, port: 1), proxies: proxies).viaHTTPS
        }
        #expect(try viaHTTPS("10.1.2.3", proto: "https") && viaHTTPS("127.0.0.1", proto: "HTTPS"))
        #expect(try !viaHTTPS("192.0.2.4", proto: "https"), "a client cannot say it came over HTTPS")
        #expect(try !viaHTTPS("10.1.2.3", proto: "http") && !viaHTTPS("10.1.2.3", proto: nil))
    }

    @Test("a key table past its size forgets the clients whose buckets are full again, never the ones that spent theirs")
    func boundedBuckets() {
        final class Clock: @unchecked Sendable { var date = TestFixtures.now }
        let clock = Clock()
        let buckets = TokenBuckets(capacity: 1, refill: 1, per: .seconds(60), now: Now { clock.date }, keyLimit: 3)
        #expect(buckets.take("spent") == nil)
        clock.date += 120
        for key in ["a", "b", "c"] { _ = buckets.take(key) }
        #expect(buckets.keyCount <= 3)
        #expect(buckets.take("c") != nil, "a bucket just spent is remembered")
    }

    @Test("the image proxy passes the gate: past the image budget a new image is refused before any request")
    func images() async throws {
        let gate = UpstreamGate(data: nil, image: TokenBuckets(capacity: 1, refill: 1, per: .seconds(60), now: .fixed(TestFixtures.now)))
        let fetcher = UpstreamImageFetcher(resolve: { _ in [.loopback] }, allows: { _ in true }, gate: gate)
        let caller = UpstreamCaller(client: "192.0.2.1")
        await UpstreamCaller.$current.withValue(caller) {
            // The first is let through (and fails: nothing listens there); the second never leaves.
            await #expect(throws: UpstreamFailure.self) { try await fetcher.fetchImage(URL(string: "http://127.0.0.1:9/a.png")!) }
            await #expect(throws: UpstreamBudgetExceeded.self) { try await fetcher.fetchImage(URL(string: "http://127.0.0.1:9/b.png")!) }
        }
        let head = UpstreamCaller(client: "192.0.2.2", mayCallUpstream: false)
        await UpstreamCaller.$current.withValue(head) {
            await #expect(throws: UpstreamFailure.self) { try await fetcher.fetchImage(URL(string: "http://127.0.0.1:9/c.png")!) }
        }
    }
}

/// Outside JSON loses its `\u0000` escapes before it is decoded, and nothing else.
@Suite("Outside JSON without NUL")
struct OutsideJSONTests {
    @Test("a \\u0000 escape goes; an escaped backslash followed by u0000 is text and stays")
    func escapes() throws {
        func cleaned(_ json: String) -> String { String(decoding: OutsideJSON.withoutNUL(Data(json.utf8)), as: UTF8.self) }
        #expect(cleaned(#"{"a":"x\u0000y"}"#) == #"{"a":"xy"}"#)
        #expect(cleaned(#"{"a":"x\\u0000y"}"#) == #"{"a":"x\\u0000y"}"#)
        #expect(cleaned(#"{"a":"\\\u0000"}"#) == #"{"a":"\\"}"#)
        #expect(cleaned(#"{"a":"plain \n"}"#) == #"{"a":"plain \n"}"#)
        struct Body: Decodable { let a: String }
        #expect(try OutsideJSON.decode(Body.self, from: Data(#"{"a":"ki\u0000ck"}"#.utf8)).a == "kick")
    }
}
