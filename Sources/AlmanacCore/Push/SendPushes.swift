import Foundation

/// One cycle of the push sender, run by the instance that refreshes (and only while it leads):
/// plans what is due (`PlanPushes` for starred launches, `PlanWeatherPushes` for saved cities),
/// queues each notice once per subscription, then delivers what is due from the queue, several
/// at a time, each bounded by the delivery's own timeouts so one hanging push service holds up
/// only its own deliveries.
///
/// 404 and 410 remove the subscription; 429, 5xx and failed connections are retried with
/// exponential backoff (or after the `Retry-After` the service gave) up to `maxAttempts`; any
/// other answer is given up at once. Nothing in a cycle calls an upstream API: launches, their
/// changes and forecasts are read from the store.
public struct SendPushes: Sendable {
    public static let maxAttempts = 5
    /// The first retry's wait; each next one doubles it (30 s, 1 min, 2 min, 4 min).
    public static let firstBackoff: TimeInterval = 30
    /// How long a push is taken for one attempt before another cycle may try it again.
    public static let lease: TimeInterval = 120

    private let store: any PushStore
    private let launches: any LaunchStore
    private let delivery: any PushDelivery
    private let compose: @Sendable (PushNotice) -> String
    private let weather: WeatherPushes?
    private let now: Now
    private let concurrency: Int

    /// - Parameters:
    ///   - compose: the notification a notice becomes (the JSON the service worker shows).
    ///   - weather: where weather notices come from; nil sends launch notices only.
    public init(
        store: any PushStore, launches: any LaunchStore, delivery: any PushDelivery, compose: @escaping @Sendable (PushNotice) -> String,
        weather: WeatherPushes? = nil, now: Now = .system, concurrency: Int = 16
    ) {
        self.store = store
        self.launches = launches
        self.delivery = delivery
        self.compose = compose
        self.weather = weather
        self.now = now
        self.concurrency = max(1, concurrency)
    }

    /// What one cycle did.
    public struct Cycle: Hashable, Sendable, CustomStringConvertible {
        public var queued = 0
        public var sent = 0
        public var retried = 0
        public var failed = 0
        public var removed = 0
        /// Why deliveries failed or are retried, by device (the subscription id, never the
        /// endpoint, which is a capability): for the log. At most `problemsKept`.
        public var problems: [String] = []

        public static let problemsKept = 20

        public init() {}

        public var description: String {
            "push: \(queued) queued, \(sent) sent, \(retried) to retry, \(failed) given up, \(removed) subscriptions removed"
        }
    }

    public func callAsFunction() async throws -> Cycle {
        let date = now()
        var cycle = Cycle()
        let targets = try await store.pushTargets()
        if !targets.isEmpty {
            let starred = Set(targets.flatMap(\.starredLaunches.keys))
            var byID: [String: Launch] = [:]
            var changes: [LaunchChange] = []
            if !starred.isEmpty {
                for launch in try await launches.timeline() where starred.contains(launch.id) { byID[launch.id] = launch }
                changes = try await launches.changes(since: date - PlanPushes.recentChanges)
            }
            let planned = PlanPushes()(targets: targets, launches: byID, changes: changes, now: date)
            let weatherNotices = try await weather?.due(for: targets, at: date) ?? []
            cycle.queued = try await store.enqueue(
                planned.map { QueuedPush(subscriptionID: $0.subscriptionID, notice: $0.notice, payload: compose($0.notice)) } + weatherNotices,
                at: date)
        }
        let due = try await store.takeDue(at: date, lease: Self.lease)
        let delivered = await deliver(due)
        await delivery.finishCycle()
        let settled = delivered.map { push, outcome in
            (push: push, settlement: Self.settlement(of: outcome, attempts: push.attempts + 1, at: now()))
        }
        try await store.settle(settled, at: now())
        for (push, outcome) in delivered where cycle.problems.count < Cycle.problemsKept {
            switch outcome {
            case .refused(let reason), .retry(_, let reason): cycle.problems.append("device \(push.subscription.id): \(reason)")
            case .delivered, .gone: break
            }
        }
        for (_, settlement) in settled {
            switch settlement {
            case .sent: cycle.sent += 1
            case .retry: cycle.retried += 1
            case .failed: cycle.failed += 1
            case .subscriptionGone: cycle.removed += 1
            }
        }
        return cycle
    }

    /// Delivers `due`, at most `concurrency` at once.
    private func deliver(_ due: [DuePush]) async -> [(DuePush, PushOutcome)] {
        await withTaskGroup(of: (DuePush, PushOutcome).self) { group in
            var pending = due[...]
            var outcomes: [(DuePush, PushOutcome)] = []
            func startNext() {
                guard let push = pending.popFirst() else { return }
                let delivery = delivery
                group.addTask { (push, await delivery.deliver(push.payload, to: push.subscription, urgentFor: 24 * 60 * 60)) }
            }
            for _ in 0..<concurrency { startNext() }
            while let outcome = await group.next() {
                outcomes.append(outcome)
                startNext()
            }
            return outcomes
        }
    }

    /// What an outcome makes of the push after its `attempts`-th attempt.
    static func settlement(of outcome: PushOutcome, attempts: Int, at date: Date) -> PushSettlement {
        switch outcome {
        case .delivered: return .sent
        case .gone: return .subscriptionGone
        case .refused: return .failed
        case .retry(let after, _):
            guard attempts < maxAttempts else { return .failed }
            let backoff = firstBackoff * pow(2, Double(attempts - 1))
            return .retry(at: date + max(backoff, min(after ?? 0, 60 * 60)))
        }
    }
}
