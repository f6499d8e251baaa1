import AlmanacCore
import Foundation

/// Profiles: `profile` (made on a profile's first change, touched on a visit a day after the
/// last), the one-time device-move codes, and what each holds in `weather_city`,
/// `profile_recent_search`, `profile_recent_view`, `profile_star` and the push tables, read and
/// deleted together here.
public struct SQLProfileStore: ProfileStore {
    private let database: any SQLDatabase

    public init(database: any SQLDatabase) { self.database = database }

    /// The tables holding a profile's things, by the column naming it.
    private static let holdings = [
        "weather_city", "profile_recent_search", "profile_recent_view", "profile_star", "profile_feed", "push_subscription", "profile_reminder",
    ]

    /// The preferences in a row's `units` and `safe_mode`; unknown words are unset.
    private static func preferences(_ row: SQLRow) throws -> ProfilePreferences {
        ProfilePreferences(
            units: (try row["units"] as String?).flatMap(UnitSystem.init(rawValue:)),
            safeMode: (try row["safe_mode"] as String?).flatMap(SafeMode.init(rawValue:))
        )
    }

    public func record(_ profile: ProfileID) async throws -> ProfileRecord? {
        try await database.read { session in
            guard
                let row = try await session.firstRow(
                    "SELECT touched_at, units, safe_mode, returned, revision FROM profile WHERE id = \(profile.rawValue)")
            else { return nil }
            return ProfileRecord(
                lastUsedAt: Date(timeIntervalSince1970: try row["touched_at"]), preferences: try Self.preferences(row),
                hasReturned: try row["returned"], revision: try row["revision"],
                newestView: try await session.recentViews(of: profile, limit: 1).first
            )
        }
    }

    public func savePreferences(_ preferences: ProfilePreferences, for profile: ProfileID) async throws {
        try await database.write(.profile(profile)) { session in
            try await session.execute(
                """
                UPDATE profile SET units = \(preferences.units?.rawValue), safe_mode = \(preferences.safeMode?.rawValue) WHERE id = \(profile.rawValue)
                """)
        }
    }

    public func touch(_ profile: ProfileID, at date: Date) async throws {
        try await database.execute(
            """
            INSERT INTO profile (id, created_at, touched_at) VALUES (\(profile.rawValue), \(date.timeIntervalSince1970), \(date.timeIntervalSince1970))
            ON CONFLICT (id) DO UPDATE SET touched_at = excluded.touched_at
            """)
    }

    public func startVisitor(_ profile: ProfileID, at date: Date) async throws {
        try await database.execute(
            """
            INSERT INTO profile (id, created_at, touched_at, returned)
            VALUES (\(profile.rawValue), \(date.timeIntervalSince1970), \(date.timeIntervalSince1970), \(false))
            ON CONFLICT (id) DO UPDATE SET touched_at = excluded.touched_at
            """)
    }

    public func markReturned(_ profile: ProfileID, at date: Date) async throws {
        try await database.execute("UPDATE profile SET returned = \(true), touched_at = \(date.timeIntervalSince1970) WHERE id = \(profile.rawValue)")
    }

    public func saveMoveCode(_ code: String, for profile: ProfileID, expiresAt expiry: Date) async throws {
        try await database.write(.profile(profile)) { session in
            // Room for the new code: the newest `moveCodeLimit - 1` stay.
            try await session.execute(
                """
                DELETE FROM profile_move_code WHERE profile_id = \(profile.rawValue) AND code NOT IN (
                  SELECT code FROM profile_move_code WHERE profile_id = \(profile.rawValue) ORDER BY expires_at DESC LIMIT \(Profiles.moveCodeLimit - 1))
                """)
            try await session.execute(
                """
                INSERT INTO profile_move_code (code, profile_id, expires_at) VALUES (\(code), \(profile.rawValue), \(expiry.timeIntervalSince1970))
                """)
        }
    }

