import AlmanacCore
import Foundation

/// Places, saved cities and forecasts. A profile's cities change one at a time (its write lock),
/// so the checks before a change (already saved, the limit) hold when it lands.
public struct SQLWeatherStore: WeatherStore {
    private let database: any SQLDatabase
    public init(database: any SQLDatabase) { self.database = database }

    // MARK: Places

    public func replacePlaceList(_ places: [Place], body: Data, origin: Origin, at date: Date) async throws {
        try await database.write(.dataset(.weather)) { session in
            try await session.execute("DELETE FROM weather_place WHERE in_list AND NOT from_geocoder")
            try await session.execute("UPDATE weather_place SET in_list = \(false)")
            try await PlaceStatements.upsert(places, inList: true, fromGeocoder: false, in: session)
            try await session.execute(
                """
                INSERT INTO dataset_document (dataset, path, body) VALUES (\(DatasetID.weather.rawValue), \(SnapshotLayout.weatherCities), \(body))
                ON CONFLICT (dataset, path) DO UPDATE SET body = excluded.body, etag = NULL, last_modified = NULL
                """)
            try await session.recordFreshness(of: .weather, origin: origin, at: date)
        }
    }

    public func saveGeocoding(_ places: [Place], query: String, body: Data, at date: Date) async throws -> [Place] {
        try await database.write(.dataset(.weather)) { session in
            let stored = try await PlaceStatements.upsert(places, inList: false, fromGeocoder: true, in: session)
            try await session.execute(
                """
                INSERT INTO weather_geocoding (query, body, fetched_at) VALUES (\(query), \(body), \(date.timeIntervalSince1970))
                ON CONFLICT (query) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at
                """)
            return stored
        }
    }

    public func searchPlaces(_ text: String, limit: Int) async throws -> [Place] {
        let folded = text.foldedForSearch.trimmingCharacters(in: .whitespaces)
        guard !folded.isEmpty else { return [] }
        // Prefix ranges on the two indexes (byte order): everything ≥ "lon" and < "lon" + the last code point.
        let end = folded + "\u{10FFFF}"
        return try await database.read { session in
            let byBytes = session.engine.byteOrder
            return try await session.rows(
                """
                SELECT \(PlaceStatements.columns) FROM weather_place p
                WHERE p.id IN (
                    SELECT id FROM weather_place WHERE folded_name >= \(folded) AND folded_name < \(end)
                    UNION SELECT place_id FROM weather_place_word WHERE word >= \(folded) AND word < \(end)
                )
                ORDER BY CASE WHEN p.folded_name = \(folded) THEN 0 WHEN p.folded_name >= \(folded) AND p.folded_name < \(end) THEN 1 ELSE 2 END,
                         p.population IS NULL, p.population DESC, p.name\(byBytes), p.id\(byBytes)
                LIMIT \(limit)
                """
            ).map(PlaceStatements.place)
        }
    }

    public func place(id: String) async throws -> Place? {
        try await database.read { session in
            try await session.firstRow("SELECT \(PlaceStatements.columns) FROM weather_place p WHERE p.id = \(id)").map(PlaceStatements.place)
        }
    }

    // MARK: Saved cities

    public func savedCities(of profile: ProfileID) async throws -> [SavedCity] {
        try await database.read { try await $0.savedCities(of: profile) }
    }

    public func everySavedCity() async throws -> [SavedCity] {
        try await database.read { try await $0.everySavedCity() }
    }

    public func savedCity(id: Int64, of profile: ProfileID) async throws -> SavedCity? {
        try await database.read { try await $0.savedCity(id: id, of: profile) }
    }

    public func addCity(_ city: NewCity, for profile: ProfileID) async throws -> SavedCity {
        try await database.write(.profile(profile)) { session in
            let listed = try await session.savedCities(of: profile)
            if let saved = listed.first(where: { $0.isSamePlace(as: city) }) { throw CityAlreadySaved(city: saved) }
            guard listed.count < SavedCity.limit else { throw ProfileLimitReached(what: "saved cities", limit: SavedCity.limit) }
            guard
                let id = try await session.value(
                    """
                    INSERT INTO weather_city (profile_id, place_id, name, region, country_code, latitude, longitude, time_zone, position)
                    VALUES (\(profile.rawValue), \(city.placeID), \(city.name), \(city.region), \(city.countryCode), \(city.latitude),
                            \(city.longitude), \(city.timeZone), \(listed.count + 1))
                    RETURNING id
                    """, as: Int64.self)
            else { throw NotFound(.savedCity, id: "new") }
            return try await session.listedCity(id, of: profile)
        }
    }

