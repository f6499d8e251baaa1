import Synchronization
import Testing

@testable import AlmanacWeb

@Suite("single flight")
struct SingleFlightTests {
    @Test("fifty concurrent callers of one key share one run and its result; another key runs on its own")
    func sharesOneRun() async throws {
        let flight = SingleFlight<String, Int>()
        let runs = Counter()
        let results = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    try await flight.run("page") {
                        runs.add()
                        // Finish only once every caller has joined, so none can start a second run
                        // (or as soon as a second run shows that they do not share one).
                        while flight.callers(of: "page") < 50, runs.value == 1 { await Task.yield() }
                        return 42
                    }
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: 42, count: 50))
        #expect(runs.value == 1)
        #expect(try await flight.run("other") { 7 } == 7)
        #expect(flight.callers(of: "page") == 0)
    }

    @Test("a run's error reaches every caller that waited for it; the next call runs again")
    func sharesAnError() async throws {
        struct Refused: Error {}
        let flight = SingleFlight<String, Int>()
        let runs = Counter()
        let failures = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<10 {
                group.addTask {
                    do {
                        _ = try await flight.run("page") {
                            runs.add()
                            while flight.callers(of: "page") < 10, runs.value == 1 { await Task.yield() }
                            throw Refused()
                        }
                        return false
                    } catch { return error is Refused }
                }
            }
            return await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
        }
        #expect(failures == 10)
        #expect(runs.value == 1)
        #expect(try await flight.run("page") { 3 } == 3)
    }

    @Test("a result its caller keeps for itself goes to no waiter: each runs its own")
    func ownResults() async throws {
        let flight = SingleFlight<String, Int>()
        let runs = Counter()
        let results = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for caller in 0..<10 {
                group.addTask {
                    let result = try await flight.run("answer", sharing: { $0 >= 0 }) {
                        runs.add()
                        // The first run ends once every caller waits for it; a negative result
                        // is the caller's own.
                        while flight.callers(of: "answer") < 10, runs.value == 1 { await Task.yield() }
                        return -caller - 1
                    }
                    return (caller, result)
                }
            }
            return try await group.reduce(into: [(Int, Int)]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { caller, result in result == -caller - 1 })
        #expect(runs.value == 10)
        #expect(try await flight.run("answer", sharing: { $0 >= 0 }) { 5 } == 5)
    }
}

private final class Counter: Sendable {
    private let count = Mutex(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}
