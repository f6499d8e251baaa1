import AlmanacCore
import AlmanacReplay
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Synchronization
import Testing

@Suite("Facts client against real HTTP on loopback: shapes and retries")
struct FactsClientTests {
    /// Counts the waits instead of sleeping, so retries take no time.
    private final class Waits: Sendable {
        let delays = Mutex<[Duration]>([])
        var sleep: @Sendable (Duration) async throws -> Void { { duration in self.delays.withLock { $0.append(duration) } } }
    }

    @discardableResult
    private func withSource<Result: Sendable>(
        _ upstream: ScriptedUpstream, waits: Waits = Waits(),
        _ body: (ChuckNorrisFactSource) async throws -> Result
    ) async throws -> Result {
        try await withTransport(TestFixtures.fastTransportConfiguration, logger: TestFixtures.quietLogger, sleep: waits.sleep) { transport in
            try await withLoopbackServer(upstream.application) { base in
                try await body(ChuckNorrisFactSource(baseURL: base, transport: transport))
            }
        }
    }

    @Test("search, random, by id and categories read the upstream's shapes (replay of the fixture)")
    func shapes() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            let source = ChuckNorrisFactSource(baseURL: base + "/", transport: TestFixtures.fastTransport)
            let found = try await source.search(try FactSearchTerm(parsing: "KICK"))
            #expect(Set(found.map(\.fact.id)) == Set(FactFixtures.kickIDs))
            let spaced = try await source.search(try FactSearchTerm(parsing: "au lait"))
            #expect(spaced.map(\.fact.id) == ["cafeAuLait00000000008"])
            let dev = try await source.random(categories: ["dev"])
            #expect(dev.fact.categories == ["dev"])
            let old = try #require(try await source.fact(id: "countedInfinity0000007"))
            #expect(old.fact.createdAt == nil && old.fact.text == "Chuck Norris counted to infinity. Twice.")
            let dated = try #require(try await source.fact(id: "kickSeparation00000001"))
            #expect(dated.fact.createdAt == Date(timeIntervalSince1970: 1_578_231_739.576875))
            #expect(try await source.fact(id: "noSuchFact") == nil)
            #expect(try await source.categories() == ["career", "dev", "explicit", "food", "sport"])
        }
    }

    @Test("server errors are retried: at most 3 attempts, with growing delays", arguments: [500, 502, 503])
    func serverErrorsRetried(status: Int) async throws {
        let upstream = ScriptedUpstream(["/jokes/search": [.respond(status: status)]])
        let waits = Waits()
        try await withSource(upstream, waits: waits) { source in
            await #expect(throws: UpstreamFailure.self) { try await source.search(try FactSearchTerm(parsing: "kick")) }
        }
        #expect(upstream.requestCount("/jokes/search") == 3)
        let delays = waits.delays.withLock { $0 }
        try #require(delays.count == 2)
        #expect(delays[1] >= delays[0] || delays[1] == .milliseconds(4))
    }

    @Test("a server error followed by an answer succeeds on the second attempt")
    func recovers() async throws {
        let upstream = ScriptedUpstream([
            "/jokes/search": [.respond(status: 503), .respond(status: 200, body: try FactFixtures.searchBody(["kickSeparation00000001"]))]
        ])
        let found = try await withSource(upstream) { try await $0.search(try FactSearchTerm(parsing: "kick")) }
        #expect(found.count == 1)
        #expect(upstream.requestCount("/jokes/search") == 2)
    }

    @Test("Retry-After on a 429 is honoured")
    func retryAfter() async throws {
        let upstream = ScriptedUpstream([
            "/jokes/categories": [.respond(status: 429, headers: ["Retry-After": "2"]), .respond(status: 200, body: #"["dev"]"#)]
        ])
        let waits = Waits()
        let categories = try await withSource(upstream, waits: waits) { try await $0.categories() }
        #expect(categories == ["dev"])
        #expect(waits.delays.withLock { $0 } == [.seconds(2)])
    }

    @Test("client errors are never retried", arguments: [400, 401, 403, 404])
    func clientErrorsNotRetried(status: Int) async throws {
        let upstream = ScriptedUpstream(["/jokes/search": [.respond(status: status)]])
        try await withSource(upstream) { source in
            await #expect(throws: UpstreamFailure.self) { try await source.search(try FactSearchTerm(parsing: "kick")) }
        }
        #expect(upstream.requestCount("/jokes/search") == 1)
    }

    @Test(
        "HTML character references the API left in a joke are read as the characters they name, a stray one as written",
        arguments: [
            ("the bullets in the gun&#65279; jump out", "the bullets in the gun jump out"),
            ("&quot;Roundhouse&quot; &amp; kick &#x2019;n&#39; &lt;b&gt;", "\"Roundhouse\" & kick \u{2019}n' <b>"),
            ("AT&T; &#0; &#+65; &#xD800; &#1114112; &nbsp; & so on &", "AT&T; &#0; &#+65; &#xD800; &#1114112; &nbsp; & so on &"),
        ])
    func characterReferences(sent: String, read: String) async throws {
        let joke = try JSONSerialization.data(withJSONObject: ["total": 1, "result": [["id": "gunFear00000000000001", "value": sent]]])
        let upstream = ScriptedUpstream(["/jokes/search": [.respond(status: 200, body: String(decoding: joke, as: UTF8.self))]])
        let found = try await withSource(upstream) { source in try await source.search(try FactSearchTerm(parsing: "gun")) }
        #expect(found.map(\.fact.text) == [read])
        // The object kept for export is the one the API sent.
        let kept = try JSONSerialization.jsonObject(with: try #require(found.first).body) as? [String: Any]
        #expect(kept?["value"] as? String == sent)
    }

    @Test(
        "bodies that cannot be decoded are never retried",
        arguments: [
            "not json", #"{"total":1}"#, #"{"total":1,"result":[{"id":"x"}]}"#, #"{"total":1,"result":[{"value":"no id"}]}"#,
        ])
    func decodingNotRetried(body: String) async throws {
        let upstream = ScriptedUpstream(["/jokes/search": [.respond(status: 200, body: body)]])
        try await withSource(upstream) { source in
            let error = await #expect(throws: UpstreamFailure.self) { try await source.search(try FactSearchTerm(parsing: "kick")) }
            guard case .decoding? = error else {
                Issue.record("expected a decoding failure, got \(String(describing: error))")
                return
            }
        }
        #expect(upstream.requestCount("/jokes/search") == 1)
    }

    @Test("no response (refused, reset) is retried and reported as unreachable")
    func noResponse() async throws {
        let waits = Waits()
        try await withTransport(TestFixtures.fastTransportConfiguration, logger: TestFixtures.quietLogger, sleep: waits.sleep) { transport in
            for base in [TestFixtures.unreachableURL] {
                let error = await #expect(throws: UpstreamFailure.self) {
                    try await ChuckNorrisFactSource(baseURL: base, transport: transport).search(try FactSearchTerm(parsing: "kick"))
                }
                guard case .transport? = error else {
                    Issue.record("expected a transport failure, got \(String(describing: error))")
                    return
                }
            }
            try await ResettingServer.with { base in
                let error = await #expect(throws: UpstreamFailure.self) {
                    try await ChuckNorrisFactSource(baseURL: base, transport: transport).categories()
                }
                guard case .transport? = error else {
                    Issue.record("expected a transport failure, got \(String(describing: error))")
                    return
                }
            }
        }
        // Two waits per request: three attempts each.
        #expect(waits.delays.withLock { $0.count } == 4)
    }
}
