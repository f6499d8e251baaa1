import AlmanacCore
import AlmanacStore
import Foundation
import Logging
import PostgresNIO
import Testing

@testable import AlmanacPostgres

/// A write's locks are its schema's: two stores in one database (two deployments, or two tests
/// running at once) never wait on each other, while two instances of one store still do.
@Suite("PostgreSQL write locks", .enabled(if: StoreKind.available.contains(.postgres), "needs ALMANAC_TEST_POSTGRES"))
struct PostgresWriteLockTests {
    @Test(
        "a profile's write in one schema waits for nothing in another, and for the same profile's write in its own",
        // Opening three stores (each migrating its schema) beside the rest of the suite took
        // over a minute on two busy cores; a hang would still end here.
        .timeLimit(.minutes(3)))
    func locksAreTheSchemas() async throws {
        let server = try #require(StoreKind.postgresServer)
        let home = try server.inSchema("locks_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())
        let elsewhere = try server.inSchema("locks_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())
        let holder = try await PostgresDatabase.open(home, logger: Logger(label: "test"), pool: .forTests)
        let sameStore = try await PostgresDatabase.open(home, logger: Logger(label: "test"), pool: .forTests)
        // Waiting as long as the locks are held would end this one's write in 10 s, not hang it.
        let otherStore = try await PostgresDatabase.open(
            elsewhere, logger: Logger(label: "test"), pool: PostgresPool(size: 1, waitLimit: .seconds(10)))
        defer { [holder, sameStore, otherStore].forEach { $0.close() } }

        let (order, record) = AsyncStream<String>.makeStream()
        let (first, release) = await Self.holdProfileLock(in: holder) { record.yield("first released") }

        let waiting = Task {
            try await sameStore.write(.profile(.local)) { _ in _ = record.yield("same store wrote") }
        }
        try await otherStore.write(.profile(.local)) { _ in _ = record.yield("other schema wrote") }
        release()
        try await first.value
        try await waiting.value
        record.finish()
        var events: [String] = []
        for await event in order { events.append(event) }
        #expect(events == ["other schema wrote", "first released", "same store wrote"])
    }

    @Test("a write that waits past the statement timeout for its lock fails with that timeout, and its connection serves the next")
    func lockWaitTimesOut() async throws {
        let server = try #require(StoreKind.postgresServer)
        let home = try server.inSchema("locks_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())
        let holder = try await PostgresDatabase.open(home, logger: Logger(label: "test"), pool: .forTests)
        let impatient = try await PostgresDatabase.open(
            home, logger: Logger(label: "test"), pool: PostgresPool(size: 1, waitLimit: .seconds(60), statementTimeout: .milliseconds(300)))
        defer { [holder, impatient].forEach { $0.close() } }

        let (first, release) = await Self.holdProfileLock(in: holder)
        // The lock's own statement fails; the error is that, not the next statement's refusal
        // in a transaction already aborted (what a lock statement whose rows went unread gave).
        let error = await #expect(throws: StoreFailure.self) {
            try await impatient.write(.profile(.local)) { connection in try await connection.run("SELECT 1") }
        }
        #expect(error?.description.contains("statement timeout") == true, "\(String(describing: error))")
        release()
        try await first.value
        #expect(try await impatient.write(.profile(.local)) { connection in try await connection.count("SELECT 1") } == 1)
    }

    /// Takes the local profile's write lock in `store` and holds it until `release` is called;
    /// returns once it is held. `onRelease` runs inside the transaction, just before it ends.
    private static func holdProfileLock(
        in store: AlmanacPostgres.PostgresDatabase, onRelease: @escaping @Sendable () -> Void = {}
    ) async -> (holding: Task<Void, any Error>, release: @Sendable () -> Void) {
        let (held, sayHeld) = AsyncStream<Void>.makeStream()
        let (released, sayReleased) = AsyncStream<Void>.makeStream()
        let holding = Task {
            try await store.write(.profile(.local)) { _ in
                sayHeld.yield()
                for await _ in released { break }
                onRelease()
            }
        }
        for await _ in held { break }
        return (holding, { sayReleased.yield() })
    }
}
