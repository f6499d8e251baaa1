import AlmanacCore
import AlmanacReplay
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

/// `almanac replay`: its faults, changed over HTTP while it runs, and its request count.
@Suite("Replay upstream: faults over HTTP, stats, rate limit")
struct ReplayTests {
    private func post(_ port: Int, _ path: String, _ body: String) async throws -> String {
        try await RawHTTP.exchange(
            port: port,
            "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        )
    }

    private func get(_ port: Int, _ path: String) async throws -> String {
        try await RawHTTP.exchange(port: port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    }

    private func body(_ answer: String) -> String { answer.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n") }

    @Test("faults posted to /_replay/faults apply at once and show on GET; bad ones are refused; healthy again with {}")
    func faultsOverHTTP() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            let port = try #require(Int(base.split(separator: ":").last ?? ""))
            #expect(RawHTTP.status(of: try await get(port, "/v4/company")) == 200)

            #expect(RawHTTP.status(of: try await post(port, "/_replay/faults", #"{"errorRate": 1, "errorStatus": 502}"#)) == 200)
            #expect(body(try await get(port, "/_replay/faults")).contains(#""errorStatus":502"#))
            #expect(RawHTTP.status(of: try await get(port, "/v4/company")) == 502)

            let refused = try await post(port, "/_replay/faults", #"{"errorRate": 2}"#)
            #expect(RawHTTP.status(of: refused) == 400 && body(refused).contains("error"))

            #expect(RawHTTP.status(of: try await post(port, "/_replay/faults", #"{"drift": true}"#)) == 200)
            try await withTransport(TransportConfiguration(retry: .none, circuitBreaker: .disabled)) { transport in
                await #expect {
                    _ = try await SpaceXLaunchSource(baseURL: base, transport: transport).fetchCatalog(revalidating: [])
                } throws: { "\($0)".contains("could not be read") }
            }

            #expect(RawHTTP.status(of: try await post(port, "/_replay/faults", "{}")) == 200)
            #expect(RawHTTP.status(of: try await get(port, "/v4/company")) == 200)
        }
    }

    @Test("/_replay/stats counts upstream requests, in all and per path, not its own control requests")
    func stats() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            let port = try #require(Int(base.split(separator: ":").last ?? ""))
            for path in ["/v4/company", "/v4/rockets", "/swapi.info/api/people"] { _ = try await get(port, path) }
            _ = try await get(port, "/_replay/faults")
            let stats = try #require(try JSONSerialization.jsonObject(with: Data(body(try await get(port, "/_replay/stats")).utf8)) as? [String: Any])
            #expect(stats["requests"] as? Int == 3)
            #expect(stats["byPath"] as? [String: Int] == ["/v4/company": 1, "/v4/rockets": 1, "/swapi.info/api/people": 1])
        }
    }

    @Test("beyond the rate limit requests are answered 429 with Retry-After: 1")
    func rateLimit() async throws {
        // A stopped clock: every request falls in the same one-second window, however slow the machine.
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory, now: .fixed(TestFixtures.now))
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            let port = try #require(Int(base.split(separator: ":").last ?? ""))
            _ = try await post(port, "/_replay/faults", #"{"rateLimit": 2}"#)
            var answers: [String] = []
            for _ in 0..<5 { answers.append(try await get(port, "/v4/company")) }
            #expect(answers.map { RawHTTP.status(of: $0) } == [200, 200, 429, 429, 429])
            #expect(answers.dropFirst(2).allSatisfy { $0.lowercased().contains("retry-after: 1\r\n") })
        }
    }
}