    public func redeemMoveCode(_ code: String, at date: Date) async throws -> ProfileID? {
        try await database.write(.profiles) { session in
            // Used up whatever happens next (DELETE … RETURNING: two instances cannot both use
            // it); expired ones go with it.
            let row = try await session.firstRow("DELETE FROM profile_move_code WHERE code = \(code) RETURNING profile_id, expires_at")
            try await session.execute("DELETE FROM profile_move_code WHERE expires_at < \(date.timeIntervalSince1970)")
            guard let row, date.timeIntervalSince1970 <= (try row["expires_at"] as Double) else { return nil }
            return ProfileID(token: try row["profile_id"])
        }
    }

    public func export(_ profile: ProfileID) async throws -> ProfileExport {
        try await database.snapshot { session in
            let row = try await session.firstRow("SELECT created_at, touched_at, units, safe_mode FROM profile WHERE id = \(profile.rawValue)")
            func date(_ column: String) throws -> Date? {
                guard let seconds = try row?[column] as Double?, seconds > 0 else { return nil }
                return Date(timeIntervalSince1970: seconds)
            }
            return ProfileExport(
                createdAt: try date("created_at"), lastUsedAt: try date("touched_at"),
                preferences: try row.map(Self.preferences) ?? ProfilePreferences(),
                savedCities: try await session.savedCities(of: profile), recentSearches: try await session.recentSearches(of: profile),
                recentlyViewed: try await session.recentViews(of: profile), stars: try await session.stars(of: profile),
                reminderLead: try await session.value(
                    "SELECT lead_minutes FROM profile_reminder WHERE profile_id = \(profile.rawValue)", as: Int.self
                ).flatMap(ReminderLead.init(rawValue:)),
                reminderDevices: try await session.rows(
                    "SELECT endpoint, created_at FROM push_subscription WHERE profile_id = \(profile.rawValue) ORDER BY created_at DESC"
                ).map { row in
                    PushDevice(endpoint: try row["endpoint"], createdAt: Date(timeIntervalSince1970: try row["created_at"]))
                }
            )
        }
    }

    /// Holds the profile's lock like any change to it, without the revision count that a change
    /// makes (a deleted profile has none; the emptied local one counts its own).
    public func delete(_ profile: ProfileID) async throws {
        try await database.write([.profile(profile)]) { try await Self.delete(profile.rawValue, in: $0) }
    }

    public func everyProfile() async throws -> [ProfileID] {
        try await database.read { session in
            try await session.values(
                """
                SELECT id FROM profile ORDER BY id <> \(ProfileID.local.rawValue), touched_at, id\(session.engine.byteOrder)
                """, as: String.self
            ).compactMap(ProfileID.init(token:))
        }
    }

    public func deleteProfiles(untouchedSince date: Date, unreturnedSince: Date) async throws -> Int {
        try await database.write(.profiles) { session in
            let ids: [String] = try await session.values(
                """
                SELECT id FROM profile
                WHERE (touched_at < \(date.timeIntervalSince1970) OR (NOT returned AND created_at < \(unreturnedSince.timeIntervalSince1970)))
                  AND id <> \(ProfileID.local.rawValue)
                """)
            for id in ids { try await Self.delete(id, in: session) }
            return ids.count
        }
    }

    private static func delete(_ id: String, in session: any SQLSession) async throws {
        // What was pushed goes with the subscriptions it was pushed to.
        try await session.execute("DELETE FROM push_sent WHERE subscription_id IN (SELECT id FROM push_subscription WHERE profile_id = \(id))")
        for table in holdings { try await session.execute("DELETE FROM \(raw: table) WHERE profile_id = \(id)") }
        // The local profile always exists: emptied (its preferences too), it stays, at a later
        // revision than anything kept drawn for it.
        if id != ProfileID.local.rawValue {
            try await session.execute("DELETE FROM profile WHERE id = \(id)")
        } else {
            try await session.execute("UPDATE profile SET units = NULL, safe_mode = NULL, revision = revision + 1 WHERE id = \(id)")
        }
    }
}
