import AlmanacCore
import Foundation

/// Stars, in `profile_star`: one row per profile and record, newest first. Deleted, exported and
/// copied with the rest of a profile (`SQLProfileStore`).
public struct SQLStarStore: StarStore {
    private let database: any SQLDatabase

    public init(database: any SQLDatabase) { self.database = database }

    public func star(_ star: Star, for profile: ProfileID, limit: Int) async throws {
        try await database.write(.profile(profile)) { session in
            let starred = try await session.count(
                """
                SELECT COUNT(*) FROM profile_star WHERE profile_id = \(profile.rawValue) AND NOT (kind = \(star.kind.rawValue) AND id = \(star.id))
                """)
            guard starred < limit else { throw ProfileLimitReached(what: "stars", limit: limit) }
            // Starred again, it is the newest: a new row, so the insertion order says so too.
            try await session.execute(
                "DELETE FROM profile_star WHERE profile_id = \(profile.rawValue) AND kind = \(star.kind.rawValue) AND id = \(star.id)")
            try await session.execute(
                """
                INSERT INTO profile_star (profile_id, kind, id, name, starred_at)
                VALUES (\(profile.rawValue), \(star.kind.rawValue), \(star.id), \(star.name), \(star.starredAt.timeIntervalSince1970))
                """)
        }
    }

    public func unstar(_ kind: StarKind, id: String, for profile: ProfileID) async throws -> Star? {
        try await database.write(.profile(profile)) { session in
            try await session.firstRow(
                """
                DELETE FROM profile_star WHERE profile_id = \(profile.rawValue) AND kind = \(kind.rawValue) AND id = \(id)
                RETURNING kind, id, name, starred_at
                """
            ).flatMap(Self.star)
        }
    }

    public func stars(of profile: ProfileID) async throws -> [Star] {
        try await database.read { try await $0.stars(of: profile) }
    }

    public func feedToken(of profile: ProfileID) async throws -> String? {
        try await database.read {
            try await $0.value("SELECT token FROM profile_feed WHERE profile_id = \(profile.rawValue)", as: String.self)
        }
    }

    public func keepFeedToken(_ token: String, for profile: ProfileID) async throws -> String {
        try await database.write(.profile(profile)) { session in
            // Two first visits at once: the first token kept is the one both answer.
            try await session.execute(
                "INSERT INTO profile_feed (profile_id, token) VALUES (\(profile.rawValue), \(token)) ON CONFLICT (profile_id) DO NOTHING")
            return try await session.value("SELECT token FROM profile_feed WHERE profile_id = \(profile.rawValue)", as: String.self) ?? token
        }
    }

    public func owner(ofFeedToken token: String) async throws -> ProfileRevision? {
        try await database.read { session in
            // One read for both: the owner, and the revision its calendar is kept drawn by.
            let row = try await session.firstRow(
                """
                SELECT profile.id, profile.revision FROM profile_feed JOIN profile ON profile.id = profile_feed.profile_id
                WHERE profile_feed.token = \(token)
                """)
            guard let row, let profile = ProfileID(token: try row["id"]) else { return nil }
            return ProfileRevision(profile: profile, revision: try row["revision"])
        }
    }

    /// The star in a row of `kind, id, name, starred_at`; nil for a kind this build does not know.
    fileprivate static func star(_ row: SQLRow) throws -> Star? {
        guard let kind = StarKind(rawValue: try row["kind"]) else { return nil }
        return Star(kind: kind, id: try row["id"], name: try row["name"], starredAt: Date(timeIntervalSince1970: try row["starred_at"]))
    }
}

extension SQLSession {
    /// A profile's stars, newest first; a kind this build does not know is left out.
    func stars(of profile: ProfileID) async throws -> [Star] {
        try await rows(
            """
            SELECT kind, id, name, starred_at FROM profile_star WHERE profile_id = \(profile.rawValue)
            ORDER BY starred_at DESC, \(engine.insertionOrder) DESC
            """
        ).compactMap(SQLStarStore.star)
    }

}
