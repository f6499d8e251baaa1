import AlmanacCore
import GRDB

/// `weather_city`: each profile's saved cities, and its one removed city that can still be
/// restored. Positions are 1…count within a profile.
enum SavedCityRow {
    static let columns = "id, place_id, name, region, country_code, latitude, longitude, time_zone, position"

    static func city(_ row: Row) -> SavedCity {
        SavedCity(
            id: row[0], placeID: row[1], name: row[2], region: row[3], countryCode: row[4],
            latitude: row[5], longitude: row[6], timeZone: row[7], position: row[8] ?? 0
        )
    }

    static func listed(_ profile: ProfileID, _ db: Database) throws -> [SavedCity] {
        try Row.fetchAll(
            db, sql: "SELECT \(columns) FROM weather_city WHERE profile_id = ? AND position IS NOT NULL ORDER BY position",
            arguments: [profile.rawValue]
        ).map(city)
    }

    static func listed(id: Int64, of profile: ProfileID, in db: Database) throws -> SavedCity? {
        try Row.fetchOne(
            db, sql: "SELECT \(columns) FROM weather_city WHERE id = ? AND profile_id = ? AND position IS NOT NULL",
            arguments: [id, profile.rawValue]
        ).map(city)
    }

    static func count(_ profile: ProfileID, _ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM weather_city WHERE profile_id = ? AND position IS NOT NULL", arguments: [profile.rawValue]) ?? 0
    }

    /// A city written in this very transaction could not be read back: the file is not what
    /// the migrations made (never expected; reported rather than crashing).
    static func vanished(_ id: Int64) throws -> SavedCity {
        throw NotFound(.savedCity, id: String(id))
    }

    /// Makes room at `position`: every listed city there or after moves one down.
    static func openGap(at position: Int, of profile: ProfileID, in db: Database) throws {
        try db.execute(sql: "UPDATE weather_city SET position = position + 1 WHERE profile_id = ? AND position >= ?", arguments: [profile.rawValue, position])
    }

    /// Closes the gap a city left at `position`.
    static func closeGap(at position: Int, of profile: ProfileID, in db: Database) throws {
        try db.execute(sql: "UPDATE weather_city SET position = position - 1 WHERE profile_id = ? AND position > ?", arguments: [profile.rawValue, position])
    }
}
