import AlmanacStore
import AlmanacCore
import Foundation
import PostgresNIO

/// Places, saved cities and forecasts in PostgreSQL. A profile's cities change one at a time
/// (its write lock), so the checks before a change (already saved, the limit) hold when it lands.
public struct PostgresWeatherStore: WeatherStore {
    private let database: PostgresDatabase
    /// Forecasts decoded from their JSON, by row id (a row is never changed, only replaced by one
    /// with a new id): every weather page reads one per saved city.
    private let decodedForecasts = PerRefreshCache<Int64, Forecast>(limit: 64)

    public init(database: PostgresDatabase) { self.database = database }

    // MARK: Places

    public func replacePlaceList(_ places: [Place], body: Data, origin: Origin, at date: Date) async throws {
        try await database.write(.dataset(.weather)) { connection in
            try await connection.run("DELETE FROM weather_place WHERE in_list AND NOT from_geocoder")
            try await connection.run("UPDATE weather_place SET in_list = FALSE")
            try await PostgresPlaceRow.upsert(places, inList: true, fromGeocoder: false, in: connection)
            try await connection.saveDocument(SnapshotDocument(path: SnapshotLayout.weatherCities, body: body), of: .weather)
            try await connection.recordFreshness(of: .weather, origin: origin, at: date)
        }
    }

    public func saveGeocoding(_ places: [Place], query: String, body: Data, origin: Origin, at date: Date) async throws -> [Place] {
        try await database.write(.dataset(.weather)) { connection in
            let stored = try await PostgresPlaceRow.upsert(places, inList: false, fromGeocoder: true, in: connection)
            try await connection.run("""
                INSERT INTO weather_geocoding (query, body, fetched_at) VALUES (\(query), \(body), \(date.timeIntervalSince1970))
                ON CONFLICT (query) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at
                """)
            try await connection.recordFreshness(of: .weather, origin: origin, at: date)
            return stored
        }
    }

    public func searchPlaces(_ text: String, limit: Int) async throws -> [Place] {
        let folded = text.foldedForSearch.trimmingCharacters(in: .whitespaces)
        guard !folded.isEmpty else { return [] }
        // Prefix ranges on the two indexes (byte order): everything ≥ "lon" and < "lon" + the last code point.
        let end = folded + "\u{10FFFF}"
        return try await database.read { connection in
            try await connection.rows("""
                SELECT \(unescaped: PostgresPlaceRow.columns) FROM weather_place p
                WHERE p.id IN (
                    SELECT id FROM weather_place WHERE folded_name >= \(folded) AND folded_name < \(end)
                    UNION SELECT place_id FROM weather_place_word WHERE word >= \(folded) AND word < \(end)
                )
                ORDER BY CASE WHEN p.folded_name = \(folded) THEN 0 WHEN p.folded_name >= \(folded) AND p.folded_name < \(end) THEN 1 ELSE 2 END,
                         p.population IS NULL, p.population DESC, p.name COLLATE "C", p.id COLLATE "C"
                LIMIT \(limit)
                """).map(PostgresPlaceRow.place)
        }
    }

    public func place(id: String) async throws -> Place? {
        try await database.read { connection in
            try await connection.firstRow("SELECT \(unescaped: PostgresPlaceRow.columns) FROM weather_place p WHERE p.id = \(id)").map(PostgresPlaceRow.place)
        }
    }

    // MARK: Saved cities

    public func savedCities(of profile: ProfileID) async throws -> [SavedCity] {
        try await database.read { try await $0.savedCities(of: profile) }
    }

    public func everySavedCity() async throws -> [SavedCity] {
        try await database.read { connection in
            try await connection.rows("""
                SELECT \(unescaped: PostgresConnection.savedCityColumns) FROM weather_city WHERE position IS NOT NULL
                ORDER BY (SELECT touched_at FROM profile WHERE profile.id = weather_city.profile_id) DESC NULLS LAST, id
                """).map(PostgresConnection.savedCity)
        }
    }

    public func savedCity(id: Int64, of profile: ProfileID) async throws -> SavedCity? {
        try await database.read { try await $0.savedCity(id: id, of: profile) }
    }

    public func addCity(_ city: NewCity, for profile: ProfileID) async throws -> SavedCity {
        try await database.write(.profile(profile)) { connection in
            let listed = try await connection.savedCities(of: profile)
            if let saved = listed.first(where: { $0.isSamePlace(as: city) }) { throw CityAlreadySaved(city: saved) }
            guard listed.count < SavedCity.limit else { throw ProfileLimitReached(what: "saved cities", limit: SavedCity.limit) }
            guard let row = try await connection.firstRow("""
                INSERT INTO weather_city (profile_id, place_id, name, region, country_code, latitude, longitude, time_zone, position)
                VALUES (\(profile.rawValue), \(city.placeID), \(city.name), \(city.region), \(city.countryCode), \(city.latitude),
                        \(city.longitude), \(city.timeZone), \(listed.count + 1))
                RETURNING \(unescaped: PostgresConnection.savedCityColumns)
                """) else { throw NotFound(.savedCity, id: "new") }
            return try PostgresConnection.savedCity(row)
        }
    }

