/// The time one request may spend waiting on the store, all its reads and writes together: a
/// page that reads six times waits `--db-wait` once, not six times, when the database is away.
/// The front door sets it for each request; a store that can wait (PostgreSQL) waits at most
/// what is left of it, besides its own limit per statement.
public enum StoreDeadline {
    @TaskLocal private static var current: (end: ContinuousClock.Instant, budget: Duration)?

    /// Runs `body` with `budget` from now as its store deadline (a deadline already set, that of an
    /// enclosing request, is kept when it ends sooner).
    public static func run<Result>(budget: Duration, _ body: () async throws -> Result) async rethrows -> Result {
        let end = ContinuousClock.now + budget
        if let current, current.end <= end { return try await body() }
        return try await $current.withValue((end, budget)) { try await body() }
    }

    /// What a wait of at most `limit` may take now: `limit` or the deadline's rest, whichever is
    /// shorter (zero or less when the deadline passed); nil, no bound at all, when `limit` is nil.
    public static func remaining(within limit: Duration?) -> Duration? {
        guard let limit else { return nil }
        guard let current else { return limit }
        return min(limit, current.end - ContinuousClock.now)
    }

    /// The whole budget of the request being served, if any (for the words of a refusal).
    public static var budget: Duration? { current?.budget }
}
