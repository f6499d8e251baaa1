/// The store's own word on what may have changed in it, by this process or any other sharing
/// it: what the server keeps between requests (drawn pages, encoded answers, a visitor's
/// profile, the datasets' freshness) is checked against a stamp from here before it is used
/// again, and read afresh when the stamp moved (`DataVersions`).
public protocol StoreChanges: Sendable {
    /// The topic's stamp now: it differs from any taken before whenever the topic may have
    /// changed since. Nil when the store cannot tell at this moment (then nothing may be kept by
    /// it, and every read goes to the store).
    func stamp(of topic: ChangeTopic) async throws -> ChangeStamp?
}

/// What a stamp covers.
public enum ChangeTopic: Hashable, Sendable {
    /// Every dataset's freshness and records: a refresh, a confirmation, a failed refresh.
    case datasets
    /// What one profile holds and prefers.
    case profile(ProfileID)
    /// Every profile at once (the expired ones deleted): moves every profile's stamp.
    case everyProfile
}

/// A point in the store's history, as precise as the engine tells: SQLite's stamp moves on every
/// commit to the file (whatever it changed); PostgreSQL's moves on the commits that announce the
/// topic, counted as their notices arrive, and on every reconnection of the listener (notices may
/// have been missed while it was away).
public struct ChangeStamp: Hashable, Sendable {
    /// The listener's connection (PostgreSQL) or SQLite's stamp.
    public let epoch: Int64
    /// Notices of the topic (or of every profile at once) since the epoch began.
    public let count: Int64

    public init(epoch: Int64, count: Int64 = 0) {
        self.epoch = epoch
        self.count = count
    }
}
