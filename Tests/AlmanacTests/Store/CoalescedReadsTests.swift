import Synchronization
import Testing

@testable import AlmanacStore

/// What the profile read on PostgreSQL stands on: reads asked while one runs go together as one
/// statement once it ends, never into the one already running (which started before they asked).
@Suite("Coalesced reads")
struct CoalescedReadsTests {
    /// A read that records each batch of keys it is asked and holds the batches numbered in
    /// `holding` (the first, unless told) until `release`, each its own.
    final class HeldRead: Sendable {
        let batches = Mutex<[[String]]>([])
        private let gate = AsyncStream.makeStream(of: Void.self)
        private let started = AsyncStream.makeStream(of: Void.self)
        let failing: Set<Int>
        let holding: Set<Int>

        init(failing: Set<Int> = [], holding: Set<Int> = [1]) {
            self.failing = failing
            self.holding = holding
        }

        func read(_ keys: [String]) async throws -> [String: String] {
            let number = batches.withLock { batches in
                batches.append(keys.sorted())
                return batches.count
            }
            if holding.contains(number) {
                started.continuation.yield()
                for await _ in gate.stream { break }
            }
            try Task.checkCancellation()
            if failing.contains(number) { throw TestFailure(batch: number) }
            // "missing" names no row.
            return Dictionary(uniqueKeysWithValues: keys.filter { $0 != "missing" }.map { ($0, "row of \($0)") })
        }

        /// Waits until the next held batch has started.
        func heldStarted() async { for await _ in started.stream { break } }
        func release() { gate.continuation.yield() }
    }

    struct TestFailure: Error, Equatable { let batch: Int }

    /// Starts a read of `key` in a task of its own.
    private func asking(_ reads: CoalescedReads<String, String>, _ key: String) -> Task<String?, any Error> {
        Task { try await reads.row(key) }
    }

    /// Waits until `count` reads wait for the running one.
    private func untilWaiting(_ reads: CoalescedReads<String, String>, _ count: Int) async {
        while reads.waitingCount < count { await Task.yield() }
    }

    @Test("a read alone goes at once; those asked while it runs go together after it, each answered its own row")
    func together() async throws {
        let held = HeldRead()
        let reads = CoalescedReads<String, String> { try await held.read($0) }
        let first = asking(reads, "a")
        await held.heldStarted()
        let others = ["b", "c", "c", "missing", "a"].map { asking(reads, $0) }
        await untilWaiting(reads, 5)
        held.release()
        #expect(try await first.value == "row of a")
        var answers: [String?] = []
        for other in others { answers.append(try await other.value) }
        #expect(answers == ["row of b", "row of c", "row of c", nil, "row of a"])
        #expect(held.batches.withLock { $0 } == [["a"], ["a", "b", "c", "missing"]], "the second batch started after they asked, once")
        // Nothing running: the next read goes at once, alone.
        #expect(try await reads.row("d") == "row of d")
        #expect(held.batches.withLock { $0.count } == 3)
    }

    @Test("a failed batch fails the reads in it, not those of the batch after")
    func failure() async throws {
        let held = HeldRead(failing: [1])
        let reads = CoalescedReads<String, String> { try await held.read($0) }
        let first = asking(reads, "a")
        await held.heldStarted()
        let second = asking(reads, "b")
        await untilWaiting(reads, 1)
        held.release()
        await #expect(throws: TestFailure(batch: 1)) { try await first.value }
        #expect(try await second.value == "row of b")
    }

    @Test("the leader's request going away does not fail the other reads of its batch")
    func leaderCancelled() async throws {
        let held = HeldRead(holding: [1, 2])
        let reads = CoalescedReads<String, String> { try await held.read($0) }
        let first = asking(reads, "a")
        await held.heldStarted()
        let leader = asking(reads, "b")
        await untilWaiting(reads, 1)
        let follower = asking(reads, "c")
        await untilWaiting(reads, 2)
        held.release()
        // "b" leads the second batch, with "c" in it; then its visitor goes away.
        await held.heldStarted()
        leader.cancel()
        held.release()
        _ = try await first.value
        #expect(try await follower.value == "row of c")
        #expect(held.batches.withLock { $0 } == [["a"], ["b", "c"]])
    }

    @Test("a batch asks for at most its limit of keys; the rest go in the one after")
    func limit() async throws {
        let held = HeldRead()
        let reads = CoalescedReads<String, String>(batchLimit: 2) { try await held.read($0) }
        let first = asking(reads, "a")
        await held.heldStarted()
        let others = ["b", "c", "d"].map { asking(reads, $0) }
        await untilWaiting(reads, 3)
        held.release()
        _ = try await first.value
        for other in others { _ = try await other.value }
        let sizes = held.batches.withLock { $0.map(\.count) }
        #expect(sizes == [1, 2, 1])
    }
}
