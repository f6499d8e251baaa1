import Foundation
import HTTPTypes
import Synchronization
import Testing

@testable import AlmanacWeb

/// GraphQL's turns: one query at a time per client, a limit across clients, first come first
/// served, and a client with too many waiting refused.
@Suite("GraphQL: turns per client")
struct GraphQLTurnsTests {
    /// A run that waits until released, and tells when it started.
    final class Gate: Sendable {
        private let released = Mutex<CheckedContinuation<Void, Never>?>(nil)
        private let opened = Mutex(false)
        func wait() async {
            await withCheckedContinuation { continuation in
                let open = opened.withLock { opened in
                    if !opened { released.withLock { $0 = continuation } }
                    return opened
                }
                if open { continuation.resume() }
            }
        }
        func open() {
            opened.withLock { $0 = true }
            released.withLock { $0.take() }?.resume()
        }
    }

    /// The names of the runs, in the order they started.
    final class Started: Sendable {
        private let names = Mutex<[String]>([])
        let stream: AsyncStream<String>
        private let continuation: AsyncStream<String>.Continuation
        init() { (stream, continuation) = AsyncStream<String>.makeStream() }
        func note(_ name: String) {
            names.withLock { $0.append(name) }
            continuation.yield(name)
        }
        var order: [String] { names.withLock { $0 } }
    }

    private static func job(_ name: String, _ client: String, _ gate: Gate, _ turns: GraphQLTurns, _ started: Started) -> Task<Void, any Error> {
        Task {
            try await turns.run(for: client) {
                started.note(name)
                await gate.wait()
            }
        }
    }

    @Test("a client's queries run one after another; another client's runs beside them, before the first client's next")
    func perClient() async throws {
        let turns = GraphQLTurns(concurrent: 2)
        let started = Started()
        let (first, second, other) = (Gate(), Gate(), Gate())
        var events = started.stream.makeAsyncIterator()
        let a1 = Self.job("a1", "a", first, turns, started)
        #expect(await events.next() == "a1")
        let a2 = Self.job("a2", "a", second, turns, started)
        while turns.waiting(for: "a") < 1 { await Task.yield() }
        let b1 = Self.job("b1", "b", other, turns, started)
        #expect(await events.next() == "b1", "the other client does not wait behind a's second query")
        other.open()
        try await b1.value
        first.open()
        #expect(await events.next() == "a2", "a's second query runs once its first is done")
        second.open()
        try await a1.value
        try await a2.value
        #expect(started.order == ["a1", "b1", "a2"])
    }

    // The limit only catches a hang: the waits below yield to every other test's work, and with
    // the whole suite on two cores they took up to two minutes (the order was right each time).
    @Test("a client with many queries waiting never keeps a newcomer waiting for more than the query that runs", .timeLimit(.minutes(5)))
    func newcomerNext() async throws {
        let turns = GraphQLTurns(concurrent: 1)
        let started = Started()
        let gates = (0..<4).map { _ in Gate() }
        var events = started.stream.makeAsyncIterator()
        let first = Self.job("a1", "a", gates[0], turns, started)
        #expect(await events.next() == "a1")
        // One after the other, so that a2 is queued before a3 (two tasks started together queue
        // in either order, and the test then waited for the wrong one).
        let a2 = Self.job("a2", "a", gates[1], turns, started)
        while turns.waiting(for: "a") < 1 { await Task.yield() }
        let a3 = Self.job("a3", "a", gates[2], turns, started)
        while turns.waiting(for: "a") < 2 { await Task.yield() }
        let more = [a2, a3]
        let newcomer = Self.job("b1", "b", gates[3], turns, started)
        while turns.waiting(for: "b") < 1 { await Task.yield() }
        gates[0].open()
        #expect(await events.next() == "b1", "the newcomer runs next, not a's second")
        gates[3].open()
        #expect(await events.next() == "a2")
        gates[1].open()
        #expect(await events.next() == "a3")
        gates[2].open()
        for task in [first, newcomer] + more { try await task.value }
    }

    @Test("past the queries a client may have waiting, the next is refused with 429")
    func refused() async throws {
        let turns = GraphQLTurns(concurrent: 1, maximumWaiting: 2)
        let gate = Gate()
        let started = Started()
        var events = started.stream.makeAsyncIterator()
        let running = Self.job("running", "a", gate, turns, started)
        _ = await events.next()
        let waiting = (0..<2).map { _ in Task { try await turns.run(for: "a") {} } }
        while turns.waiting(for: "a") < 2 { await Task.yield() }
        await #expect {
            try await turns.run(for: "a") {}
        } throws: { ($0 as? APIError)?.status == .tooManyRequests }
        gate.open()
        try await running.value
        for task in waiting { try await task.value }
    }
}
