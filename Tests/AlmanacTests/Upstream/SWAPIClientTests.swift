import AlmanacCore
import AlmanacReplay
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

@Suite("SWAPI client against real HTTP on loopback")
struct SWAPIClientTests {
    /// No waiting between rounds, so failover tests run in milliseconds; `timeout` bounds a stall
    /// where a stall is the point, and is otherwise long enough for a loaded machine.
    private func transport(retry: RetryPolicy = .none, timeout: Duration = TestFixtures.patientTimeout) -> UpstreamTransport {
        UpstreamTransport(
            // No circuit breaker: these tests count retries and failovers, not refusals.
            configuration: TransportConfiguration(connectTimeout: .seconds(2), requestTimeout: timeout, retry: retry, circuitBreaker: .disabled),
            sleep: { _ in }
        )
    }

    private func crawl(_ mirrors: [String], transport: UpstreamTransport) async throws -> GalaxyDownload {
        do {
            let download = try await SWAPIGalaxySource(mirrors: Mirrors(mirrors), transport: transport).fetchGalaxy()
            try await transport.shutdown()
            return download
        } catch {
            try? await transport.shutdown()
            throw error
        }
    }

    private func records(_ download: GalaxyDownload) -> [GalaxyResource: [GalaxyRecord]] {
        download.records.mapValues { $0.sorted { $0.reference < $1.reference } }
    }

    @Test("swapi.info's bare arrays: one request per resource, same records as the snapshot")
    func completeShape() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        let download = try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            try await crawl([base + "/swapi.info/api"], transport: transport())
        }
        #expect(download.requestCount == 6)
        #expect(records(download) == records(try await TestFixtures.galaxyDownload()))
        #expect(download.origin.location.hasSuffix("/swapi.info/api"))
    }

    @Test("swapi.dev's pages: every page fetched, trailing-slash URLs read, same records")
    func pagedShape() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory, swapiPageSize: 2)
        let download = try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            try await crawl([base + "/swapi.dev/api"], transport: transport())
        }
        // people 3 pages, planets 3, the other four resources 1 each.
        #expect(download.requestCount == 10)
        #expect(records(download) == records(try await TestFixtures.galaxyDownload()))
        #expect(download.documents.map(\.path).sorted() == GalaxyResource.allCases.map { "swapi/\($0.rawValue).json" }.sorted())
    }

    @Test("a first mirror answering 503 hands over to the next, which becomes the origin")
    func failoverOn503() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        let failing = ScriptedUpstream(
            Dictionary(
                uniqueKeysWithValues: GalaxyResource.allCases.map {
                    ("/api/\($0.rawValue)/", [ScriptedUpstream.Step.respond(status: 503)])
                }))
        func requestsToBadMirror() -> Int { GalaxyResource.allCases.map { failing.requestCount("/api/\($0.rawValue)/") }.reduce(0, +) }
        let configuration = TransportConfiguration(connectTimeout: .seconds(5), requestTimeout: .seconds(10), retry: .none, circuitBreaker: .disabled)
        let (download, badAfterFirst, badAfterSecond) = try await withTransport(configuration, sleep: { _ in }) { shared in
            try await withLoopbackServer(failing.application) { bad in
                try await withLoopbackServer({ replay.application(onRunning: $0) }) { good in
                    let mirrors = Mirrors([bad + "/api", good + "/swapi.info/api"])
                    let download = try await SWAPIGalaxySource(mirrors: mirrors, transport: shared).fetchGalaxy()
                    let first = requestsToBadMirror()
                    _ = try await SWAPIGalaxySource(mirrors: mirrors, transport: shared).fetchGalaxy()
                    return (download, first, requestsToBadMirror())
                }
            }
        }
        #expect(download.origin.location.hasSuffix("/swapi.info/api"))
        #expect(download.records[.people]?.count == 6)
        #expect(badAfterFirst >= 1)
        // The transport remembers the mirror that answered: the next crawl asks only it.
        #expect(badAfterSecond == badAfterFirst)
    }

    @Test("a first mirror that resets connections hands over to the next")
    func failoverOnReset() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        let download = try await ResettingServer.with { bad in
            try await withLoopbackServer({ replay.application(onRunning: $0) }) { good in
                try await crawl([bad + "/api", good + "/swapi.info/api"], transport: transport())
            }
        }
        #expect(download.origin.location.hasSuffix("/swapi.info/api"))
        #expect(download.records[.films]?.count == 2)
    }

    @Test("a first mirror that stalls past the timeout hands over to the next")
    func failoverOnStall() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        let stalled = ScriptedUpstream(
            Dictionary(
                uniqueKeysWithValues: GalaxyResource.allCases.map {
                    ("/api/\($0.rawValue)/", [ScriptedUpstream.Step.stall])
                }))
        let download = try await withLoopbackServer(stalled.application) { bad in
            try await withLoopbackServer({ replay.application(onRunning: $0) }) { good in
                // A timeout long enough for a loaded machine to answer from the good mirror in time.
                try await crawl(
                    [bad + "/api", good + "/swapi.info/api"], transport: transport(retry: RetryPolicy(maxAttempts: 2), timeout: .seconds(4)))
            }
        }
        #expect(download.origin.location.hasSuffix("/swapi.info/api"))
        #expect(download.records[.starships]?.count == 2)
    }

    @Test("when every mirror fails, the error says why and nothing is decoded")
    func allMirrorsFail() async throws {
        let failing = ScriptedUpstream(
            Dictionary(
                uniqueKeysWithValues: GalaxyResource.allCases.map {
                    ("/api/\($0.rawValue)/", [ScriptedUpstream.Step.respond(status: 502)])
                }))
        try await withLoopbackServer(failing.application) { bad in
            await #expect {
                _ = try await crawl([bad + "/api"], transport: transport(retry: RetryPolicy(maxAttempts: 2, jitter: 0)))
            } throws: { error in
                if case .httpStatus(_, 502)? = error as? UpstreamFailure { return true }
                return false
            }
        }
        // The resource whose failure ended the crawl was tried twice (its two attempts); others
        // may have been cancelled on the way, but none was asked more often than that.
        let counts = GalaxyResource.allCases.map { failing.requestCount("/api/\($0.rawValue)/") }
        #expect(counts.max() == 2 && counts.allSatisfy { $0 <= 2 }, "\(counts)")
    }

    @Test("a body that is neither a page nor a list names the URL")
    func malformedList() async throws {
        let upstream = ScriptedUpstream(
            Dictionary(
                uniqueKeysWithValues: GalaxyResource.allCases.map {
                    ("/api/\($0.rawValue)/", [ScriptedUpstream.Step.respond(status: 200, body: #"{"detail":"maintenance"}"#)])
                }))
        try await withLoopbackServer(upstream.application) { base in
            await #expect {
                _ = try await crawl([base + "/api"], transport: transport())
            } throws: { error in
                if case .decoding(let url, let reason)? = error as? UpstreamFailure {
                    return url.contains("/api/") && reason.contains("neither a list of records nor a page")
                }
                return false
            }
        }
    }
}
