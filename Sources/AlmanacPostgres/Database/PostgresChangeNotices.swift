import AlmanacCore
import AlmanacStore
import Logging
import PostgresNIO
import Synchronization

/// What every instance sharing a PostgreSQL store has committed, heard as it happens: each write
/// announces its topics (`ChangeTopic`) with `pg_notify` inside its transaction, so a notice is
/// sent exactly when the change becomes visible, and this listener counts them per topic. A
/// topic's stamp is the count of its notices, so checking whether a kept answer is current costs
/// no round trip to the server. This process's own commits count at once, and each notice names
/// its sender so their echo is not counted again: one commit moves a stamp once, wherever it is
/// read.
///
/// The listener has a connection of its own, opened by the first stamp asked for (a one-shot
/// command asks none). While it is not listening (not yet, or the connection was lost) every
/// stamp is nil and nothing is kept; each new session starts a new epoch, since notices sent
/// while it was away are lost. Another instance's change is therefore seen as soon as its notice
/// arrives, a few milliseconds after its commit.
final class PostgresChangeNotices: Sendable {
    /// Notices go on one channel for the whole database, each naming its store's schema and its
    /// sender ("schema/sender/topic"): a listener counts only its own store's, and not its own.
    static let channel = "almanac_changes"
    /// Past this many profiles with notices, the counts start again in a new epoch (which lets go
    /// of everything kept), so the counts cannot grow without bound.
    static let profileLimit = 100_000

    private struct State {
        var listening = false
        var started = false
        var epoch: Int64 = 0
        var datasets: [DatasetID: Int64] = [:]
        var everyProfile: Int64 = 0
        var profiles: [String: Int64] = [:]

        mutating func count(_ topic: ChangeTopic) {
            switch topic {
            case .dataset(let dataset): datasets[dataset, default: 0] += 1
            case .profile(let profile): profiles[profile.rawValue, default: 0] += 1
            case .everyProfile: everyProfile += 1
            }
            if profiles.count > PostgresChangeNotices.profileLimit { startEpoch() }
        }

        mutating func startEpoch() {
            epoch += 1
            (datasets, everyProfile, profiles) = ([:], 0, [:])
        }

        func stamp(of topic: ChangeTopic) -> ChangeStamp {
            switch topic {
            case .dataset(let dataset): ChangeStamp(epoch: epoch, count: datasets[dataset] ?? 0)
            // A notice for every profile moves each one's stamp: counted above every profile's own.
            case .profile(let profile): ChangeStamp(epoch: epoch, count: (everyProfile << 32) + (profiles[profile.rawValue] ?? 0))
            case .everyProfile: ChangeStamp(epoch: epoch, count: everyProfile)
            }
        }
    }

    private let state = Mutex(State())
    /// Callers of `stamp(of:after:)` waiting for a notice.
    private let waiting = Mutex<[CheckedContinuation<Void, Never>]>([])
    private let listener = Mutex<Task<Void, Never>?>(nil)
    private let connect: @Sendable () async throws -> PostgresConnection
    private let logger: Logger
    /// Names this listener's own notices, which `committed(_:)` counted already.
    let sender = String(UInt64.random(in: .min ... .max), radix: 36)

    init(logger: Logger, connect: @escaping @Sendable () async throws -> PostgresConnection) {
        self.logger = logger
        self.connect = connect
    }

    deinit { listener.withLock { $0?.cancel() } }

    /// The topic's stamp, or nil while no session listens (the first call starts listening).
    func stamp(of topic: ChangeTopic) -> ChangeStamp? {
        let (stamp, start) = state.withLock { state -> (ChangeStamp?, Bool) in
            let start = !state.started
            state.started = true
            return (state.listening ? state.stamp(of: topic) : nil, start)
        }
        if start { startListening() }
        return stamp
    }

    /// Every topic's stamp at one moment, or nil while no session listens.
    func stamps(of topics: [ChangeTopic]) -> [ChangeStamp]? {
        let (stamps, start) = state.withLock { state -> ([ChangeStamp]?, Bool) in
            let start = !state.started
            state.started = true
            return (state.listening ? topics.map(state.stamp(of:)) : nil, start)
        }
        if start { startListening() }
        return stamps
    }

    /// The topic's stamp once it differs from `previous`: waits for the notices (or the new
    /// session) that move it. For a change made elsewhere that this process must see before it
    /// goes on (a test of two instances).
    func stamp(of topic: ChangeTopic, after previous: ChangeStamp?) async -> ChangeStamp {
        while true {
            if let stamp = stamp(of: topic), stamp != previous { return stamp }
            await withCheckedContinuation { waiter in
                // Listed, then looked at again: a notice counted in between still wakes it.
                waiting.withLock { $0.append(waiter) }
                if let stamp = stamp(of: topic), stamp != previous { wakeWaiting() }
            }
        }
    }

    private func wakeWaiting() {
        for waiter in waiting.withLock({ waiting in
            defer { waiting = [] }
            return waiting
        }) { waiter.resume() }
    }

    /// This process's own commit of `topics`: seen by its next request, before the notice returns.
    func committed(_ topics: [ChangeTopic]) {
        guard !topics.isEmpty else { return }
        state.withLock { state in
            for topic in Set(topics) { state.count(topic) }
        }
        wakeWaiting()
    }

    /// The statement that announces `topic` to every listener, run inside the writing transaction.
    func announcement(of topic: ChangeTopic) -> PostgresQuery {
        "SELECT pg_notify(\(Self.channel), current_schema() || '/' || \(sender) || '/' || \(topic.storedName))"
    }

    /// The topic a notice announces to the store in `schema` from another sender; nil for another
    /// schema's, this listener's own or an unknown word. A notice of two parts ("schema/topic")
    /// comes from an instance of an earlier release, which names no sender (during a rolling
    /// upgrade): never this one's, so it counts.
    func topic(in payload: String, schema: String) -> ChangeTopic? {
        let parts = payload.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts[0] == schema else { return nil }
        switch parts.count {
        case 3 where parts[1] != sender: return ChangeTopic(storedName: String(parts[2]))
        case 2: return ChangeTopic(storedName: String(parts[1]))
        default: return nil
        }
    }

    /// Stops listening; the stamps are nil from then on.
    func stop() {
        listener.withLock { $0?.cancel() }
        state.withLock { $0.listening = false }
    }

    private func startListening() {
        let task = Task { [weak self] in
            guard let self else { return }
            await self.listen()
        }
        listener.withLock { $0 = task }
    }

    /// Listens until cancelled, opening a new session whenever one is lost (after a second's
    /// pause, so a database that is down is not asked in a tight loop).
    private func listen() async {
        while !Task.isCancelled {
            do {
                let connection = try await connect()
                do {
                    let schema = try await connection.firstRow("SELECT current_schema()")?.decode(String.self) ?? ""
                    try await connection.listen(on: Self.channel) { notices in
                        // After LISTEN took effect: whatever was kept before may have missed a notice.
                        state.withLock { state in
                            state.startEpoch()
                            state.listening = true
                        }
                        wakeWaiting()
                        for try await notice in notices {
                            guard let topic = self.topic(in: notice.payload, schema: schema) else { continue }
                            state.withLock { $0.count(topic) }
                            wakeWaiting()
                        }
                    }
                } catch {
                    if !Task.isCancelled {
                        logger.warning("stopped hearing the store's changes; answers are read afresh meanwhile", metadata: ["error": "\(error)"])
                    }
                }
                state.withLock { $0.listening = false }
                try? await connection.close()
            } catch {
                state.withLock { $0.listening = false }
            }
            try? await Task.sleep(for: .seconds(1))
        }
    }
}