    public func removeCity(id: Int64, of profile: ProfileID) async throws -> SavedCity {
        try await database.write(.profile(profile)) { session in
            guard let city = try await session.savedCity(id: id, of: profile) else { throw NotFound(.savedCity, id: String(id)) }
            // Only the latest removal can be undone.
            try await session.execute("DELETE FROM weather_city WHERE profile_id = \(profile.rawValue) AND position IS NULL")
            try await session.execute("UPDATE weather_city SET position = NULL, removed_position = \(city.position) WHERE id = \(id)")
            try await session.closeGap(at: city.position, of: profile)
            return city
        }
    }

    public func restoreCity(id: Int64, of profile: ProfileID) async throws -> SavedCity {
        try await database.write(.profile(profile)) { session in
            guard let removed = try await session.removedCity(id: id, of: profile) else {
                if let listed = try await session.savedCity(id: id, of: profile) { return listed }
                throw NotFound(.removedCity, id: String(id))
            }
            let listed = try await session.savedCities(of: profile)
            let draft = try NewCity(
                name: removed.city.name, latitude: removed.city.latitude, longitude: removed.city.longitude, placeID: removed.city.placeID)
            if let saved = listed.first(where: { $0.isSamePlace(as: draft) }) { throw CityAlreadySaved(city: saved) }
            guard listed.count < SavedCity.limit else { throw ProfileLimitReached(what: "saved cities", limit: SavedCity.limit) }
            let position = min(removed.position ?? listed.count + 1, listed.count + 1)
            try await session.openGap(at: position, of: profile)
            try await session.execute("UPDATE weather_city SET position = \(position), removed_position = NULL WHERE id = \(id)")
            return try await session.listedCity(id, of: profile)
        }
    }

    public func moveCity(id: Int64, to position: Int, of profile: ProfileID) async throws -> SavedCity {
        try await database.write(.profile(profile)) { session in
            guard let city = try await session.savedCity(id: id, of: profile) else { throw NotFound(.savedCity, id: String(id)) }
            let position = min(position, try await session.savedCityCount(of: profile))
            try await session.closeGap(at: city.position, of: profile)
            try await session.openGap(at: position, of: profile)
            try await session.execute("UPDATE weather_city SET position = \(position) WHERE id = \(id)")
            return try await session.listedCity(id, of: profile)
        }
    }

    public func setTimeZone(_ zone: String, ofCity id: Int64) async throws {
        // One city's row and its profile's revision: no other writer's lock is needed.
        try await database.write([]) { session in
            try await session.execute("UPDATE weather_city SET time_zone = \(zone) WHERE id = \(id)")
            try await session.countRevision(ofProfileWithCity: id)
        }
    }

    // MARK: Forecasts

    public func forecast(nearLatitude latitude: Double, longitude: Double) async throws -> StoredForecast? {
        let tolerance = Forecast.nearbyTolerance
        return try await database.snapshot { session in
            // The nearest grid point; the newest forecast when two are as near.
            guard
                let row = try await session.firstRow(
                    """
                    SELECT id, fetched_at, origin_kind, origin_location FROM weather_forecast
                    WHERE latitude BETWEEN \(latitude - tolerance) AND \(latitude + tolerance)
                      AND longitude BETWEEN \(longitude - tolerance) AND \(longitude + tolerance)
                    ORDER BY (latitude - \(latitude)) * (latitude - \(latitude)) + (longitude - \(longitude)) * (longitude - \(longitude)),
                             fetched_at DESC
                    LIMIT 1
                    """)
            else { return nil }
            let id = try row["id"] as Int64
            let body = try await session.value("SELECT forecast FROM weather_forecast WHERE id = \(id)", as: Data.self)
            let forecast = try JSONDecoder().decode(Forecast.self, from: body ?? Data())
            return StoredForecast(
                forecast: forecast, fetchedAt: Date(timeIntervalSince1970: try row["fetched_at"]),
                origin: Origin(kind: Origin.Kind(rawValue: try row["origin_kind"]) ?? .upstream, location: try row["origin_location"])
            )
        }
    }

    public func saveForecast(_ fetched: FetchedForecast, origin: Origin, at date: Date) async throws {
        let encoded = try JSONEncoder().encode(fetched.forecast)
        let (latitude, longitude) = (fetched.forecast.latitude, fetched.forecast.longitude)
        let tolerance = Forecast.sameGridPoint
        try await database.write(.dataset(.weather)) { session in
            try await session.execute(
                """
                DELETE FROM weather_forecast
                WHERE latitude BETWEEN \(latitude - tolerance) AND \(latitude + tolerance)
                  AND longitude BETWEEN \(longitude - tolerance) AND \(longitude + tolerance)
                """)
            try await session.execute(
                """
                INSERT INTO weather_forecast (latitude, longitude, fetched_at, origin_kind, origin_location, forecast, body)
                VALUES (\(latitude), \(longitude), \(date.timeIntervalSince1970), \(origin.kind.rawValue), \(origin.location), \(encoded), \(fetched.body))
                """)
            try await session.recordFreshness(of: .weather, origin: origin, at: date)
        }
    }
}
