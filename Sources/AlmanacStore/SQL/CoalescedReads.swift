import Synchronization

/// Reads of rows by key, made together: a read asked while another is running waits for it to
/// end and then goes with every other read that waited, as one statement (`WHERE id IN (…)`).
///
/// For a row every request reads first where the engine has no change stamp to keep it by
/// (PostgreSQL: a visitor's profile, `SQLDatabase.changeStamp`). Under load, one statement then
/// answers many requests, while each row is still read by a statement that started after its
/// request asked: a change committed before, on any instance, is always seen, as it is when
/// every request reads alone. With no other read running, a read goes at once, alone.
///
/// Each batch runs in the task of one of the requests it answers (the first to wait leads the
/// next), under that request's `StoreDeadline`; a batch that answers others too runs in a task of
/// its own, so that the leader's going away (its visitor closed the connection) does not fail
/// their reads. A read alone (no load: the common case) runs in its request's own task.
final class CoalescedReads<Key: Hashable & Sendable, Row: Sendable>: Sendable {
    typealias Read = @Sendable ([Key]) async throws -> [Key: Row]

    private typealias Waiter = CheckedContinuation<Turn, Never>
    /// What a waiting read is told: its row (or the batch's error), or to lead the next batch.
    private enum Turn: Sendable {
        case answered(Result<Row?, any Error>)
        case lead([Key: [Waiter]])
    }

    private struct State {
        var reading = false
        var waiting: [Key: [Waiter]] = [:]
        /// The waiting keys in the order they were first asked: the oldest go first.
        var arrival: [Key] = []
    }

    /// How many keys one statement asks for at most; the rest go in the batch after.
    private let batchLimit: Int
    private let read: Read
    private let state = Mutex(State())

    /// `read` answers the rows of the keys it is given that exist (a key naming no row is left out).
    init(batchLimit: Int = 256, read: @escaping Read) {
        self.batchLimit = max(1, batchLimit)
        self.read = read
    }

    /// The row of `key`, or nil when there is none.
    func row(_ key: Key) async throws -> Row? {
        let turn: Turn = await withCheckedContinuation { waiter in
            let leadsNow = state.withLock { state -> Bool in
                if state.reading {
                    if state.waiting[key] == nil { state.arrival.append(key) }
                    state.waiting[key, default: []].append(waiter)
                    return false
                }
                state.reading = true
                return true
            }
            if leadsNow { waiter.resume(returning: .lead([key: []])) }
        }
        switch turn {
        case .answered(let result): return try result.get()
        case .lead(let batch): return try await lead(batch, own: key)
        }
    }

    /// How many reads wait for the running one to end (for tests).
    var waitingCount: Int { state.withLock { $0.waiting.values.reduce(0) { $0 + $1.count } } }

    private func lead(_ batch: [Key: [Waiter]], own key: Key) async throws -> Row? {
        let read = self.read
        let keys = Array(batch.keys)
        let attempt: @Sendable () async -> Result<[Key: Row], any Error> = {
            do { return .success(try await read(keys)) } catch { return .failure(error) }
        }
        let answersOthers = batch.values.contains { !$0.isEmpty }
        // Answering others: a task of its own, not cancelled with the leader's request.
        let result = answersOthers ? await Task(operation: attempt).value : await attempt()
        for (waitingKey, waiters) in batch {
            let answer = result.map { $0[waitingKey] }
            for waiter in waiters { waiter.resume(returning: .answered(answer)) }
        }
        handOff()
        return try result.get()[key]
    }

    /// The reads that waited become the next batch (the oldest keys, up to the limit), led by the
    /// first of them to wait; with none, reading stops.
    private func handOff() {
        let next: (leader: Waiter, batch: [Key: [Waiter]])? = state.withLock { state in
            let keys = Array(state.arrival.prefix(batchLimit))
            state.arrival.removeFirst(keys.count)
            guard let leaderKey = keys.first else {
                state.reading = false
                return nil
            }
            var batch: [Key: [Waiter]] = [:]
            for key in keys { batch[key] = state.waiting.removeValue(forKey: key) }
            // Every waiting key has at least one waiter: the first of the first key leads.
            let leader = batch[leaderKey]!.removeFirst()
            return (leader, batch)
        }
        if let next { next.leader.resume(returning: .lead(next.batch)) }
    }
}
