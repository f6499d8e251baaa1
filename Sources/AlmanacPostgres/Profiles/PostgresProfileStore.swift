import AlmanacStore
import AlmanacCore
import Foundation
import PostgresNIO

/// Profiles in PostgreSQL: `profile` (made on a profile's first change, touched on each), the
/// one-time device-move codes, and what each holds in `weather_city`, `profile_recent_search`
/// and `profile_recent_view`, read and deleted together here.
public struct PostgresProfileStore: ProfileStore {
    private let database: PostgresDatabase

    public init(database: PostgresDatabase) { self.database = database }

    /// The tables holding a profile's things, by the column naming it.
    private static let holdings = ["weather_city", "profile_recent_search", "profile_recent_view"]

    /// The preferences in the row's columns from `index` (units, safe mode); unknown words are unset.
    private static func preferences(units: String?, safeMode: String?) -> ProfilePreferences {
        ProfilePreferences(units: units.flatMap(UnitSystem.init(rawValue:)), safeMode: safeMode.flatMap(SafeMode.init(rawValue:)))
    }

    public func record(_ profile: ProfileID) async throws -> ProfileRecord? {
        try await database.read { connection in
            try await connection.firstRow("SELECT touched_at, units, safe_mode, returned FROM profile WHERE id = \(profile.rawValue)").map { row in
                let (touchedAt, units, safeMode, returned) = try row.decode((Double, String?, String?, Bool).self)
                return ProfileRecord(
                    lastUsedAt: Date(timeIntervalSince1970: touchedAt), preferences: Self.preferences(units: units, safeMode: safeMode), hasReturned: returned
                )
            }
        }
    }

    public func savePreferences(_ preferences: ProfilePreferences, for profile: ProfileID) async throws {
        try await database.write(.profile(profile)) { connection in
            try await connection.run("""
                UPDATE profile SET units = \(preferences.units?.rawValue), safe_mode = \(preferences.safeMode?.rawValue) WHERE id = \(profile.rawValue)
                """)
        }
    }

    public func touch(_ profile: ProfileID, at date: Date) async throws {
        try await database.read { connection in
            try await connection.run("""
                INSERT INTO profile (id, created_at, touched_at) VALUES (\(profile.rawValue), \(date.timeIntervalSince1970), \(date.timeIntervalSince1970))
                ON CONFLICT (id) DO UPDATE SET touched_at = excluded.touched_at
                """)
        }
    }

    public func startVisitor(_ profile: ProfileID, at date: Date) async throws {
        try await database.read { connection in
            try await connection.run("""
                INSERT INTO profile (id, created_at, touched_at, returned)
                VALUES (\(profile.rawValue), \(date.timeIntervalSince1970), \(date.timeIntervalSince1970), false)
                ON CONFLICT (id) DO UPDATE SET touched_at = excluded.touched_at
                """)
        }
    }

    public func markReturned(_ profile: ProfileID, at date: Date) async throws {
        try await database.read { connection in
            try await connection.run("UPDATE profile SET returned = true, touched_at = \(date.timeIntervalSince1970) WHERE id = \(profile.rawValue)")
        }
    }

    public func saveMoveCode(_ code: String, for profile: ProfileID, expiresAt expiry: Date) async throws {
        try await database.write(.profile(profile)) { connection in
            try await connection.run("""
                DELETE FROM profile_move_code WHERE code IN (
                  SELECT code FROM profile_move_code WHERE profile_id = \(profile.rawValue) ORDER BY expires_at DESC OFFSET \(Profiles.moveCodeLimit - 1))
                """)
            try await connection.run("""
                INSERT INTO profile_move_code (code, profile_id, expires_at) VALUES (\(code), \(profile.rawValue), \(expiry.timeIntervalSince1970))
                """)
        }
    }

    public func redeemMoveCode(_ code: String, at date: Date) async throws -> ProfileID? {
        try await database.write(.profiles) { connection in
            // Used up whatever happens next (DELETE … RETURNING: two instances cannot both use
            // it); expired ones go with it.
            let row = try await connection.firstRow("""
                DELETE FROM profile_move_code WHERE code = \(code) RETURNING profile_id, expires_at
                """)
            try await connection.run("DELETE FROM profile_move_code WHERE expires_at < \(date.timeIntervalSince1970)")
            guard let (profileID, expiresAt) = try row?.decode((String, Double).self), date.timeIntervalSince1970 <= expiresAt else { return nil }
            return ProfileID(token: profileID)
        }
    }

    public func export(_ profile: ProfileID) async throws -> ProfileExport {
        try await database.snapshot { connection in
            let row = try await connection.firstRow("""
                SELECT created_at, touched_at, units, safe_mode FROM profile WHERE id = \(profile.rawValue)
                """)?.decode((Double, Double, String?, String?).self)
            return ProfileExport(
                createdAt: row.flatMap { $0.0 > 0 ? Date(timeIntervalSince1970: $0.0) : nil },
                lastUsedAt: row.flatMap { $0.1 > 0 ? Date(timeIntervalSince1970: $0.1) : nil },
                preferences: row.map { Self.preferences(units: $0.2, safeMode: $0.3) } ?? ProfilePreferences(),
                savedCities: try await connection.savedCities(of: profile), recentSearches: try await connection.recentSearches(of: profile),
                recentlyViewed: try await connection.recentViews(of: profile)
            )
        }
    }

    public func delete(_ profile: ProfileID) async throws {
        try await database.write(.profile(profile)) { try await Self.delete(profile.rawValue, in: $0) }
    }

    public func everyProfile() async throws -> [ProfileID] {
        try await database.read { connection in
            try await connection.rows("""
                SELECT id FROM profile ORDER BY id <> \(ProfileID.local.rawValue), touched_at, id COLLATE "C"
                """).compactMap { ProfileID(token: try $0.decode(String.self)) }
        }
    }

    public func deleteProfiles(untouchedSince date: Date, unreturnedSince: Date) async throws -> Int {
        try await database.write(.profiles) { connection in
            let ids = try await connection.rows("""
                SELECT id FROM profile
                WHERE (touched_at < \(date.timeIntervalSince1970) OR (NOT returned AND created_at < \(unreturnedSince.timeIntervalSince1970)))
                  AND id <> \(ProfileID.local.rawValue)
                """).map { try $0.decode(String.self) }
            for id in ids { try await Self.delete(id, in: connection) }
            return ids.count
        }
    }

    private static func delete(_ id: String, in connection: PostgresConnection) async throws {
        for table in holdings { try await connection.run(PostgresQuery(unsafeSQL: "DELETE FROM \(table) WHERE profile_id = $1", binds: binds(id))) }
        // The local profile always exists: emptied (its preferences too), it stays.
        if id != ProfileID.local.rawValue {
            try await connection.run("DELETE FROM profile WHERE id = \(id)")
        } else {
            try await connection.run("UPDATE profile SET units = NULL, safe_mode = NULL WHERE id = \(id)")
        }
    }

    private static func binds(_ id: String) -> PostgresBindings {
        var binds = PostgresBindings()
        binds.append(id)
        return binds
    }
}
