import AlmanacCore

/// `weather_city`: each profile's saved cities, and its one removed city that can still be
/// restored. Positions are 1…count within a profile.
extension SQLSession {
    private static var savedCityColumns: SQL { "id, place_id, name, region, country_code, latitude, longitude, time_zone, position" }

    private static func savedCity(_ row: SQLRow) throws -> SavedCity {
        SavedCity(
            id: try row["id"] as Int64, placeID: try row["place_id"], name: try row["name"], region: try row["region"],
            countryCode: try row["country_code"], latitude: try row["latitude"], longitude: try row["longitude"],
            timeZone: try row["time_zone"], position: try row["position"] ?? 0
        )
    }

    func savedCities(of profile: ProfileID) async throws -> [SavedCity] {
        try await rows(
            """
            SELECT \(Self.savedCityColumns) FROM weather_city
            WHERE profile_id = \(profile.rawValue) AND position IS NOT NULL ORDER BY position
            """
        ).map(Self.savedCity)
    }

    func savedCity(id: Int64, of profile: ProfileID) async throws -> SavedCity? {
        try await firstRow(
            """
            SELECT \(Self.savedCityColumns) FROM weather_city
            WHERE id = \(id) AND profile_id = \(profile.rawValue) AND position IS NOT NULL
            """
        ).map(Self.savedCity)
    }

    /// Every listed city of every profile, the most recently used profile's first.
    func everySavedCity() async throws -> [SavedCity] {
        try await rows(
            """
            SELECT \(Self.savedCityColumns) FROM weather_city WHERE position IS NOT NULL
            ORDER BY (SELECT touched_at FROM profile WHERE profile.id = weather_city.profile_id) DESC NULLS LAST, id
            """
        ).map(Self.savedCity)
    }

    /// A city written in this very transaction, read back (its absence means the store is not
    /// what the migrations made: reported, never expected).
    func listedCity(_ id: Int64, of profile: ProfileID) async throws -> SavedCity {
        guard let city = try await savedCity(id: id, of: profile) else { throw NotFound(.savedCity, id: String(id)) }
        return city
    }

    /// A removed city that can still be restored, with the position it had.
    func removedCity(id: Int64, of profile: ProfileID) async throws -> (city: SavedCity, position: Int?)? {
        try await firstRow(
            """
            SELECT \(Self.savedCityColumns), removed_position FROM weather_city
            WHERE id = \(id) AND profile_id = \(profile.rawValue) AND position IS NULL
            """
        ).map { (try Self.savedCity($0), try $0["removed_position"]) }
    }

    func savedCityCount(of profile: ProfileID) async throws -> Int {
        try await count("SELECT COUNT(*) FROM weather_city WHERE profile_id = \(profile.rawValue) AND position IS NOT NULL")
    }

    /// Makes room at `position`: every listed city there or after moves one down.
    func openGap(at position: Int, of profile: ProfileID) async throws {
        try await execute("UPDATE weather_city SET position = position + 1 WHERE profile_id = \(profile.rawValue) AND position >= \(position)")
    }

    /// Closes the gap a city left at `position`.
    func closeGap(at position: Int, of profile: ProfileID) async throws {
        try await execute("UPDATE weather_city SET position = position - 1 WHERE profile_id = \(profile.rawValue) AND position > \(position)")
    }
}
