import AlmanacCore
import Foundation
import PostgresNIO

/// `weather_city`: each profile's saved cities, and its one removed city that can still be
/// restored. Positions are 1…count within a profile.
extension PostgresConnection {
    static let savedCityColumns = "id, place_id, name, region, country_code, latitude, longitude, time_zone, position"

    static func savedCity(_ row: PostgresRow) throws -> SavedCity {
        let (id, placeID, name, region, countryCode, latitude, longitude, timeZone, position) =
            try row.decode((Int64, String?, String, String?, String, Double, Double, String?, Int?).self)
        return SavedCity(
            id: id, placeID: placeID, name: name, region: region, countryCode: countryCode,
            latitude: latitude, longitude: longitude, timeZone: timeZone, position: position ?? 0
        )
    }

    func savedCities(of profile: ProfileID) async throws -> [SavedCity] {
        try await rows("""
            SELECT \(unescaped: Self.savedCityColumns) FROM weather_city
            WHERE profile_id = \(profile.rawValue) AND position IS NOT NULL ORDER BY position
            """).map(Self.savedCity)
    }

    func savedCity(id: Int64, of profile: ProfileID) async throws -> SavedCity? {
        try await firstRow("""
            SELECT \(unescaped: Self.savedCityColumns) FROM weather_city
            WHERE id = \(id) AND profile_id = \(profile.rawValue) AND position IS NOT NULL
            """).map(Self.savedCity)
    }

    /// Makes room at `position`: every listed city there or after moves one down.
    func openGap(at position: Int, of profile: ProfileID) async throws {
        try await run("UPDATE weather_city SET position = position + 1 WHERE profile_id = \(profile.rawValue) AND position >= \(position)")
    }

    /// Closes the gap a city left at `position`.
    func closeGap(at position: Int, of profile: ProfileID) async throws {
        try await run("UPDATE weather_city SET position = position - 1 WHERE profile_id = \(profile.rawValue) AND position > \(position)")
    }
}
