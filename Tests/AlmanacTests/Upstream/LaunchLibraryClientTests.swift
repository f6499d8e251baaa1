import AlmanacCore
import AlmanacReplay
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Synchronization
import Testing

/// The Launch Library 2 client over loopback HTTP against the replay server: paging by `next`,
/// its free tier's 429, the request budget, incremental refreshes.
@Suite("Launch Library 2: client and refresh budget")
struct LaunchLibraryClientTests {
    private static let fixtures = LaunchLibraryDecodingTests.fixtures

    private func withReplay(perHour: Int? = nil, _ body: (String, Int) async throws -> Void) async throws {
        let replay = try ReplayUpstream(snapshotDirectory: Self.fixtures, launchLibraryRequestsPerHour: perHour)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            try await body(base, try #require(Int(base.split(separator: ":").last ?? "")))
        }
    }

    private func requests(_ port: Int) async throws -> Int {
        let answer = try await RawHTTP.exchange(port: port, "GET /_replay/stats HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let body = answer.components(separatedBy: "\r\n\r\n").last ?? ""
        let stats = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        return stats?["requests"] as? Int ?? -1
    }

    private func source(
        _ base: String, _ transport: UpstreamTransport, budget: RequestBudget = RequestBudget(perHour: 100), pageSize: Int = 2
    ) -> LaunchLibraryAPISource {
        LaunchLibraryAPISource(mirrors: Mirrors([base]), transport: transport, budget: budget, pageSize: pageSize)
    }

    @Test("follows `next` page by page (five objects, two a page: three requests), skipping the unreadable one")
    func paging() async throws {
        try await withReplay { base, port in
            try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
                let fetch = try await source(base, transport).fetch(.upcoming, updatedSince: nil)
                #expect(fetch.isComplete && fetch.entries.count == 4 && fetch.skippedReasons.count == 1)
                #expect(fetch.entries.map(\.launch.name) == ["Starlink Group 99-1", "Flight 12", "Held Mission", "Confirm Me"])
                #expect(try await requests(port) == 3)
            }
        }
    }

