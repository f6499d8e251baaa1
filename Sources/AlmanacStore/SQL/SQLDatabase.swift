import AlmanacCore

/// A database the stores run on: SQLite (`AppDatabase`) or PostgreSQL (`PostgresDatabase`).
/// Stores are written once against it; each engine keeps its own way of isolating work.
public protocol SQLDatabase: StoreChanges {
    var engine: SQLEngine { get }

    /// Throws `StoreNotReady` unless every migration of this build has run (a readiness check:
    /// it answers quickly or throws).
    func checkMigrated() async throws

    /// Runs `body` for single statements, where no two need to see the same state.
    func read<Result: Sendable>(_ body: @escaping @Sendable (any SQLSession) async throws -> Result) async throws -> Result

    /// Runs `body` in one read-only transaction that sees a single state of the database (a count
    /// and the page it counts agree).
    func snapshot<Result: Sendable>(_ body: @escaping @Sendable (any SQLSession) async throws -> Result) async throws -> Result

    /// Runs one statement that changes a row on its own, outside any transaction and lock (a
    /// profile's last use): the cheapest write each engine has.
    func execute(_ statement: SQL) async throws

    /// Runs `body` in one transaction, all of it or nothing, holding the write locks of `scopes`
    /// (PostgreSQL's advisory locks across instances; SQLite has one writer anyway), and makes
    /// the commit move the stamps of `topics` for every process (`StoreChanges`). Called by
    /// `write`, and directly only by a write that changes nothing a kept answer shows.
    func writeTransaction<Result: Sendable>(
        _ scopes: [WriteScope], announcing topics: [ChangeTopic], _ body: @escaping @Sendable (any SQLSession) async throws -> Result
    ) async throws -> Result
}

extension SQLDatabase {
    /// Runs `body` in one transaction holding the write locks of `scopes`; its commit moves the
    /// change stamps of what the scopes hold (`WriteScope.topic`) and of `also`, and counts the
    /// version of each dataset among them.
    public func write<Result: Sendable>(
        _ scopes: [WriteScope], announcing also: [ChangeTopic] = [], _ body: @escaping @Sendable (any SQLSession) async throws -> Result
    ) async throws -> Result {
        let topics = Array(Set(scopes.compactMap(\.topic) + also))
        return try await writeTransaction(scopes, announcing: topics) { session in
            let result = try await body(session)
            for case .dataset(let dataset) in topics { try await session.countVersion(of: dataset) }
            return result
        }
    }

    /// `write` for one scope. A write of a profile's things also counts a revision of the
    /// profile, in the same transaction: what any instance keeps drawn for the profile is
    /// stale from the moment the change is visible (`ProfileRecord.revision`). When the profile
    /// is gone (another request deleted it after this one found it), nothing is written and
    /// `ProfileGone` is thrown: no row is left naming a profile that does not exist.
    public func write<Result: Sendable>(
        _ scope: WriteScope, _ body: @escaping @Sendable (any SQLSession) async throws -> Result
    ) async throws -> Result {
        guard case .profile(let profile) = scope else { return try await write([scope], body) }
        return try await write([scope]) { session in
            let result = try await body(session)
            try await session.countRevision(of: profile)
            return result
        }
    }
}

extension SQLSession {
    /// Counts a change to `dataset` (see `SQLDatabase.write`).
    func countVersion(of dataset: DatasetID) async throws {
        try await execute(
            """
            INSERT INTO store_version (topic, version) VALUES (\(ChangeTopic.dataset(dataset).storedName), 1)
            ON CONFLICT (topic) DO UPDATE SET version = store_version.version + 1
            """)
    }

    /// Every dataset's version as stored, by `ChangeTopic.storedName`.
    public func storedVersions() async throws -> [String: Int64] {
        var versions: [String: Int64] = [:]
        for row in try await rows("SELECT topic, version FROM store_version") { versions[try row["topic"]] = try row["version"] }
        return versions
    }

    /// Counts a change to what `profile` holds (see `SQLDatabase.write`); throws `ProfileGone`
    /// when there is no such profile, which rolls the change back.
    func countRevision(of profile: ProfileID) async throws {
        let counted = try await firstRow("UPDATE profile SET revision = revision + 1 WHERE id = \(profile.rawValue) RETURNING id")
        guard counted != nil else { throw ProfileGone() }
    }

    /// The same for the profile that saved city `id`.
    func countRevision(ofProfileWithCity id: Int64) async throws {
        try await execute("UPDATE profile SET revision = revision + 1 WHERE id = (SELECT profile_id FROM weather_city WHERE id = \(id))")
    }

    /// The same for the profile of push subscription `id`.
    func countRevision(ofProfileWithSubscription id: String) async throws {
        try await execute(
            "UPDATE profile SET revision = revision + 1 WHERE id = (SELECT profile_id FROM push_subscription WHERE id = \(id))")
    }
}

extension ChangeTopic {
    /// The topic's name in `store_version` and in PostgreSQL's notices.
    public var storedName: String {
        switch self {
        case .dataset(let dataset): "dataset:" + dataset.rawValue
        case .profile(let profile): "profile:" + profile.rawValue
        case .everyProfile: "profiles"
        }
    }

    /// The topic `storedName` names; nil for an unknown name.
    public init?(storedName name: String) {
        if name == "profiles" {
            self = .everyProfile
        } else if name.hasPrefix("dataset:"), let dataset = DatasetID(rawValue: String(name.dropFirst("dataset:".count))) {
            self = .dataset(dataset)
        } else if name.hasPrefix("profile:"), let profile = ProfileID(token: String(name.dropFirst("profile:".count))) {
            self = .profile(profile)
        } else {
            return nil
        }
    }
}
