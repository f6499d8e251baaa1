import AlmanacCore
import Foundation
import GRDB

/// Places, saved cities and forecasts in SQLite.
public struct SQLiteWeatherStore: WeatherStore {
    private let database: AppDatabase
    /// Forecasts decoded from their JSON, by row id: every weather page reads one per saved
    /// city, and decoding a week of hours was most of its time. A household's cities fit.
    private let decodedForecasts = PerRefreshCache<Int64, Forecast>(limit: 64)

    public init(database: AppDatabase) { self.database = database }

    // MARK: Places

    public func replacePlaceList(_ places: [Place], body: Data, origin: Origin, at date: Date) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM weather_place WHERE in_list AND NOT from_geocoder")
            try db.execute(sql: "UPDATE weather_place SET in_list = 0")
            try PlaceRow.upsert(places, inList: true, fromGeocoder: false, in: db)
            try DatasetDocumentRecord(dataset: .weather, document: SnapshotDocument(path: SnapshotLayout.weatherCities, body: body)).save(db)
            try db.recordFreshness(of: .weather, origin: origin, at: date)
        }
    }

    public func saveGeocoding(_ places: [Place], query: String, body: Data, origin: Origin, at date: Date) async throws -> [Place] {
        try await database.writer.write { db in
            let stored = try PlaceRow.upsert(places, inList: false, fromGeocoder: true, in: db)
            try db.execute(
                sql: "INSERT OR REPLACE INTO weather_geocoding (query, body, fetched_at) VALUES (?, ?, ?)",
                arguments: [query, body, date.timeIntervalSince1970]
            )
            try db.recordFreshness(of: .weather, origin: origin, at: date)
            return stored
        }
    }

    public func searchPlaces(_ text: String, limit: Int) async throws -> [Place] {
        let folded = text.foldedForSearch.trimmingCharacters(in: .whitespaces)
        guard !folded.isEmpty else { return [] }
        // Prefix ranges on the two indexes: everything ≥ "lon" and < "lon" + the last code point.
        let end = folded + "\u{10FFFF}"
        return try await database.writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT \(PlaceRow.columns),
                       CASE WHEN p.folded_name = :text THEN 0 WHEN p.folded_name >= :text AND p.folded_name < :end THEN 1 ELSE 2 END AS rank
                FROM weather_place p
                WHERE p.id IN (
                    SELECT id FROM weather_place WHERE folded_name >= :text AND folded_name < :end
                    UNION SELECT place_id FROM weather_place_word WHERE word >= :text AND word < :end
                )
                ORDER BY rank, p.population IS NULL, p.population DESC, p.name, p.id
                LIMIT :limit
                """, arguments: ["text": folded, "end": end, "limit": limit]).map(PlaceRow.place)
        }
    }

    public func place(id: String) async throws -> Place? {
        try await database.writer.read { db in
            try Row.fetchOne(db, sql: "SELECT \(PlaceRow.columns) FROM weather_place p WHERE p.id = ?", arguments: [id]).map(PlaceRow.place)
        }
    }

    // MARK: Saved cities

    public func savedCities(of profile: ProfileID) async throws -> [SavedCity] {
        try await database.writer.read { db in try SavedCityRow.listed(profile, db) }
    }

    public func everySavedCity() async throws -> [SavedCity] {
        try await database.writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT \(SavedCityRow.columns) FROM weather_city WHERE position IS NOT NULL
                ORDER BY (SELECT touched_at FROM profile WHERE profile.id = weather_city.profile_id) DESC, id
                """).map(SavedCityRow.city)
        }
    }

    public func savedCity(id: Int64, of profile: ProfileID) async throws -> SavedCity? {
        try await database.writer.read { db in try SavedCityRow.listed(id: id, of: profile, in: db) }
    }

    public func addCity(_ city: NewCity, for profile: ProfileID) async throws -> SavedCity {
        try await database.writer.write { db in
            let listed = try SavedCityRow.listed(profile, db)
            if let saved = listed.first(where: { $0.isSamePlace(as: city) }) { throw CityAlreadySaved(city: saved) }
            guard listed.count < SavedCity.limit else { throw ProfileLimitReached(what: "saved cities", limit: SavedCity.limit) }
            try db.execute(sql: """
                INSERT INTO weather_city (profile_id, place_id, name, region, country_code, latitude, longitude, time_zone, position)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [
                    profile.rawValue, city.placeID, city.name, city.region, city.countryCode, city.latitude, city.longitude, city.timeZone,
                    listed.count + 1,
                ])
            return try SavedCityRow.listed(id: db.lastInsertedRowID, of: profile, in: db) ?? SavedCityRow.vanished(db.lastInsertedRowID)
        }
    }

    public func removeCity(id: Int64, of profile: ProfileID) async throws -> SavedCity {
        try await database.writer.write { db in
            guard let city = try SavedCityRow.listed(id: id, of: profile, in: db) else { throw NotFound(.savedCity, id: String(id)) }
            // Only the latest removal can be undone.
            try db.execute(sql: "DELETE FROM weather_city WHERE profile_id = ? AND position IS NULL", arguments: [profile.rawValue])
            try db.execute(sql: "UPDATE weather_city SET position = NULL, removed_position = ? WHERE id = ?", arguments: [city.position, id])
            try SavedCityRow.closeGap(at: city.position, of: profile, in: db)
            return city
        }
    }

    public func restoreCity(id: Int64, of profile: ProfileID) async throws -> SavedCity {
        try await database.writer.write { db in
            guard let row = try Row.fetchOne(
                db, sql: "SELECT \(SavedCityRow.columns), removed_position FROM weather_city WHERE id = ? AND profile_id = ? AND position IS NULL",
                arguments: [id, profile.rawValue]
            ) else {
                if let listed = try SavedCityRow.listed(id: id, of: profile, in: db) { return listed }
                throw NotFound(.removedCity, id: String(id))
            }
            let removed = SavedCityRow.city(row)
            let listed = try SavedCityRow.listed(profile, db)
            let draft = try NewCity(name: removed.name, latitude: removed.latitude, longitude: removed.longitude, placeID: removed.placeID)
            if let saved = listed.first(where: { $0.isSamePlace(as: draft) }) { throw CityAlreadySaved(city: saved) }
            guard listed.count < SavedCity.limit else { throw ProfileLimitReached(what: "saved cities", limit: SavedCity.limit) }
            let position = min(row[9] ?? listed.count + 1, listed.count + 1)
            try SavedCityRow.openGap(at: position, of: profile, in: db)
            try db.execute(sql: "UPDATE weather_city SET position = ?, removed_position = NULL WHERE id = ?", arguments: [position, id])
            return try SavedCityRow.listed(id: id, of: profile, in: db) ?? SavedCityRow.vanished(id)
        }
    }

    public func moveCity(id: Int64, to position: Int, of profile: ProfileID) async throws -> SavedCity {
        try await database.writer.write { db in
            guard let city = try SavedCityRow.listed(id: id, of: profile, in: db) else { throw NotFound(.savedCity, id: String(id)) }
            let position = min(position, try SavedCityRow.count(profile, db))
            try SavedCityRow.closeGap(at: city.position, of: profile, in: db)
            try SavedCityRow.openGap(at: position, of: profile, in: db)
            try db.execute(sql: "UPDATE weather_city SET position = ? WHERE id = ?", arguments: [position, id])
            return try SavedCityRow.listed(id: id, of: profile, in: db) ?? SavedCityRow.vanished(id)
        }
    }

    public func setTimeZone(_ zone: String, ofCity id: Int64) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE weather_city SET time_zone = ? WHERE id = ?", arguments: [zone, id])
        }
    }

    // MARK: Forecasts

    public func forecast(nearLatitude latitude: Double, longitude: Double) async throws -> StoredForecast? {
        let tolerance = Forecast.nearbyTolerance
        // Everything is copied out as Sendable values: the async read needs them, and a `[Row]`
        // result silently picks GRDB's blocking read, which starves the cooperative threads.
        return try await database.writer.read { db in
            let candidates = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT id, latitude, longitude, fetched_at, origin_kind, origin_location FROM weather_forecast
                WHERE latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?
                """), arguments: [latitude - tolerance, latitude + tolerance, longitude - tolerance, longitude + tolerance]
            ).map(StoredForecastRow.init)
            // The nearest grid point; the newest forecast when two are as near.
            func distance(_ row: StoredForecastRow) -> Double {
                let dLat = row.latitude - latitude, dLon = row.longitude - longitude
                return dLat * dLat + dLon * dLon
            }
            guard let nearest = candidates.min(by: { distance($0) < distance($1) || (distance($0) == distance($1) && $0.fetchedAt > $1.fetchedAt) }) else {
                return nil
            }
            // A forecast row is never changed, only replaced by one with a new id (AUTOINCREMENT
            // never reuses one), so its id alone says whether the decoded forecast is current.
            let forecast = try decodedForecasts.value(for: nearest.id, version: 0) {
                let body = try Data.fetchOne(db.cachedStatement(sql: "SELECT forecast FROM weather_forecast WHERE id = ?"), arguments: [nearest.id])
                return try JSONDecoder().decode(Forecast.self, from: body ?? Data())
            }
            return StoredForecast(
                forecast: forecast, fetchedAt: Date(timeIntervalSince1970: nearest.fetchedAt),
                origin: Origin(kind: Origin.Kind(rawValue: nearest.originKind) ?? .upstream, location: nearest.originLocation)
            )
        }
    }

    public func saveForecast(_ fetched: FetchedForecast, origin: Origin, at date: Date) async throws {
        let encoded = try JSONEncoder().encode(fetched.forecast)
        let (latitude, longitude) = (fetched.forecast.latitude, fetched.forecast.longitude)
        try await database.writer.write { db in
            let tolerance = Forecast.sameGridPoint
            try db.execute(
                sql: "DELETE FROM weather_forecast WHERE latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?",
                arguments: [latitude - tolerance, latitude + tolerance, longitude - tolerance, longitude + tolerance]
            )
            try db.execute(sql: """
                INSERT INTO weather_forecast (latitude, longitude, fetched_at, origin_kind, origin_location, forecast, body)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, arguments: [latitude, longitude, date.timeIntervalSince1970, origin.kind.rawValue, origin.location, encoded, fetched.body])
            try db.recordFreshness(of: .weather, origin: origin, at: date)
        }
    }
}

/// One stored forecast near a point, as read from its row (without the forecast itself).
private struct StoredForecastRow: Sendable {
    let id: Int64
    let latitude: Double
    let longitude: Double
    let fetchedAt: Double
    let originKind: String
    let originLocation: String

    init(_ row: Row) {
        id = row[0]
        latitude = row[1]
        longitude = row[2]
        fetchedAt = row[3]
        originKind = row[4]
        originLocation = row[5]
    }
}