    @Test("a 429 with Retry-After fails the refresh and keeps every later request back until then; nothing is stored")
    func tooManyRequests() async throws {
        try await withReplay(perHour: 2) { base, port in
            try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
                let store = SQLLaunchStore(database: try await AppDatabase.temporary())
                let budget = RequestBudget(perHour: 100)
                let sync = SyncLaunchLibrary(source: source(base, transport, budget: budget), store: store)
                await #expect { try await sync() } throws: { error in
                    guard case .rateLimited(_, let retryAfter)? = error as? UpstreamFailure else { return false }
                    return retryAfter.map { $0 > .seconds(3000) } ?? false
                }
                #expect(try await requests(port) == 3 && budget.waitingUntil != nil)
                await #expect(throws: UpstreamFailure.self) { try await sync() }
                #expect(try await requests(port) == 3, "no request while Retry-After lasts")
                #expect(try await store.launchIDs().isEmpty)
                #expect(try await store.launchLibraryState(.upcoming).refreshedAt == nil)
            }
        }
    }

    @Test("when the budget runs out mid-list, what came is kept, the summary says so, and the previous list's cursor stays")
    func budget() async throws {
        try await withReplay { base, port in
            try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
                let store = SQLLaunchStore(database: try await AppDatabase.temporary())
                let budget = RequestBudget(perHour: 2)
                let summary = try await SyncLaunchLibrary(source: source(base, transport, budget: budget), store: store)()
                // Upcoming: two of its three pages; previous: not begun.
                #expect(summary.incomplete == [.upcoming, .previous] && summary.launches == [.upcoming: 4])
                #expect(summary.countsText.hasSuffix("request budget spent before the end of upcoming and previous, continued next time"))
                #expect(try await requests(port) == 2)
                #expect(try await store.launchIDs().count == 4)
                #expect(try await store.launchLibraryState(.previous).refreshedAt == nil)
            }
        }
    }

    @Test("a page the transport had to try twice costs two requests of the budget")
    func retriesCount() async throws {
        let page = #"{"count":1,"next":null,"previous":null,"results":[{"id":"u1","name":"F9 | One","net":"2027-01-01T00:00:00Z"}]}"#
        let upstream = ScriptedUpstream(["/2.2.0/launch/upcoming/": [.respond(status: 503), .respond(status: 200, body: page)]])
        try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
            try await withLoopbackServer(upstream.application) { base in
                let budget = RequestBudget(perHour: 3)
                let fetch = try await source(base, transport, budget: budget).fetch(.upcoming, updatedSince: nil)
                #expect(fetch.entries.count == 1 && upstream.requestCount("/2.2.0/launch/upcoming/") == 2)
                #expect(budget.take() && !budget.take(), "one request of three left")
            }
        }
    }

    @Test("the previous list asks only for what changed since its last complete fetch")
    func incremental() async throws {
        try await withReplay { base, _ in
            try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
                let store = SQLLaunchStore(database: try await AppDatabase.temporary())
                let sync = SyncLaunchLibrary(source: source(base, transport, pageSize: 100), store: store)
                #expect(try await sync().launches[.previous] == 4)
                let cursor = try await store.launchLibraryState(.previous).updatedThrough
                #expect(cursor == (try Date("2024-07-12T03:00:00Z", strategy: .iso8601)))
                // Only the launch updated at or after the cursor comes back (the replay filters
                // by `last_updated__gte` as LL2 does); the other three stay stored.
                #expect(try await sync(previousMaxAge: .zero).launches[.previous] == 1)
                #expect(try await store.launchIDs().count == 8)
            }
        }
    }

    @Test("the previous list is backfilled newest first across refreshes and restarts, going on below the oldest launch it has")
    func backfill() async throws {
        let start = TestFixtures.now
        try await withReplay { base, port in
            try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
                let store = SQLLaunchStore(database: try await AppDatabase.temporary())
                // Each hour a process starts afresh: four requests, three of them the upcoming list's pages.
                func refresh(hour: Double) async throws -> SyncLaunchLibrary.Summary {
                    let now = Now { start.addingTimeInterval(hour * 3600) }
                    let budget = RequestBudget(perHour: 4, now: now)
                    return try await SyncLaunchLibrary(source: source(base, transport, budget: budget), store: store, now: now)(
                        previousMaxAge: .seconds(6 * 3600))
                }
                let first = try await refresh(hour: 0)
                #expect(first.launches == [.upcoming: 4, .previous: 2] && first.incomplete == [.previous])
                let begun = try await store.launchLibraryState(.previous)
                #expect(begun.backfillBefore == (try Date("2024-07-12T02:35:00Z", strategy: .iso8601)))
                #expect(begun.updatedThrough == start.addingTimeInterval(-3600), "what changes from the start on is asked for after")
                let second = try await refresh(hour: 1)
                #expect(second.launches == [.upcoming: 4, .previous: 2] && second.incomplete.isEmpty)
                let done = try await store.launchLibraryState(.previous)
                #expect(done.backfillBefore == nil && done.updatedThrough == begun.updatedThrough)
                #expect(try await store.launchIDs().count == 8)
                // Whole now: the previous list waits for its age, as before.
                let before = try await requests(port)
                #expect(try await refresh(hour: 2).launches == [.upcoming: 4])
                #expect(try await requests(port) - before == 3)
            }
        }
    }

    @Test(
        "when --ll2-providers changes, the previous list is fetched again from its newest though it is whole and young; unchanged, only what changed")
    func providersChanged() async throws {
        try await withReplay { base, _ in
            try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
                let store = SQLLaunchStore(database: try await AppDatabase.temporary())
                func sync(_ providers: [Int]) -> SyncLaunchLibrary {
                    let source = LaunchLibraryAPISource(
                        mirrors: Mirrors([base]), transport: transport, budget: RequestBudget(perHour: 100), pageSize: 100, providers: providers)
                    return SyncLaunchLibrary(source: source, store: store)
                }
                #expect(try await sync([147, 121])().launches[.previous] == 4)
                #expect(try await store.launchLibraryState(.previous).providers == [121, 147])
                // The same providers: only what changed since the last complete fetch.
                #expect(try await sync([121, 147])(previousMaxAge: .zero).launches[.previous] == 1)
                // Every provider now: the whole list again, though it is younger than its age.
                #expect(try await sync([])(previousMaxAge: .seconds(6 * 3600)).launches[.previous] == 4)
                #expect(try await store.launchLibraryState(.previous).providers == [])
                #expect(try await sync([])(previousMaxAge: .seconds(6 * 3600)).launches[.previous] == nil)
            }
        }
    }

    @Test("--ll2-providers asks for those providers only (lsp__id, several comma-separated)")
    func providers() async throws {
        try await withReplay { base, _ in
            try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
                let all = try await source(base, transport, pageSize: 100).fetch(.upcoming, updatedSince: nil)
                #expect(all.entries.count == 4)
                let spacex = LaunchLibraryAPISource(
                    mirrors: Mirrors([base]), transport: transport, budget: RequestBudget(perHour: 100), providers: [121, 147])
                #expect(try await spacex.fetch(.upcoming, updatedSince: nil).entries.count == 4)
                // The replay keeps objects that name no provider, as a filter cannot place them.
                let other = LaunchLibraryAPISource(
                    mirrors: Mirrors([base]), transport: transport, budget: RequestBudget(perHour: 100), providers: [999])
                #expect(
                    try await other.fetch(.upcoming, updatedSince: nil).entries.map(\.launch.name) == ["Flight 12", "Held Mission", "Confirm Me"])
            }
        }
    }

    @Test("a simulated day of hourly background refreshes stays within the free tier: 24 upcoming + 4 previous requests")
    func aDayOfRefreshes() async throws {
        let start = TestFixtures.now
        let clock = Mutex(start)
        let now = Now { clock.withLock { $0 } }
        try await withReplay { base, port in
            try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
                let store = SQLLaunchStore(database: try await AppDatabase.temporary())
                let budget = RequestBudget(perHour: 10, now: now)
                let sync = SyncLaunchLibrary(source: source(base, transport, budget: budget, pageSize: 100), store: store, now: now)
                var perHour: [Int] = []
                for hour in 0..<24 {
                    clock.withLock { $0 = start.addingTimeInterval(Double(hour) * 3600) }
                    let before = try await requests(port)
                    try await sync(previousMaxAge: DatasetID.launchLibrary.defaultMaxAge * SyncLaunchLibrary.previousAgeFactor)
                    perHour.append(try await requests(port) - before)
                }
                #expect(perHour.reduce(0, +) == 28 && perHour.max() == 2, "\(perHour)")
            }
        }
    }
}
