/// The store's own word on what may have changed in it, by this process or any other sharing
/// it: what the server keeps between requests (drawn pages, encoded answers, a visitor's
/// profile, the datasets' freshness) is checked against a stamp from here before it is used
/// again, and read afresh when the stamp moved (`DataVersions`).
public protocol StoreChanges: Sendable {
    /// The topic's stamp now: it differs from any taken before whenever the topic may have
    /// changed since. Nil when the store cannot tell at this moment (then nothing may be kept by
    /// it, and every read goes to the store).
    func stamp(of topic: ChangeTopic) async throws -> ChangeStamp?
    /// The version of what is read from `topics` together: nil when the store cannot tell one of
    /// them now. (Every request asks it for every dataset: a store may answer it at once.)
    func version(of topics: [ChangeTopic]) async throws -> DataVersion?
}

/// What a stamp covers.
public enum ChangeTopic: Hashable, Sendable {
    /// A dataset's records and freshness: a refresh, a confirmation, a failed refresh.
    case dataset(DatasetID)
    /// What one profile holds and prefers.
    case profile(ProfileID)
    /// Every profile at once (the expired ones deleted): moves every profile's stamp.
    case everyProfile
}

/// A point in a topic's history. A dataset's is its version, which every write announcing it
/// counts in the same transaction (`store_version`); SQLite reads it again only when the file's
/// stamp moved, PostgreSQL counts it from the notices while it hears them. A profile's moves, on
/// SQLite, on every commit to the file (whatever it changed); on PostgreSQL on the commits that
/// announce it, counted as their notices arrive, and on every reconnection of the listener
/// (notices may have been missed while it was away).
public struct ChangeStamp: Hashable, Sendable {
    /// The listener's connection (PostgreSQL) or SQLite's file stamp; `stored` for a stored version.
    public let epoch: Int64
    /// Notices of the topic (or of every profile at once) since the epoch began, or the version.
    public let count: Int64

    /// The epoch of a dataset's version as stored.
    public static let stored = Int64.min
    /// The epoch of a stamp that is a dataset's refresh time (its bits), where no version is known.
    public static let refreshTime = Int64.min + 1

    public init(epoch: Int64, count: Int64 = 0) {
        self.epoch = epoch
        self.count = count
    }
}

extension StoreChanges {
    /// One topic at a time.
    public func version(of topics: [ChangeTopic]) async throws -> DataVersion? {
        var stamps: [ChangeStamp] = []
        for topic in topics {
            guard let stamp = try await stamp(of: topic) else { return nil }
            stamps.append(stamp)
        }
        return DataVersion(stamps: stamps)
    }
}

/// The stamps of every topic an answer is read from: what anything kept is keyed by
/// (`KeptWhileStamped`), so a kept answer is used again only while none of them has moved.
public struct DataVersion: Hashable, Sendable {
    public let stamps: [ChangeStamp]

    public init(stamps: [ChangeStamp]) { self.stamps = stamps }
}
