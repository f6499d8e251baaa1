import Foundation
import Synchronization

/// Keeps every dataset fresh without a request ever waiting on an upstream: each pass refreshes
/// the jobs whose data is older than their TTL, at most `concurrency` at once. A job that failed
/// is not tried again for `retryAfterFailure` (its circuit breaker also guards the host); the
/// failure is written to the `RefreshLog` so every screen can say it shows saved data.
/// "Refresh now" asks for one dataset out of turn, at most once per `manualInterval`.
public actor BackgroundRefresh {
    /// What became of one refresh, for the caller to log.
    public struct Outcome: Sendable {
        public let dataset: DatasetID
        /// The summary line, or nil when it failed.
        public let summary: String?
        public let failure: String?
        public let duration: Duration
    }

    /// The answer to "refresh now".
    public enum Request: Sendable, Equatable {
        /// Queued; the next pass (which starts at once) refreshes it.
        case accepted
        /// Asked too recently; may ask again after the wait.
        case tooSoon(retryAfter: Duration)
        case unknownDataset
    }

    private let jobs: [DatasetID: RefreshJob]
    private let log: any RefreshLog
    private let now: Now
    private let concurrency: Int
    private let retryAfterFailure: Duration
    private let manualInterval: Duration
    private let report: @Sendable (Outcome) -> Void

    private var lastFailure: [DatasetID: Date] = [:]
    private var lastManualRequest: [DatasetID: Date] = [:]
    private var requested: Set<DatasetID> = [] {
        didSet { publishPending() }
    }
    private var running: Set<DatasetID> = [] {
        didSet { publishPending() }
    }
    /// `requested` and `running` together, readable without waiting for the actor: every page's
    /// footer asks whether its dataset is being refreshed, and a hop onto this one actor per
    /// page queued a busy server's requests behind it.
    private let pending = Mutex<Set<DatasetID>>([])
    private var wake: AsyncStream<Void>.Continuation?

    public init(
        jobs: [RefreshJob], log: any RefreshLog, now: Now = .system, concurrency: Int = 2,
        retryAfterFailure: Duration = .seconds(300), manualInterval: Duration = .seconds(30),
        report: @escaping @Sendable (Outcome) -> Void = { _ in }
    ) {
        self.jobs = Dictionary(jobs.map { ($0.dataset, $0) }, uniquingKeysWith: { first, _ in first })
        datasets = self.jobs.keys.sorted { $0.rawValue < $1.rawValue }
        self.log = log
        self.now = now
        self.concurrency = max(1, concurrency)
        self.retryAfterFailure = retryAfterFailure
        self.manualInterval = manualInterval
        self.report = report
    }

    /// The datasets this refresher keeps fresh, in name order.
    public nonisolated let datasets: [DatasetID]

    /// Whether a refresh of the dataset is under way, or asked for and not started yet.
    public nonisolated func isPending(_ dataset: DatasetID) -> Bool { pending.withLock { $0.contains(dataset) } }

    private func publishPending() {
        let now = requested.union(running)
        pending.withLock { $0 = now }
    }

    /// "Refresh now": queues the dataset for the next pass and starts that pass.
    public func request(_ dataset: DatasetID) -> Request {
        guard jobs[dataset] != nil else { return .unknownDataset }
        let time = now()
        if let last = lastManualRequest[dataset] {
            let elapsed = time.timeIntervalSince(last)
            let interval = manualInterval.seconds
            if elapsed < interval { return .tooSoon(retryAfter: .seconds(Int((interval - elapsed).rounded(.up)))) }
        }
        lastManualRequest[dataset] = time
        requested.insert(dataset)
        wake?.yield()
        return .accepted
    }

    /// "Refresh now" that another instance already allowed (its interval is kept across
    /// instances): queued at once, whatever this process's own interval says.
    public func requestNow(_ dataset: DatasetID) {
        guard jobs[dataset] != nil else { return }
        lastManualRequest[dataset] = now()
        requested.insert(dataset)
        wake?.yield()
    }

    /// Refreshes every due (or requested) dataset once, `concurrency` at a time; returns when
    /// they are done. Cancelling it cancels the refreshes, which leaves the stored data as it was.
    @discardableResult
    public func refreshDue() async -> [Outcome] {
        var due: [RefreshJob] = []
        for job in jobs.values.sorted(by: { $0.dataset.rawValue < $1.dataset.rawValue }) where !running.contains(job.dataset) {
            if await isDue(job) { due.append(job) }
        }
        // Running before no longer requested: `pending` never misses a dataset in between.
        running.formUnion(due.map(\.dataset))
        requested.subtract(due.map(\.dataset))
        var outcomes: [Outcome] = []
        var waiting = due[...]
        await withTaskGroup(of: Outcome.self) { group in
            for _ in 0..<concurrency {
                guard let job = waiting.popFirst() else { break }
                group.addTask { await self.run(job) }
            }
            while let outcome = await group.next() {
                finish(outcome)
                outcomes.append(outcome)
                if !Task.isCancelled, let job = waiting.popFirst() { group.addTask { await self.run(job) } }
            }
        }
        running.subtract(due.map(\.dataset))
        return outcomes
    }

    /// Passes every `interval` (and at once when a refresh is requested) until cancelled, which
    /// is how a server shuts it down.
    public func run(every interval: Duration) async {
        let (wakes, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        wake = continuation
        let timer = Task {
            while !Task.isCancelled {
                continuation.yield()
                try? await Task.sleep(for: interval)
            }
        }
        defer {
            timer.cancel()
            continuation.finish()
        }
        for await _ in wakes {
            guard !Task.isCancelled else { break }
            await refreshDue()
        }
    }

    private func isDue(_ job: RefreshJob) async -> Bool {
        if requested.contains(job.dataset) { return true }
        let time = now()
        if let failed = lastFailure[job.dataset], time.timeIntervalSince(failed) < retryAfterFailure.seconds { return false }
        guard let (hasData, refreshedAt) = try? await job.age(), hasData else { return false }
        guard let refreshedAt else { return true }
        let maxAge = await job.currentMaxAge()
        return time.timeIntervalSince(refreshedAt) >= maxAge.seconds
    }

    private nonisolated func run(_ job: RefreshJob) async -> Outcome {
        let started = ContinuousClock.now
        do {
            let summary = try await job.run(recordingFailuresIn: log, now: now)
            return Outcome(dataset: job.dataset, summary: summary, failure: nil, duration: ContinuousClock.now - started)
        } catch {
            return Outcome(dataset: job.dataset, summary: nil, failure: "\(error)", duration: ContinuousClock.now - started)
        }
    }

    private func finish(_ outcome: Outcome) {
        if outcome.failure != nil {
            // A shutdown cancels refreshes; that is not the upstream failing.
            guard !Task.isCancelled else { return }
            lastFailure[outcome.dataset] = now()
        } else {
            lastFailure[outcome.dataset] = nil
        }
        report(outcome)
    }
}