    public func removeCity(id: Int64, of profile: ProfileID) async throws -> SavedCity {
        try await database.write(.profile(profile)) { connection in
            guard let city = try await connection.savedCity(id: id, of: profile) else { throw NotFound(.savedCity, id: String(id)) }
            // Only the latest removal can be undone.
            try await connection.run("DELETE FROM weather_city WHERE profile_id = \(profile.rawValue) AND position IS NULL")
            try await connection.run("UPDATE weather_city SET position = NULL, removed_position = \(city.position) WHERE id = \(id)")
            try await connection.closeGap(at: city.position, of: profile)
            return city
        }
    }

    public func restoreCity(id: Int64, of profile: ProfileID) async throws -> SavedCity {
        try await database.write(.profile(profile)) { connection in
            guard let row = try await connection.firstRow("""
                SELECT \(unescaped: PostgresConnection.savedCityColumns), removed_position FROM weather_city
                WHERE id = \(id) AND profile_id = \(profile.rawValue) AND position IS NULL
                """) else {
                if let listed = try await connection.savedCity(id: id, of: profile) { return listed }
                throw NotFound(.removedCity, id: String(id))
            }
            let removed = try PostgresConnection.savedCity(row)
            let removedPosition = try PostgresRandomAccessRow(row)[9].decode(Int?.self)
            let listed = try await connection.savedCities(of: profile)
            let draft = try NewCity(name: removed.name, latitude: removed.latitude, longitude: removed.longitude, placeID: removed.placeID)
            if let saved = listed.first(where: { $0.isSamePlace(as: draft) }) { throw CityAlreadySaved(city: saved) }
            guard listed.count < SavedCity.limit else { throw ProfileLimitReached(what: "saved cities", limit: SavedCity.limit) }
            let position = min(removedPosition ?? listed.count + 1, listed.count + 1)
            try await connection.openGap(at: position, of: profile)
            try await connection.run("UPDATE weather_city SET position = \(position), removed_position = NULL WHERE id = \(id)")
            guard let restored = try await connection.savedCity(id: id, of: profile) else { throw NotFound(.savedCity, id: String(id)) }
            return restored
        }
    }

    public func moveCity(id: Int64, to position: Int, of profile: ProfileID) async throws -> SavedCity {
        try await database.write(.profile(profile)) { connection in
            guard let city = try await connection.savedCity(id: id, of: profile) else { throw NotFound(.savedCity, id: String(id)) }
            let count = try await connection.count("""
                SELECT COUNT(*) FROM weather_city WHERE profile_id = \(profile.rawValue) AND position IS NOT NULL
                """)
            let position = min(position, count)
            try await connection.closeGap(at: city.position, of: profile)
            try await connection.openGap(at: position, of: profile)
            try await connection.run("UPDATE weather_city SET position = \(position) WHERE id = \(id)")
            guard let moved = try await connection.savedCity(id: id, of: profile) else { throw NotFound(.savedCity, id: String(id)) }
            return moved
        }
    }

    public func setTimeZone(_ zone: String, ofCity id: Int64) async throws {
        try await database.read { connection in
            try await connection.run("UPDATE weather_city SET time_zone = \(zone) WHERE id = \(id)")
        }
    }

    // MARK: Forecasts

    public func forecast(nearLatitude latitude: Double, longitude: Double) async throws -> StoredForecast? {
        let tolerance = Forecast.nearbyTolerance
        return try await database.snapshot { connection in
            // The nearest grid point; the newest forecast when two are as near.
            guard let row = try await connection.firstRow("""
                SELECT id, fetched_at, origin_kind, origin_location FROM weather_forecast
                WHERE latitude BETWEEN \(latitude - tolerance) AND \(latitude + tolerance)
                  AND longitude BETWEEN \(longitude - tolerance) AND \(longitude + tolerance)
                ORDER BY (latitude - \(latitude)) ^ 2 + (longitude - \(longitude)) ^ 2, fetched_at DESC
                LIMIT 1
                """) else { return nil }
            let (id, fetchedAt, originKind, originLocation) = try row.decode((Int64, Double, String, String).self)
            let forecast = try await decodedForecasts.value(for: id, version: 0) {
                let body = try await connection.firstRow("SELECT forecast FROM weather_forecast WHERE id = \(id)")?.decode(Data.self)
                return try JSONDecoder().decode(Forecast.self, from: body ?? Data())
            }
            return StoredForecast(
                forecast: forecast, fetchedAt: Date(timeIntervalSince1970: fetchedAt),
                origin: Origin(kind: Origin.Kind(rawValue: originKind) ?? .upstream, location: originLocation)
            )
        }
    }

    public func saveForecast(_ fetched: FetchedForecast, origin: Origin, at date: Date) async throws {
        let encoded = try JSONEncoder().encode(fetched.forecast)
        let (latitude, longitude) = (fetched.forecast.latitude, fetched.forecast.longitude)
        let tolerance = Forecast.sameGridPoint
        try await database.write(.dataset(.weather)) { connection in
            try await connection.run("""
                DELETE FROM weather_forecast
                WHERE latitude BETWEEN \(latitude - tolerance) AND \(latitude + tolerance)
                  AND longitude BETWEEN \(longitude - tolerance) AND \(longitude + tolerance)
                """)
            try await connection.run("""
                INSERT INTO weather_forecast (latitude, longitude, fetched_at, origin_kind, origin_location, forecast, body)
                VALUES (\(latitude), \(longitude), \(date.timeIntervalSince1970), \(origin.kind.rawValue), \(origin.location), \(encoded), \(fetched.body))
                """)
            try await connection.recordFreshness(of: .weather, origin: origin, at: date)
        }
    }
}
