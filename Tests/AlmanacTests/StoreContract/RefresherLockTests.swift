import AlmanacCore
import AlmanacPostgres
import Foundation
import Logging
import Testing

/// Several servers on one PostgreSQL store: one background refresher at a time.
@Suite("PostgreSQL refresher lock", .enabled(if: StoreKind.available.contains(.postgres), "needs ALMANAC_TEST_POSTGRES"))
struct RefresherLockTests {
    @Test("one of two instances leads; when it stops, the other takes over")
    func oneAtATime() async throws {
        let server = try #require(StoreKind.postgresServer)
        let location = try server.inSchema("lock_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())
        let first = try await PostgresDatabase.open(location, logger: Logger(label: "test"), maxConnections: 2)
        let second = try await PostgresDatabase.open(location, logger: Logger(label: "test"), maxConnections: 2)
        let (events, continuation) = AsyncStream<String>.makeStream()

        func instance(_ name: String, _ database: PostgresDatabase) -> Task<Void, Never> {
            Task {
                let lock = PostgresRefresherLock(database: database)
                await lock.whileLeading(retry: .milliseconds(20), check: .milliseconds(20), tried: { held in
                    if !held { continuation.yield("\(name) waits") }
                }, changed: { leads in
                    continuation.yield("\(name) \(leads ? "leads" : "stops")")
                }) {
                    // The refresher's work: until cancelled.
                    while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
                }
            }
        }
        var heard = events.makeAsyncIterator()
        let a = instance("a", first)
        #expect(await heard.next() == "a leads")
        let b = instance("b", second)
        // b tries while a holds the lock: refused, twice (every 20 ms).
        #expect(await heard.next() == "b waits")
        #expect(await heard.next() == "b waits")
        a.cancel()
        #expect(await heard.next() == "a stops")
        var next = await heard.next()
        while next == "b waits" { next = await heard.next() }
        #expect(next == "b leads")
        b.cancel()
        #expect(await heard.next() == "b stops")
        first.close()
        second.close()
    }
}
