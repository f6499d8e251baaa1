import AlmanacCore
import AlmanacStore
import Foundation
import Logging
import PostgresNIO
import Testing

@testable import AlmanacPostgres

/// The pool of connections to PostgreSQL through what ended every instance on 7cf3ac9: its
/// connections killed under a request load (as a restart kills them), and a request's store
/// waits, which share one deadline.
@Suite("PostgreSQL connections", .enabled(if: StoreKind.available.contains(.postgres), "needs ALMANAC_TEST_POSTGRES"))
struct PostgresConnectionsTests {
    private func open(size: Int) async throws -> AlmanacPostgres.PostgresDatabase {
        let server = try #require(StoreKind.postgresServer)
        let schema = "pool_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        return try await AlmanacPostgres.PostgresDatabase.open(
            try server.inSchema(schema), logger: Logger(label: "test"), pool: PostgresPool(size: size))
    }

    /// The server pids of the store's connections, each read through the pool.
    private func backends(of store: AlmanacPostgres.PostgresDatabase, count: Int) async throws -> Set<Int32> {
        try await withThrowingTaskGroup(of: Int32?.self) { group in
            for _ in 0..<count {
                group.addTask {
                    try await store.read { connection in
                        let pid = try await connection.firstRow("SELECT pg_backend_pid()")?.decode(Int32.self)
                        // Held a moment (a second query) so the others take connections of their own.
                        try await connection.run("SELECT pg_sleep(0.05)")
                        return pid
                    }
                }
            }
            return try await group.reduce(into: Set<Int32>()) { if let pid = $1 { $0.insert(pid) } }
        }
    }

    @Test(
        "connections killed while 40 requests read: each request answers or fails as the store away (503), and the pool makes new ones",
        .timeLimit(.minutes(1)))
    func killedUnderLoad() async throws {
        let store = try await open(size: 4)
        let killer = try await open(size: 1)
        defer { [store, killer].forEach { $0.close() } }
        for round in 0..<3 {
            let pids = try await backends(of: store, count: 8)
            #expect(!pids.isEmpty)
            let outcomes = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<40 {
                    group.addTask {
                        do {
                            _ = try await store.isMigrated()
                            return "answered"
                        } catch is StoreTemporarilyUnavailable {
                            return "store away"
                        } catch {
                            return "\(error)"
                        }
                    }
                }
                group.addTask {
                    try await killer.read { connection in
                        for pid in pids { try await connection.run("SELECT pg_terminate_backend(\(pid))") }
                    }
                    return "killed"
                }
                return try await group.reduce(into: [String]()) { $0.append($1) }
            }
            #expect(outcomes.allSatisfy { ["answered", "store away", "killed"].contains($0) }, "round \(round): \(Set(outcomes))")
            // Afterwards every request is answered, on connections made anew.
            #expect(try await store.isMigrated())
            let after = try await backends(of: store, count: 8)
            #expect(after.isDisjoint(with: pids), "round \(round): the killed connections are not handed out again")
        }
    }

    @Test("a request's store waits share one deadline: one that has passed fails at once, before any connection")
    func sharedDeadline() async throws {
        let store = try await open(size: 1)
        defer { store.close() }
        #expect(try await store.isMigrated())
        await #expect(throws: StoreTemporarilyUnavailable.self) {
            try await StoreDeadline.run(budget: .zero) { try await store.isMigrated() }
        }
        // Within a budget, the shorter of it and the store's own wait applies; an enclosing,
        // shorter deadline is kept by an inner one.
        let inner = await StoreDeadline.run(budget: .seconds(1)) {
            await StoreDeadline.run(budget: .seconds(60)) { StoreDeadline.remaining(within: .seconds(5)) }
        }
        #expect(try #require(inner) <= .seconds(1))
        #expect(StoreDeadline.remaining(within: nil) == nil)
        #expect(StoreDeadline.remaining(within: .seconds(5)) == .seconds(5))
    }
}
