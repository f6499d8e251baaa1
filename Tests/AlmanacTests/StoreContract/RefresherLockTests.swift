import AlmanacCore
import AlmanacStore
import Foundation
import Logging
import PostgresNIO
import Testing

@testable import AlmanacPostgres

/// Several servers on one PostgreSQL store: one background refresher at a time.
@Suite("PostgreSQL refresher lock", .enabled(if: StoreKind.available.contains(.postgres), "needs ALMANAC_TEST_POSTGRES"))
struct RefresherLockTests {
    // The limit only turns a wait for an event that never comes (the order broken, say by a
    // stalled server) into a failure rather than a suite that never ends.
    @Test("one of two instances leads; when it stops, the other takes over", .timeLimit(.minutes(3)))
    func oneAtATime() async throws {
        let server = try #require(StoreKind.postgresServer)
        let location = try server.inSchema("lock_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())
        let first = try await PostgresDatabase.open(location, logger: Logger(label: "test"), pool: .forTests)
        let second = try await PostgresDatabase.open(location, logger: Logger(label: "test"), pool: .forTests)
        let (events, continuation) = AsyncStream<String>.makeStream()
        func instance(_ name: String, _ database: AlmanacPostgres.PostgresDatabase) -> Task<Void, Never> {
            competingInstance(name, database, retry: .milliseconds(20), check: .milliseconds(20), tellingWaits: true, continuation)
        }
        var heard = events.makeAsyncIterator()
        let a = instance("a", first)
        #expect(await heard.next() == "a leads")
        let b = instance("b", second)
        // b tries while a holds the lock: refused, twice (every 20 ms).
        #expect(await heard.next() == "b waits")
        #expect(await heard.next() == "b waits")
        a.cancel()
        // a has stopped, and said so, before its lock is free; b keeps trying meanwhile.
        var next = await heard.next()
        while next == "b waits" { next = await heard.next() }
        #expect(next == "a stops")
        next = await heard.next()
        while next == "b waits" { next = await heard.next() }
        #expect(next == "b leads")
        b.cancel()
        #expect(await heard.next() == "b stops")
        first.close()
        second.close()
    }
}

/// Leadership that follows its session, writes fenced by it, and "Refresh now" sent to the leader.
@Suite("PostgreSQL refresher lock: sessions, fences, requests", .enabled(if: StoreKind.available.contains(.postgres), "needs ALMANAC_TEST_POSTGRES"))
struct RefresherSessionTests {
    private func schema() throws -> PostgresLocation {
        try #require(StoreKind.postgresServer).inSchema("lock_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())
    }

