import AlmanacCore

/// The one rule for when something kept between requests is stale. What an answer shows comes
/// from datasets (their records and freshness) and from the visitor's profile, and each has a
/// version the store moves in the transaction of every write that changes it (`StoreChanges`):
/// a refresh, a confirmation and a failed refresh move their dataset's, a profile write the
/// profile's. Anything kept is keyed by the versions of what it was drawn from, so those writes,
/// made by any instance, each make the next answer new, and nothing else does.
///
/// Asking a version costs no round trip to the store while nothing changed: SQLite reads the
/// wal-index stamp that every commit moves from memory, PostgreSQL counts the notices every
/// instance's commits send. The freshness table and the profiles every request reads are kept
/// here by those versions.
final class DataVersions: Sendable {
    private let changes: any StoreChanges
    private let datasets: any DatasetStore
    private let profiles: Profiles
    private let freshness = KeptWhileStamped<Bool, FreshnessTable>(limit: 1)
    /// Every request reads its visitor's profile: about 2 MB at most.
    private let records = KeptWhileStamped<ProfileID, ProfileRecord>(limit: 10_000)

    init(changes: any StoreChanges, datasets: any DatasetStore, profiles: Profiles) {
        self.changes = changes
        self.datasets = datasets
        self.profiles = profiles
    }

    /// The version of what is drawn from `datasets`.
    func version(of datasets: [DatasetID]) async throws -> DataVersion? {
        try await changes.version(of: datasets.map(ChangeTopic.dataset))
    }

    /// Every dataset's freshness now.
    func freshnessTable() async throws -> FreshnessTable {
        let version = try await version(of: DatasetID.allCases)
        return try await freshness.value(
            true, version: version,
            always: {
                var freshness: [Freshness?] = []
                for dataset in DatasetID.allCases { freshness.append(try await datasets.freshness(of: dataset)) }
                // Each dataset's version goes with the table: what keys every kept answer.
                return FreshnessTable(freshness, versions: version?.stamps)
            })
    }

    /// The profile's record now (its preferences and revision); nil when there is no such profile.
    func profile(_ profile: ProfileID) async throws -> ProfileRecord? {
        try await records.value(profile, version: try await changes.version(of: [.profile(profile)])) { try await profiles.record(profile) }
    }

    /// This process just marked the profile used: a write no stamp announces to other instances
    /// (each marks it at most once a day), read afresh by this one's next request.
    func forgetProfile(_ profile: ProfileID) { records.forget(profile) }
}
