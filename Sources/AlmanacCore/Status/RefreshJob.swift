import Foundation

/// One dataset the background refresher keeps fresh: how old it may get, how to tell its age,
/// and how to refresh it. The composition root builds one per dataset from the concrete sources.
public struct RefreshJob: Sendable {
    public let dataset: DatasetID
    /// Refreshed once its data is older than this (its TTL).
    public let maxAge: Duration
    /// When the data was last refreshed: nil when it never was, or when there is nothing to
    /// refresh yet (`hasData` false, e.g. no saved city).
    let age: @Sendable () async throws -> (hasData: Bool, refreshedAt: Date?)
    /// Refreshes and says what was done in one line ("SpaceX: 205 launches, …").
    let refresh: @Sendable () async throws -> String
    /// A shorter TTL while something needs fresher data than usual (a launch in its window), or
    /// nil: asked at each pass.
    let tighterMaxAge: (@Sendable () async -> Duration?)?

    public init(
        dataset: DatasetID, maxAge: Duration,
        age: @escaping @Sendable () async throws -> (hasData: Bool, refreshedAt: Date?),
        tighterMaxAge: (@Sendable () async -> Duration?)? = nil,
        refresh: @escaping @Sendable () async throws -> String
    ) {
        self.dataset = dataset
        self.maxAge = maxAge
        self.age = age
        self.tighterMaxAge = tighterMaxAge
        self.refresh = refresh
    }

    /// The TTL in force now: `maxAge`, or the tighter one while it applies.
    func currentMaxAge() async -> Duration {
        guard let tighter = await tighterMaxAge?() else { return maxAge }
        return min(tighter, maxAge)
    }

    /// Refreshes now, whatever the data's age, and says what was done. A failure is written to
    /// `log` before it is rethrown (not a cancellation: a shutdown is not the upstream failing),
    /// so the server's refresher and `almanac sync` leave the same history.
    public func run(recordingFailuresIn log: any RefreshLog, now: Now) async throws -> String {
        do {
            return try await refresh()
        } catch {
            if !Task.isCancelled, !(error is CancellationError) {
                try? await log.recordFailure(of: dataset, RefreshFailure(error, at: now()))
            }
            throw error
        }
    }

    /// The same job telling `observe` how long each refresh took and whether it succeeded (for
    /// an operator's metrics).
    public func observed(_ observe: @escaping @Sendable (_ duration: Duration, _ succeeded: Bool) -> Void) -> RefreshJob {
        let refresh = refresh
        return RefreshJob(dataset: dataset, maxAge: maxAge, age: age, tighterMaxAge: tighterMaxAge) {
            let started = ContinuousClock.now
            do {
                let summary = try await refresh()
                observe(ContinuousClock.now - started, true)
                return summary
            } catch {
                observe(ContinuousClock.now - started, false)
                throw error
            }
        }
    }

    /// A dataset refreshed as a whole, aged by its recorded freshness.
    public init(dataset: DatasetID, maxAge: Duration, store: any DatasetStore, refresh: @escaping @Sendable () async throws -> String) {
        self.init(
            dataset: dataset, maxAge: maxAge,
            age: {
                (true, try await store.freshness(of: dataset)?.refreshedAt)
            }, refresh: refresh)
    }
}

/// How old each dataset may get before the background refresher fetches it again: each
/// dataset's `defaultMaxAge` unless configured otherwise.
public struct RefreshIntervals: Sendable, Hashable {
    public private(set) var byDataset: [DatasetID: Duration]

    public init() {
        byDataset = Dictionary(uniqueKeysWithValues: DatasetID.allCases.map { ($0, $0.defaultMaxAge) })
    }

    public subscript(dataset: DatasetID) -> Duration {
        get { byDataset[dataset] ?? dataset.defaultMaxAge }
        set { byDataset[dataset] = newValue }
    }
}