    @Test("a leader whose session is terminated stops at once and says so; another leads; the lock is never held twice", .timeLimit(.minutes(3)))
    func terminatedSession() async throws {
        let location = try schema()
        let first = try await PostgresDatabase.open(location, logger: Logger(label: "test"), pool: .forTests)
        let second = try await PostgresDatabase.open(location, logger: Logger(label: "test"), pool: .forTests)
        let (events, continuation) = AsyncStream<String>.makeStream()
        func instance(_ name: String, _ database: AlmanacPostgres.PostgresDatabase) -> Task<Void, Never> {
            competingInstance(name, database, retry: .milliseconds(50), check: .seconds(3600), tellingWaits: false, continuation)
        }
        var heard = events.makeAsyncIterator()
        let a = instance("a", first)
        #expect(await heard.next() == "a leads")
        let b = instance("b", second)
        // The session is ended from outside, as an operator or a failover would.
        _ = try await second.read { connection in
            try await connection.run(
                """
                SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 2
                  AND classid = \(Int64(WriteScope.lockSpace)) AND objid = (hashtext('refresher:' || current_schema())::bigint & 4294967295)
                """)
        }
        // The liveness check never runs here (once an hour): the session's close alone must stop
        // a. The lock is free the moment the session ends, before a hears of it, so b may say it
        // leads first (a's writes meanwhile are refused by the fence: `fencedWrites`).
        var leaders: Set = ["a"]
        func hear(_ event: String) {
            let (name, leads) = (String(event.prefix { $0 != " " }), event.hasSuffix(" leads"))
            if leads { leaders.insert(name) } else { leaders.remove(name) }
        }
        while leaders.contains("a"), let event = await heard.next() { hear(event) }
        #expect(!leaders.contains("a"), "a never said it stopped")
        // a competes again as b does, and may win the next round; cancelled, it stops before it
        // leaves the lock to b. From now on, one leads at a time.
        a.cancel()
        while !leaders.contains("b"), let event = await heard.next() {
            if event.hasSuffix(" leads") { #expect(leaders.isEmpty, "\(event) while \(leaders) leads") }
            hear(event)
        }
        #expect(leaders == ["b"])
        b.cancel()
        first.close()
        second.close()
    }

    @Test(
        "a leader whose session stops answering stops and says so; a request asked meanwhile, and one not yet done, reach it when it leads again",
        // Three minutes, as its neighbours: a whole-suite run here took more than one.
        .timeLimit(.minutes(3)))
    func unansweringSession() async throws {
        let database = try await PostgresDatabase.open(try schema(), logger: Logger(label: "test"), pool: .forTests)
        let requests = PostgresRefreshRequests(database: database, datasets: DatasetID.allCases)
        let (events, continuation) = AsyncStream<String>.makeStream()
        let task = leadingInstance(database, retry: .milliseconds(50), check: .milliseconds(100), checkTimeout: .seconds(5), continuation)
        var heard = events.makeAsyncIterator()
        #expect(await heard.next() == "leads")
        #expect(try await requests.request(.swapi) == .accepted)
        #expect(await heard.next() == "swapi")
        // The lock's session stays open but stops answering, as behind a network that drops
        // packets: its server process is stopped (the lock stays its own until it ends).
        let holder = try await database.read { connection in
            try await connection.firstRow(
                """
                SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 2
                  AND classid = \(Int64(WriteScope.lockSpace)) AND objid = (hashtext('refresher:' || current_schema())::bigint & 4294967295)
                """)?.decode(Int32.self)
        }
        let backend = pid_t(try #require(holder, "no session holds the refresher lock"))
        #expect(kill(backend, SIGSTOP) == 0)
        var resumed = false
        defer { if !resumed { kill(backend, SIGCONT) } }
        var event = await heard.next()
        while event != nil, event != "stops" { event = await heard.next() }
        #expect(event == "stops")
        // Asked while no instance leads: notified to nobody, waiting in the store.
        #expect(try await requests.request(.spacex) == .accepted)
        kill(backend, SIGCONT)
        resumed = true
        // The process sees its client gone and ends, the lock is free, and the instance leads
        // again: it hears what is still pending, swapi (never marked done) and spacex.
        var after: [String] = []
        while after.filter({ $0 == "swapi" || $0 == "spacex" }).count < 2, let next = await heard.next() { after.append(next) }
        #expect(after.first == "leads")
        #expect(Set(after.dropFirst()) == ["swapi", "spacex"], "heard \(after)")
        task.cancel()
        database.close()
    }

    @Test("a refresh's write is refused unless its session holds the lock; an ordinary write is not fenced")
    func fencedWrites() async throws {
        let location = try schema()
        let database = try await PostgresDatabase.open(location, logger: Logger(label: "test"), pool: .forTests)
        let galaxy = SQLGalaxyStore(database: database)
        let download = try await TestFixtures.galaxyDownload()
        await #expect(throws: RefresherLockLost.self) {
            try await RefresherFence.$current.withValue(RefresherFence(holder: 1, key: 1)) {
                try await galaxy.replaceGalaxy(with: download, refreshedAt: TestFixtures.now)
            }
        }
        try await galaxy.replaceGalaxy(with: download, refreshedAt: TestFixtures.now)
        database.close()
    }

    @Test(
        "\"Refresh now\" asked of any instance reaches the leader once per interval, and is pending until done; another schema's is not heard",
        .timeLimit(.minutes(3)))
    func requestsReachTheLeader() async throws {
        let location = try schema()
        let leader = try await PostgresDatabase.open(location, logger: Logger(label: "test"), pool: .forTests)
        let other = try await PostgresDatabase.open(location, logger: Logger(label: "test"), pool: .forTests)
        let (requested, continuation) = AsyncStream<String>.makeStream()
        let (leading, leads) = AsyncStream<Void>.makeStream()
        let task = Task {
            await PostgresRefresherLock(database: leader).whileLeading(changed: { if $0 { leads.yield() } }, requested: { continuation.yield($0) }) {
                while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
            }
        }
        var leadsNow = leading.makeAsyncIterator()
        _ = await leadsNow.next()
        // A store in another schema of the database asks first: its leader's business, not this one's.
        let elsewhere = try await PostgresDatabase.open(try schema(), logger: Logger(label: "test"), pool: .forTests)
        #expect(try await PostgresRefreshRequests(database: elsewhere, datasets: DatasetID.allCases).request(.facts) == .accepted)
        let requests = PostgresRefreshRequests(database: other, datasets: DatasetID.allCases)
        #expect(try await requests.request(.swapi) == .accepted)
        var heard = requested.makeAsyncIterator()
        // Leading is announced once the lock's session listens: the request cannot be missed
        // (and notifications arrive in the order they were committed: the other schema's first).
        #expect(await heard.next() == "swapi")
        guard case .tooSoon = try await requests.request(.swapi) else {
            Issue.record("a second request within 30 s was accepted")
            return
        }
        #expect(await requests.isPending(.swapi))
        await PostgresRefreshRequests(database: leader, datasets: DatasetID.allCases).markDone(.swapi)
        #expect(!(await PostgresRefreshRequests(database: other, datasets: DatasetID.allCases).isPending(.swapi)))
        #expect(try await requests.request(.facts) == .accepted)
        task.cancel()
        leader.close()
        other.close()
        elsewhere.close()
    }

    @Test("\"Refresh now\" asked while no instance leads reaches the next leader, once; one already done does not", .timeLimit(.minutes(3)))
    func requestsWaitForTheNextLeader() async throws {
        let location = try schema()
        let database = try await PostgresDatabase.open(location, logger: Logger(label: "test"), pool: .forTests)
        let requests = PostgresRefreshRequests(database: database, datasets: DatasetID.allCases)
        // Asked between two leaders (the last one's session lost, the next not yet in): notified to nobody.
        #expect(try await requests.request(.facts) == .accepted)
        await requests.markDone(.facts)
        #expect(try await requests.request(.swapi) == .accepted)
        let (requested, continuation) = AsyncStream<String>.makeStream()
        // The liveness check is `unansweringSession`'s business: here a PostgreSQL slowed by the
        // rest of the suite must not end the lead (the next one would hear swapi again).
        let task = leadingInstance(database, retry: .milliseconds(100), check: .seconds(3600), continuation)
        var heard = requested.makeAsyncIterator()
        #expect(await heard.next() == "leads")
        #expect(await heard.next() == "swapi")
        // Asked once the leader listens: heard once, by notification.
        #expect(try await requests.request(.spacex) == .accepted)
        #expect(await heard.next() == "spacex")
        task.cancel()
        #expect(await heard.next() == "stops")
        #expect(await heard.next() == nil)
        database.close()
    }
}

/// An instance that leads whenever it holds the refresher lock, until it is cancelled; `events`
/// hears "leads", "stops" and each dataset asked of it, and finishes when the instance ends.
func leadingInstance(
    _ database: AlmanacPostgres.PostgresDatabase, retry: Duration, check: Duration, checkTimeout: Duration = .seconds(3),
    _ events: AsyncStream<String>.Continuation
) -> Task<Void, Never> {
    Task {
        await PostgresRefresherLock(database: database).whileLeading(
            retry: retry, check: check, checkTimeout: checkTimeout, changed: { events.yield($0 ? "leads" : "stops") },
            requested: { events.yield($0) }
        ) {
            while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
        }
        events.finish()
    }
}

/// An instance competing for the refresher lock whose work lasts until it is cancelled; it
/// tells `events` "name leads" and "name stops" (and "name waits" on each refused try).
func competingInstance(
    _ name: String, _ database: AlmanacPostgres.PostgresDatabase, retry: Duration, check: Duration, tellingWaits: Bool,
    _ events: AsyncStream<String>.Continuation
) -> Task<Void, Never> {
    Task {
        await PostgresRefresherLock(database: database).whileLeading(
            retry: retry, check: check,
            tried: { held in
                if tellingWaits, !held { events.yield("\(name) waits") }
            },
            changed: { leads in
                events.yield("\(name) \(leads ? "leads" : "stops")")
            }
        ) {
            while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
        }
    }
}
