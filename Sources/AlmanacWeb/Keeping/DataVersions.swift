import AlmanacCore

/// The one rule for when something kept between requests is stale. What an answer shows comes
/// from the datasets (their records and freshness: versioned by each one's refresh time and
/// latest failure, `FreshnessTable`) and from the visitor's profile (versioned by its revision,
/// which every write of the profile's things counts: `ProfileRecord.revision`). Anything kept is
/// keyed by those versions, so a refresh, a failed refresh and a profile write each make the
/// next answer new, and nothing else does.
///
/// The versions themselves are read from the store, and kept here while the store's change
/// stamp for them stays put (`StoreChanges`): on SQLite the wal-index stamp that every commit
/// moves, read from memory; on PostgreSQL the count of the notices every instance's commits
/// send. A request then learns whether anything it would show changed without asking the store.
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

    /// Every dataset's freshness now: the datasets' version.
    func freshnessTable() async throws -> FreshnessTable {
        let read = try await freshness.value(true, stamp: try await changes.stamp(of: .datasets)) {
            var freshness: [Freshness?] = []
            for dataset in DatasetID.allCases { freshness.append(try await datasets.freshness(of: dataset)) }
            return FreshnessTable(freshness)
        }
        // The read always finds a table.
        return read ?? FreshnessTable(DatasetID.allCases.map { _ in nil })
    }

    /// The profile's record now (its preferences and revision); nil when there is no such profile.
    func profile(_ profile: ProfileID) async throws -> ProfileRecord? {
        try await records.value(profile, stamp: try await changes.stamp(of: .profile(profile))) { try await profiles.record(profile) }
    }

    /// This process just marked the profile used: a write no stamp announces to other instances
    /// (each marks it at most once a day), read afresh by this one's next request.
    func forgetProfile(_ profile: ProfileID) { records.forget(profile) }
}
