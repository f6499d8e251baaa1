import AlmanacCore
import AlmanacReplay
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacCLI
@testable import AlmanacServer

@Suite("Resilience: circuit breaker, failover, conditional requests, validation, refresh and status")
struct ResilienceTests {
    @Test("after N failures in a row the host gets no requests until the cool-down; then one probe closes the circuit")
    func circuitBreaker() async throws {
        let failing = Array(repeating: ScriptedUpstream.Step.respond(status: 503), count: 2)
        let upstream = ScriptedUpstream(["/x": failing + [.respond(status: 200, body: "{}")]])
        let clock = TestClock()
        let configuration = TransportConfiguration(retry: .none, circuitBreaker: ResilienceHarness.breaker)
        try await withTransport(configuration, logger: TestFixtures.quietLogger, now: clock.now) { transport in
            try await withLoopbackServer(upstream.application) { base in
                for _ in 0..<2 {
                    await #expect(throws: UpstreamFailure.httpStatus(url: base + "/x", status: 503)) {
                        try await transport.get(base + "/x", api: "test")
                    }
                }
                #expect(transport.circuits().first?.state == .open)
                for _ in 0..<5 {
                    await #expect { try await transport.get(base + "/x", api: "test") } throws: { "\($0)".contains("circuit open") }
                }
                #expect(upstream.requestCount("/x") == 2)
                clock.advance(ResilienceHarness.breaker.coolDown)
                #expect(transport.circuits().first?.state == .halfOpen)
                _ = try await transport.get(base + "/x", api: "test")
                #expect(upstream.requestCount("/x") == 3)
                #expect(transport.circuits().isEmpty)
            }
        }
    }

    @Test("SpaceX fails over to its second base, which becomes the dataset's origin")
    func spacexFailover() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        let store = InMemoryLaunchStore()
        let summary = try await ResettingServer.with { dead in
            try await withLoopbackServer({ replay.application(onRunning: $0) }) { good in
                let source = SpaceXLaunchSource(mirrors: Mirrors([dead, good]), transport: TestFixtures.fastTransport)
                return (try await SyncSpaceX(source: source, store: store)(), good)
            }
        }
        #expect(summary.0.origin == .upstream(summary.1))
        #expect(try await store.freshness(of: .spacex)?.origin == .upstream(summary.1))
    }

    @Test("an unchanged upstream answers 304: the data stays byte for byte and its refresh time moves")
    func notModified() async throws {
        try await ResilienceHarness.with { harness in
            let sync = SyncSpaceX(
                source: SpaceXLaunchSource(baseURL: harness.baseURL, transport: harness.transport),
                store: harness.composition.launches, now: harness.clock.now
            )
            let first = try await sync()
            #expect(!first.unchanged)
            let documents = try await harness.composition.datasets.documents(of: .spacex)
            #expect(documents.allSatisfy { $0.validators?.etag != nil })
            harness.clock.advance(.seconds(3600))
            let before = harness.clock.now()
            let second = try await sync()
            let after = harness.clock.now()
            #expect(second.unchanged && second.launches == first.launches)
            #expect(try await harness.composition.datasets.documents(of: .spacex) == documents)
            let refreshedAt = try #require(try await harness.composition.datasets.freshness(of: .spacex)?.refreshedAt)
            #expect((before...after).contains(refreshedAt))
        }
    }

    @Test("a download that empties, halves or renumbers a stored collection is refused, naming why")
    func replacementChecks() throws {
        let stored = DatasetInventory(["launches": Set((1...10).map(String.init))])
        func refusal(_ ids: [Int]) -> String? {
            do {
                try stored.checkReplacement(by: DatasetInventory(["launches": Set(ids.map(String.init))]), dataset: .spacex)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(refusal([])?.contains("the launches list is empty where 10 were stored") == true)
        #expect(refusal([1, 2, 3, 4])?.contains("would shrink from 10 to 4") == true)
        #expect(refusal(Array(7...20))?.contains("6 of 10 stored launches ids are missing") == true)
        #expect(refusal(Array(1...9)) == nil)
        #expect(refusal(Array(1...30)) == nil)
    }

    @Test("a sync that would shrink the launches by more than half leaves the store as it was")
    func shrinkingSyncRefused() async throws {
        let store = InMemoryLaunchStore()
        let full = try await TestFixtures.download()
        try await store.replaceSpaceX(with: full, refreshedAt: TestFixtures.now)
        let catalog = full.catalog
        let shrunk = SpaceXDownload(
            catalog: SpaceXCatalog(
                company: catalog.company, launches: Array(catalog.launches.prefix(2)), rockets: catalog.rockets, launchpads: catalog.launchpads),
            documents: full.documents, origin: .upstream("http://example.invalid")
        )
        await #expect { try await SyncSpaceX(source: FixedCatalogSource(download: shrunk), store: store)() } throws: {
            "\($0)".contains("launches would shrink from 6 to 2")
        }
        #expect(try await store.launches(matching: try LaunchQuery(parsing: .init()), linkIDs: [:]).total == 6)
    }

    @Test("refresh now: a POST queues the refresh and returns to the page; a second within the interval is refused with 429")
    func refreshNow() async throws {
        try await ResilienceHarness.with { harness in
            let refresher = BackgroundRefresh(
                jobs: harness.composition.refreshJobs(transport: harness.transport, intervals: RefreshIntervals()),
                log: harness.composition.datasets, now: harness.clock.now
            )
            let app = try await harness.webApp(refresher: refresher)
            try await app.test(.router) { client in
                let page = try await client.get("/launches")
                #expect(page.body.contains(#"action="/refresh/spacex""#))
                let posted = try await client.execute(
                    uri: "/refresh/spacex", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                    body: ByteBuffer(string: "back=%2Flaunches%3Fpage%3D2")
                )
                #expect(posted.status == .seeOther && posted.headers[.location] == "/launches?page=2")
                let again = try await client.execute(uri: "/api/v1/refresh/spacex", method: .post)
                #expect(again.status == .tooManyRequests && again.headers[.retryAfter] != nil)
                let accepted = try await client.execute(uri: "/api/v1/refresh/swapi", method: .post)
                #expect(accepted.status == .accepted)
                let unknown = try await client.execute(uri: "/api/v1/refresh/nothing", method: .post)
                #expect(unknown.status == .notFound)
            }
            // What was queued runs on the refresher's next pass: both datasets, from the replay.
            let outcomes = await refresher.refreshDue()
            let refreshed = Dictionary(outcomes.map { ($0.dataset, $0) }, uniquingKeysWith: { first, _ in first })
            #expect(refreshed[.spacex]?.summary != nil && refreshed[.swapi]?.summary != nil, "\(outcomes)")
            #expect(try await harness.composition.datasets.freshness(of: .spacex)?.origin == .upstream(harness.baseURL))
            #expect(try await harness.composition.datasets.freshness(of: .swapi)?.origin.kind == .upstream)
        }
    }

    @Test("status lists every dataset with counts, refresh time, origin, last error and circuit; readyz and healthz answer")
    func status() async throws {
        try await ResilienceHarness.with { harness in
            try await harness.composition.datasets.recordFailure(
                of: .swapi, RefreshFailure(reason: "swapi.dev answered HTTP 502", at: harness.clock.now()))
            let app = try await harness.webApp(refresher: try harness.refresher(for: .spacex))
            try await app.test(.router) { client in
                let body = try APIBody(try await client.get("/api/v1/status").body)
                let rows = try #require(body.data as? [[String: Any]])
                #expect(
                    rows.map { $0["dataset"] as? String } == ["spacex", "ll2", "swapi", "chucknorris", "openmeteo", "ll2-agencies", "ll2-astronauts"])
                let swapi = rows[2]
                #expect(swapi["lastError"] as? String == "swapi.dev answered HTTP 502" && swapi["failing"] as? Bool == true)
                #expect((rows[0]["counts"] as? [[String: Any]])?.first?["count"] as? Int == 6)
                #expect(rows[0]["originKind"] as? String == "snapshot")
                let page = try await client.get("/status")
                #expect(page.status == .ok && page.body.contains("swapi.dev answered HTTP 502"))
                #expect(try await client.get("/readyz").body == "ready\n")
                #expect(try await client.get("/healthz").body == "ok\n")
            }
        }
    }

    @Test("the status states ages and staleness as of now: its words are kept only within one second")
    func statusFollowsTheClock() async throws {
        try await ResilienceHarness.with { harness in
            let app = try await harness.webApp(refresher: try harness.refresher(for: .spacex))
            try await app.test(.router) { client in
                func spacex() async throws -> [String: Any] {
                    let body = try APIBody(try await client.get("/api/v1/status").body)
                    return try #require((body.data as? [[String: Any]])?.first)
                }
                let before = try await spacex()
                // Half a day past a whole number of days: the store was refreshed just now, so an
                // advance of exactly 400 days put the age on a day's boundary, and under load the
                // answer and the page (each drawn as of its own second) read 399 and 400 days.
                harness.clock.advance(.seconds(400 * 24 * 3600 + 12 * 3600))
                let after = try await spacex()
                #expect(after["age"] as? String != before["age"] as? String, "\(before) \(after)")
                #expect(before["stale"] as? Bool == false && after["stale"] as? Bool == true)
                #expect(try await client.get("/status").body.contains(try #require(after["age"] as? String)))
            }
        }
    }
}

extension ResilienceTests {
    @Test("a kept page's footer is never a kept one's: it follows the clock and a refresh asked for")
    func keptPageFollowsItsFooter() async throws {
        try await ResilienceHarness.with { harness in
            let refresher = try harness.refresher(for: .spacex)
            let app = try await harness.webApp(refresher: refresher)
            try await app.test(.router) { client in
                let first = try await client.get("/launches")
                let etag = try #require(first.headers[.eTag])
                #expect(try await client.get("/launches").headers[.eTag] == etag, "kept while nothing it shows moves")
                harness.clock.advance(.seconds(3 * 3600 + 60))
                let later = try await client.get("/launches").body
                #expect(later.contains("3 hours ago") && !first.body.contains("3 hours ago"))
                #expect(!later.contains("Refreshing now…"))
                #expect(await refresher.request(.spacex) == .accepted)
                #expect(try await client.get("/launches").body.contains("Refreshing now…"))
            }
        }
    }
}

/// A source that hands out one download.
private struct FixedCatalogSource: LaunchSource {
    let download: SpaceXDownload
    func fetchCatalog(revalidating stored: [SnapshotDocument]) async throws -> SpaceXFetch { .changed(download) }
}
