import AlmanacCore
import Foundation

/// `weather_place` and its word index: how places are written and read back.
enum PlaceStatements {
    /// The columns a place is read from (`p` names `weather_place`).
    static let columns: SQL = "p.id, p.name, p.region, p.country_code, p.country_name, p.latitude, p.longitude, p.time_zone, p.population"

    static func place(_ row: SQLRow) throws -> Place {
        Place(
            id: try row["id"], name: try row["name"], region: try row["region"], countryCode: try row["country_code"],
            countryName: try row["country_name"], latitude: try row["latitude"], longitude: try row["longitude"],
            timeZone: try row["time_zone"], population: try row["population"]
        )
    }

    /// The words of a folded name: "rio de janeiro" → rio, de, janeiro; "saint-denis" → saint, denis.
    static func words(of folded: String) -> Set<String> {
        Set(folded.split { !$0.isLetter && !$0.isNumber }.map(String.init))
    }

    /// Writes places, merging each with the stored place of the same id (a geocoder answer adds
    /// region and country names to a city-list place; the city list never erases them), in a
    /// few statements whatever their number (the city list holds thousands). Returns them as written.
    @discardableResult
    static func upsert(_ places: [Place], inList: Bool, fromGeocoder: Bool, in session: any SQLSession) async throws -> [Place] {
        var latest: [String: Place] = [:]
        for place in places { latest[place.id] = place }
        var stored: [String: (place: Place, inList: Bool, fromGeocoder: Bool)] = [:]
        let ids = Array(latest.keys)
        for start in stride(from: 0, to: ids.count, by: 1000) {
            let chunk = ids[start..<min(ids.count, start + 1000)].map { "\($0)" as SQL }
            for row in try await session.rows(
                """
                SELECT \(columns), p.in_list, p.from_geocoder FROM weather_place p WHERE p.id IN (\(SQL.joined(chunk, separator: ", ")))
                """)
            {
                let place = try Self.place(row)
                stored[place.id] = (place, try row["in_list"], try row["from_geocoder"])
            }
        }
        var rows: [[SQLValue]] = []
        var words: [[SQLValue]] = []
        var written: [String: Place] = [:]
        for place in latest.values {
            let old = stored[place.id]
            let merged = old.map { place.merged(with: $0.place) } ?? place
            let folded = merged.name.foldedForSearch
            rows.append([
                .text(merged.id), .text(merged.name), .text(folded), merged.region.sqlValue, .text(merged.countryCode),
                merged.countryName.sqlValue, .real(merged.latitude), .real(merged.longitude), merged.timeZone.sqlValue,
                merged.population.sqlValue, .bool(inList || (old?.inList ?? false)), .bool(fromGeocoder || (old?.fromGeocoder ?? false)),
            ])
            words += Self.words(of: folded).map { [.text($0), .text(merged.id)] }
            written[merged.id] = merged
        }
        try await session.insert(
            """
            INSERT INTO weather_place
                (id, name, folded_name, region, country_code, country_name, latitude, longitude, time_zone, population, in_list, from_geocoder)
            """, rows: rows,
            suffix: """
                 ON CONFLICT (id) DO UPDATE SET
                    name = excluded.name, folded_name = excluded.folded_name, region = excluded.region,
                    country_code = excluded.country_code, country_name = excluded.country_name, latitude = excluded.latitude,
                    longitude = excluded.longitude, time_zone = excluded.time_zone, population = excluded.population,
                    in_list = excluded.in_list, from_geocoder = excluded.from_geocoder
                """)
        try await session.insert("INSERT INTO weather_place_word (word, place_id)", rows: words, suffix: " ON CONFLICT DO NOTHING")
        return places.compactMap { written[$0.id] }
    }
}
