import AlmanacCore
import GRDB

/// `weather_city`: saved cities, and the one removed city that can still be restored.
enum SavedCityRow {
    static let columns = "id, place_id, name, region, country_code, latitude, longitude, time_zone, position"

    static func city(_ row: Row) -> SavedCity {
        SavedCity(
            id: row[0], placeID: row[1], name: row[2], region: row[3], countryCode: row[4],
            latitude: row[5], longitude: row[6], timeZone: row[7], position: row[8] ?? 0
        )
    }

    static func listed(_ db: Database) throws -> [SavedCity] {
        try Row.fetchAll(db, sql: "SELECT \(columns) FROM weather_city WHERE position IS NOT NULL ORDER BY position").map(city)
    }

    static func listed(id: Int64, in db: Database) throws -> SavedCity? {
        try Row.fetchOne(db, sql: "SELECT \(columns) FROM weather_city WHERE id = ? AND position IS NOT NULL", arguments: [id]).map(city)
    }

    static func count(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM weather_city WHERE position IS NOT NULL") ?? 0
    }

    /// A city written in this very transaction could not be read back: the file is not what
    /// the migrations made (never expected; reported rather than crashing).
    static func vanished(_ id: Int64) throws -> SavedCity {
        throw NotFound(.savedCity, id: String(id))
    }

    /// Makes room at `position`: every listed city there or after moves one down.
    static func openGap(at position: Int, in db: Database) throws {
        try db.execute(sql: "UPDATE weather_city SET position = position + 1 WHERE position >= ?", arguments: [position])
    }

    /// Closes the gap a city left at `position`.
    static func closeGap(at position: Int, in db: Database) throws {
        try db.execute(sql: "UPDATE weather_city SET position = position - 1 WHERE position > ?", arguments: [position])
    }
}
