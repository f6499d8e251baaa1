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

    /// The server pids of the store's connections: `count` reads at once, each holding its
    /// connection for a moment so that the others take connections of their own.
    private func backends(of store: AlmanacPostgres.PostgresDatabase, count: Int) async throws -> Set<Int32> {
        try await withThrowingTaskGroup(of: Int32?.self) { group in
            for _ in 0..<count {
                group.addTask {
                    try await store.read { connection in
                        let pid = try await connection.firstRow("SELECT pg_backend_pid()")?.decode(Int32.self)
                        try await connection.run("SELECT pg_sleep(0.3)")
                        return pid
                    }
                }
            }
            return try await group.reduce(into: Set<Int32>()) { if let pid = $1 { $0.insert(pid) } }
        }
    }

    /// The pids of four connections held at once, once the pool has four again: a request that
    /// met a connection as it was being killed holds its slot until its connection is closed
    /// (at most its deadline), and is the store away (503) for that request alone.
    private func fourBackends(of store: AlmanacPostgres.PostgresDatabase) async throws -> Set<Int32> {
        var last: Set<Int32> = []
        for _ in 0..<40 {
            guard let pids = try? await backends(of: store, count: 4) else { continue }
            if pids.count == 4 { return pids }
            last = pids
        }
        return last
    }

    @Test(
        "connections killed while 40 requests read, three times: each request answers or is the store away (503), the pool makes new ones and loses none",
        .timeLimit(.minutes(4)))
    func killedUnderLoad() async throws {
        let store = try await open(size: 4)
        let killer = try await open(size: 1)
        defer { [store, killer].forEach { $0.close() } }
        for round in 0..<3 {
            let pids = try await fourBackends(of: store)
            #expect(pids.count == 4, "round \(round): four connections at once")
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
            // Afterwards the store answers again, on connections made anew, as many as before.
            let after = try await fourBackends(of: store)
            #expect(after.count == 4 && after.isDisjoint(with: pids), "round \(round): \(pids) then \(after)")
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
