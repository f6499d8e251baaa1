import AlmanacCore
import AlmanacReplay
import AlmanacUpstream
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacCLI

/// Every upstream × every way an upstream fails, over real loopback HTTP against the replay.
/// Serialized: 32 servers and stores at once would starve the timing-sensitive tests beside it.
@Suite("Fault matrix", .serialized)
struct FaultMatrixTests {
    enum API: String, CaseIterable, Sendable {
        case spacex, swapi, facts, weather

        var dataset: DatasetID {
            switch self {
            case .spacex: .spacex
            case .swapi: .swapi
            case .facts: .facts
            case .weather: .weather
            }
        }

        /// A page and an API endpoint that show the dataset from the store alone (the facts
        /// search page asks the upstream for its term, and a successful search is fresh data).
        var page: String {
            ["spacex": "/launches", "swapi": "/swapi/people", "facts": "/facts/today", "weather": "/weather"][rawValue] ?? "/"
        }
        var endpoint: String {
            [
                "spacex": "/api/v1/launches", "swapi": "/api/v1/swapi/people", "facts": "/api/v1/facts/categories",
                "weather": "/api/v1/weather",
            ][rawValue] ?? "/"
        }
    }

    enum Fault: String, CaseIterable, Sendable {
        case timeout, serverError, reset, truncated, malformed, drift, rateLimitStorm, stall

        var faults: ReplayFaults {
            var faults = ReplayFaults()
            switch self {
            case .timeout: faults.latency = .seconds(3)
            case .serverError: (faults.errorRate, faults.errorStatus) = (1, 503)
            case .reset: faults.resetRate = 1
            case .truncated: faults.truncateRate = 1
            case .malformed: faults.malformedRate = 1
            case .drift: faults.drift = true
            case .rateLimitStorm: (faults.errorRate, faults.errorStatus) = (1, 429)
            case .stall: faults.stall = true
            }
            return faults
        }

        /// The per-request timeout of the cell: short where the upstream never answers in time
        /// (that is the fault), generous elsewhere so a loaded machine does not fail the rest.
        var requestTimeout: Duration {
            switch self {
            case .timeout, .stall: .seconds(2)
            default: .seconds(10)
            }
        }

        /// Words the refresh failure must contain, so a reader knows what went wrong.
        var words: [String] {
            switch self {
            case .timeout, .stall: ["timed out"]
            case .serverError: ["HTTP 503"]
            case .reset, .truncated: ["unreachable"]
            case .malformed, .drift: ["could not be read"]
            case .rateLimitStorm: ["rate limiting"]
            }
        }
    }

    @Test(
        "a failing upstream: a clear error, stored data unchanged, pages 200 saying it is saved data, meta stale, the breaker opens and later closes",
        arguments: API.allCases, Fault.allCases
    )
    func cell(_ api: API, _ fault: Fault) async throws {
        try await ResilienceHarness.with(requestTimeout: fault.requestTimeout) { harness in
            let dataset = api.dataset
            let refresher = try harness.refresher(for: dataset)
            let before = try await harness.stored(dataset)
            harness.replay.control.faults = fault.faults

            let failed = try await harness.refresh(dataset, with: refresher)
            let reason = try #require(failed.failure)
            #expect(reason.contains("127.0.0.1"), "\(reason)")
            for word in fault.words { #expect(reason.contains(word), "\(reason)") }
            let after = try await harness.stored(dataset)
            #expect(after.0 == before.0 && after.1 == before.1)

            let app = try await harness.webApp(refresher: refresher)
            try await app.test(.router) { client in
                let page = try await client.get(api.page)
                #expect(page.status == .ok)
                #expect(page.body.contains("upstream is failing"))
                #expect(page.body.contains("showing saved data from"))
                let body = try APIBody(try await client.get(api.endpoint).body)
                #expect(body.meta["stale"] as? Bool == true)
                #expect((body.meta["lastError"] as? String)?.isEmpty == false)
            }

            // Failures in a row open the circuit; then a refresh fails without starting a request.
            for _ in 0..<2 where harness.circuit?.state != .open {
                _ = try await harness.refresh(dataset, with: refresher)
            }
            #expect(harness.circuit?.state == .open)
            let host = UpstreamTransport.hostKey(of: harness.baseURL)
            let requestsBefore = harness.transport.requestsStarted(to: host)
            let refused = try await harness.refresh(dataset, with: refresher)
            #expect(refused.failure?.contains("circuit open") == true)
            #expect(harness.transport.requestsStarted(to: host) == requestsBefore)

            // The upstream recovers; after the cool-down one probe closes the circuit. A probe may
            // still time out when the whole suite starves this process of CPU for longer than the
            // cell's short timeout (once seen in CI); only then is it tried after another cool-down.
            harness.replay.control.faults = ReplayFaults()
            var recovered: BackgroundRefresh.Outcome
            var probes = 0
            repeat {
                harness.clock.advance(ResilienceHarness.breaker.coolDown + .seconds(1))
                recovered = try await harness.refresh(dataset, with: refresher)
                probes += 1
            } while probes < 3 && recovered.failure?.hasSuffix("timed out waiting for a response") == true
            #expect(recovered.failure == nil, "\(recovered.failure ?? "")")
            #expect(harness.circuit == nil)
        }
    }
}
