import AlmanacCore
import AlmanacStore
import Foundation
import PostgresNIO
import Synchronization

/// "Refresh now" for several instances on one PostgreSQL store: whichever instance is asked
/// records the request in `refresh_request` (at most once per `interval` per dataset, across
/// every instance) and sends it with `NOTIFY` to the instance holding the refresher lock, which
/// listens on the lock's own session and refreshes at once. Every instance can tell a page
/// that the refresh is pending until the leader marks it done (read at most once a second per
/// dataset, and at once after this instance asked).
public final class PostgresRefreshRequests: RefreshRequests {
    /// The channel requests are sent on. Channels belong to the whole database, so a request
    /// names its store's schema with the dataset ("schema/dataset"), and a leader hears only its own.
    static let channel = "almanac_refresh"

    /// The dataset a notification asks of the store in `schema`; nil for another schema's.
    static func dataset(in payload: String, schema: String) -> String? {
        guard let slash = payload.lastIndex(of: "/"), payload[..<slash] == schema else { return nil }
        return String(payload[payload.index(after: slash)...])
    }

    /// How long a request counts as pending without being marked done (its leader died).
    static let pendingLimit: TimeInterval = 300

    /// The datasets asked for and still pending as of `time`, read on a leader's session once it
    /// listens: a request sent while no instance listened (between two leaders) was notified to
    /// nobody, so the next leader takes it from the store.
    static func waiting(on connection: PostgresConnection, at time: TimeInterval) async throws -> [String] {
        try await connection.rows(
            "SELECT dataset FROM refresh_request WHERE done_at IS NULL AND requested_at > \(time - pendingLimit) ORDER BY requested_at"
        ).map { try $0.decode(String.self) }
    }

    private let database: PostgresDatabase
    public let datasets: [DatasetID]
    private let interval: Duration
    private let now: Now
    /// Per dataset, whether it was pending when last read, and when.
    private let known = Mutex<[DatasetID: (readAt: ContinuousClock.Instant, pending: Bool)]>([:])

    public init(database: PostgresDatabase, datasets: [DatasetID], interval: Duration = .seconds(30), now: Now = .system) {
        self.database = database
        self.datasets = datasets
        self.interval = interval
        self.now = now
    }

    public func request(_ dataset: DatasetID) async throws -> BackgroundRefresh.Request {
        guard datasets.contains(dataset) else { return .unknownDataset }
        let time = now().timeIntervalSince1970
        let interval = interval.seconds
        return try await database.write(.refreshRequest) { connection in
            let accepted =
                try await connection.firstRow(
                    """
                    INSERT INTO refresh_request (dataset, requested_at) VALUES (\(dataset.rawValue), \(time))
                    ON CONFLICT (dataset) DO UPDATE SET requested_at = excluded.requested_at, done_at = NULL
                    WHERE refresh_request.requested_at <= \(time - interval)
                    RETURNING requested_at
                    """) != nil
            guard accepted else {
                let last =
                    try await connection.firstRow("SELECT requested_at FROM refresh_request WHERE dataset = \(dataset.rawValue)")?
                    .decode(Double.self) ?? time
                return BackgroundRefresh.Request.tooSoon(retryAfter: Duration.seconds(max(1, Int((interval - (time - last)).rounded(.up)))))
            }
            // Delivered when this transaction commits.
            try await connection.run("SELECT pg_notify(\(Self.channel), current_schema() || '/' || \(dataset.rawValue))")
            return BackgroundRefresh.Request.accepted
        }.also { answer in
            if answer == .accepted { known.withLock { $0[dataset] = (ContinuousClock.now, true) } }
        }
    }

    public func isPending(_ dataset: DatasetID) async -> Bool {
        if let last = known.withLock({ $0[dataset] }), ContinuousClock.now - last.readAt < .seconds(1) { return last.pending }
        let pending = await readPending(dataset)
        known.withLock { $0[dataset] = (ContinuousClock.now, pending) }
        return pending
    }

    private func readPending(_ dataset: DatasetID) async -> Bool {
        let time = now().timeIntervalSince1970
        let row = try? await database.read { connection in
            try await connection.firstRow("SELECT requested_at, done_at FROM refresh_request WHERE dataset = \(dataset.rawValue)")?
                .decode((Double, Double?).self)
        }
        guard let (requestedAt, doneAt) = row ?? nil else { return false }
        return doneAt == nil && time - requestedAt < Self.pendingLimit
    }

    /// The leader finished refreshing `dataset` (or gave up): it is no longer pending.
    public func markDone(_ dataset: DatasetID) async {
        known.withLock { $0[dataset] = nil }
        let time = now().timeIntervalSince1970
        _ = try? await database.read { connection in
            try await connection.run("UPDATE refresh_request SET done_at = \(time) WHERE dataset = \(dataset.rawValue) AND requested_at <= \(time)")
        }
    }
}

private extension BackgroundRefresh.Request {
    /// Runs `action` with the value and returns it.
    func also(_ action: (Self) -> Void) -> Self {
        action(self)
        return self
    }
}
