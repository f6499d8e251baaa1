import AlmanacCore
import Foundation
import GRDB

/// Profiles in SQLite: `profile` (made on a profile's first change, touched on each), the
/// one-time device-move codes, and what each holds in `weather_city`, `profile_recent_search`
/// and `profile_recent_view`, read and deleted together here.
public struct SQLiteProfileStore: ProfileStore {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    /// The tables holding a profile's things, by the column naming it.
    private static let holdings = ["weather_city", "profile_recent_search", "profile_recent_view"]

    public func record(_ profile: ProfileID) async throws -> ProfileRecord? {
        try await database.writer.read { db in
            try Row.fetchOne(db, sql: "SELECT touched_at, units, safe_mode, returned FROM profile WHERE id = ?", arguments: [profile.rawValue]).map { row in
                ProfileRecord(lastUsedAt: Date(timeIntervalSince1970: row[0]), preferences: Self.preferences(row, from: 1), hasReturned: row[3])
            }
        }
    }

    public func savePreferences(_ preferences: ProfilePreferences, for profile: ProfileID) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE profile SET units = ?, safe_mode = ? WHERE id = ?",
                           arguments: [preferences.units?.rawValue, preferences.safeMode?.rawValue, profile.rawValue])
        }
    }

    /// The preferences in the row's columns from `index` (units, safe mode); unknown words are unset.
    private static func preferences(_ row: Row, from index: Int) -> ProfilePreferences {
        ProfilePreferences(
            units: (row[index] as String?).flatMap(UnitSystem.init(rawValue:)),
            safeMode: (row[index + 1] as String?).flatMap(SafeMode.init(rawValue:))
        )
    }

    public func touch(_ profile: ProfileID, at date: Date) async throws {
        try await database.writer.write { db in
            try db.execute(sql: """
                INSERT INTO profile (id, created_at, touched_at) VALUES (?1, ?2, ?2)
                ON CONFLICT (id) DO UPDATE SET touched_at = ?2
                """, arguments: [profile.rawValue, date.timeIntervalSince1970])
        }
    }

    public func startVisitor(_ profile: ProfileID, at date: Date) async throws {
        try await database.writer.write { db in
            try db.execute(sql: """
                INSERT INTO profile (id, created_at, touched_at, returned) VALUES (?1, ?2, ?2, 0)
                ON CONFLICT (id) DO UPDATE SET touched_at = ?2
                """, arguments: [profile.rawValue, date.timeIntervalSince1970])
        }
    }

    public func markReturned(_ profile: ProfileID, at date: Date) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE profile SET returned = 1, touched_at = ? WHERE id = ?", arguments: [date.timeIntervalSince1970, profile.rawValue])
        }
    }

    public func saveMoveCode(_ code: String, for profile: ProfileID, expiresAt expiry: Date) async throws {
        try await database.writer.write { db in
            try db.execute(sql: """
                DELETE FROM profile_move_code WHERE code IN (
                  SELECT code FROM profile_move_code WHERE profile_id = ? ORDER BY expires_at DESC LIMIT -1 OFFSET ?)
                """, arguments: [profile.rawValue, Profiles.moveCodeLimit - 1])
            try db.execute(sql: "INSERT INTO profile_move_code (code, profile_id, expires_at) VALUES (?, ?, ?)",
                           arguments: [code, profile.rawValue, expiry.timeIntervalSince1970])
        }
    }

    public func redeemMoveCode(_ code: String, at date: Date) async throws -> ProfileID? {
        try await database.writer.write { db in
            let row = try Row.fetchOne(db, sql: "SELECT profile_id, expires_at FROM profile_move_code WHERE code = ?", arguments: [code])
            // Used up whatever happens next: a code works once; expired ones go with it.
            try db.execute(sql: "DELETE FROM profile_move_code WHERE code = ? OR expires_at < ?", arguments: [code, date.timeIntervalSince1970])
            guard let row, date.timeIntervalSince1970 <= row["expires_at"] else { return nil }
            return ProfileID(token: row["profile_id"])
        }
    }

    public func export(_ profile: ProfileID) async throws -> ProfileExport {
        try await database.writer.read { db in
            let row = try Row.fetchOne(db, sql: "SELECT created_at, touched_at, units, safe_mode FROM profile WHERE id = ?", arguments: [profile.rawValue])
            let dates = row.map { ($0["created_at"] as Double, $0["touched_at"] as Double) }
            return ProfileExport(
                createdAt: dates.flatMap { $0.0 > 0 ? Date(timeIntervalSince1970: $0.0) : nil },
                lastUsedAt: dates.flatMap { $0.1 > 0 ? Date(timeIntervalSince1970: $0.1) : nil },
                preferences: row.map { Self.preferences($0, from: 2) } ?? ProfilePreferences(),
                savedCities: try SavedCityRow.listed(profile, db), recentSearches: try RecentSearchRow.listed(profile, db),
                recentlyViewed: try RecentViewRow.listed(profile, db)
            )
        }
    }

    public func delete(_ profile: ProfileID) async throws {
        try await database.writer.write { db in try Self.delete(profile.rawValue, in: db) }
    }

    public func everyProfile() async throws -> [ProfileID] {
        try await database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT id FROM profile ORDER BY id <> ?, touched_at, id", arguments: [ProfileID.local.rawValue])
                .compactMap(ProfileID.init(token:))
        }
    }

    public func deleteProfiles(untouchedSince date: Date, unreturnedSince: Date) async throws -> Int {
        try await database.writer.write { db in
            let ids = try String.fetchAll(db, sql: """
                SELECT id FROM profile WHERE (touched_at < ? OR (returned = 0 AND created_at < ?)) AND id <> ?
                """, arguments: [date.timeIntervalSince1970, unreturnedSince.timeIntervalSince1970, ProfileID.local.rawValue])
            for id in ids { try Self.delete(id, in: db) }
            return ids.count
        }
    }

    private static func delete(_ id: String, in db: Database) throws {
        for table in holdings { try db.execute(sql: "DELETE FROM \(table) WHERE profile_id = ?", arguments: [id]) }
        // The local profile always exists: emptied (its preferences too), it stays.
        if id != ProfileID.local.rawValue {
            try db.execute(sql: "DELETE FROM profile WHERE id = ?", arguments: [id])
        } else {
            try db.execute(sql: "UPDATE profile SET units = NULL, safe_mode = NULL WHERE id = ?", arguments: [id])
        }
    }
}
