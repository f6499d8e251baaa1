import Foundation

/// How many records of one kind a dataset holds ("205 launches").
public struct RecordCount: Hashable, Sendable, Codable {
    public let name: String
    public let count: Int

    public init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}

/// Everything a status screen says about one dataset.
public struct DatasetStatus: Hashable, Sendable {
    public let dataset: DatasetID
    public let counts: [RecordCount]
    /// Nil when the dataset was never loaded.
    public let freshness: Freshness?
    /// The latest failed refresh, even when the dataset was never loaded.
    public let lastFailure: RefreshFailure?
    /// The circuit of every host the dataset is fetched from.
    public let circuits: [HostCircuit]
    /// How old the data may get before the background refresher fetches it again.
    public let maxAge: Duration?
    /// What the refresher put off to its next cycle (its ceiling was reached), if anything.
    public let deferred: RefreshCeiling.Deferral?

    public init(
        dataset: DatasetID, counts: [RecordCount], freshness: Freshness?, lastFailure: RefreshFailure?, circuits: [HostCircuit],
        maxAge: Duration?, deferred: RefreshCeiling.Deferral? = nil
    ) {
        self.dataset = dataset
        self.counts = counts
        self.freshness = freshness
        self.lastFailure = lastFailure
        self.circuits = circuits
        self.maxAge = maxAge
        self.deferred = deferred
    }
}

/// Lists every dataset with its record counts, freshness, last error and circuits, for
/// `almanac status` and `GET /api/v1/status`.
public struct ReportStatus: Sendable {
    private let store: any DatasetStore
    private let hosts: [DatasetID: [String]]
    private let circuits: [any CircuitReporter]
    private let intervals: [DatasetID: Duration]
    private let ceilings: [DatasetID: RefreshCeiling]

    /// - Parameters:
    ///   - hosts: per dataset, the `host:port` of each base URL it is fetched from, in order.
    ///   - circuits: the transports whose breakers know those hosts (none outside a server).
    ///   - ceilings: the refresher's per-cycle ceilings, which know what waits (none outside a server).
    public init(
        store: any DatasetStore, hosts: [DatasetID: [String]], circuits: [any CircuitReporter], intervals: [DatasetID: Duration] = [:],
        ceilings: [DatasetID: RefreshCeiling] = [:]
    ) {
        self.store = store
        self.hosts = hosts
        self.circuits = circuits
        self.intervals = intervals
        self.ceilings = ceilings
    }

    public func callAsFunction(_ datasets: [DatasetID]) async throws -> [DatasetStatus] {
        let known = circuits.flatMap { $0.circuits() }
        var statuses: [DatasetStatus] = []
        for dataset in datasets {
            // Outside a server no transport has made calls: its circuits are unknown, not closed.
            let hostCircuits =
                circuits.isEmpty
                ? []
                : (hosts[dataset] ?? []).map { host in
                    // Several transports may know a host; the one with the most failures tells most.
                    known.filter { $0.host == host }.max { $0.consecutiveFailures < $1.consecutiveFailures }
                        ?? HostCircuit(host: host, state: .closed, consecutiveFailures: 0, openUntil: nil, lastFailure: nil)
                }
            let freshness = try await store.freshness(of: dataset)
            // A dataset never loaded has no freshness to carry its failure: ask for it alone.
            let lastFailure = if let freshness { freshness.lastFailure } else { try await store.lastFailure(of: dataset) }
            statuses.append(
                DatasetStatus(
                    dataset: dataset, counts: try await store.recordCounts(of: dataset),
                    freshness: freshness, lastFailure: lastFailure, circuits: hostCircuits, maxAge: intervals[dataset],
                    deferred: ceilings[dataset]?.deferral
                ))
        }
        return statuses
    }
}
