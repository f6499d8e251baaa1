import AlmanacCore
import Foundation
import PostgresNIO

/// `weather_place` and its word index: how places are written and read back.
enum PostgresPlaceRow {
    static let columns = "p.id, p.name, p.region, p.country_code, p.country_name, p.latitude, p.longitude, p.time_zone, p.population"

    static func place(_ row: PostgresRow) throws -> Place {
        let (id, name, region, countryCode, countryName, latitude, longitude, timeZone, population) =
            try row.decode((String, String, String?, String, String?, Double, Double, String?, Int?).self)
        return Place(
            id: id, name: name, region: region, countryCode: countryCode, countryName: countryName,
            latitude: latitude, longitude: longitude, timeZone: timeZone, population: population
        )
    }

    /// A place as written through `jsonb_to_recordset`.
    private struct Row: Encodable {
        let id: String, name: String, folded_name: String, region: String?, country_code: String, country_name: String?
        let latitude: Double, longitude: Double, time_zone: String?, population: Int?, in_list: Bool, from_geocoder: Bool
    }

    private struct WordRow: Encodable { let word: String, place_id: String }

    /// The words of a folded name: "rio de janeiro" → rio, de, janeiro; "saint-denis" → saint, denis.
    static func words(of folded: String) -> Set<String> {
        Set(folded.split { !$0.isLetter && !$0.isNumber }.map(String.init))
    }

    /// Writes places, merging each with the stored place of the same id (a geocoder answer adds
    /// region and country names to a city-list place; the city list never erases them), in
    /// three statements whatever their number (the city list holds thousands). Returns them as written.
    @discardableResult
    static func upsert(_ places: [Place], inList: Bool, fromGeocoder: Bool, in connection: PostgresConnection) async throws -> [Place] {
        var latest: [String: Place] = [:]
        for place in places { latest[place.id] = place }
        var stored: [String: (place: Place, inList: Bool, fromGeocoder: Bool)] = [:]
        for row in try await connection.rows("""
            SELECT \(unescaped: columns), p.in_list, p.from_geocoder FROM weather_place p WHERE p.id = ANY(\(Array(latest.keys)))
            """) {
            let place = try Self.place(row)
            let flags = PostgresRandomAccessRow(row)
            stored[place.id] = (place, try flags[9].decode(Bool.self), try flags[10].decode(Bool.self))
        }
        var rows: [Row] = []
        var words: [WordRow] = []
        var written: [String: Place] = [:]
        for place in latest.values {
            let old = stored[place.id]
            let merged = old.map { place.merged(with: $0.place) } ?? place
            let folded = merged.name.foldedForSearch
            rows.append(Row(
                id: merged.id, name: merged.name, folded_name: folded, region: merged.region, country_code: merged.countryCode,
                country_name: merged.countryName, latitude: merged.latitude, longitude: merged.longitude, time_zone: merged.timeZone,
                population: merged.population, in_list: inList || (old?.inList ?? false), from_geocoder: fromGeocoder || (old?.fromGeocoder ?? false)
            ))
            words += Self.words(of: folded).map { WordRow(word: $0, place_id: merged.id) }
            written[merged.id] = merged
        }
        guard !rows.isEmpty else { return [] }
        try await connection.run(PostgresQuery(unsafeSQL: """
            INSERT INTO weather_place
                (id, name, folded_name, region, country_code, country_name, latitude, longitude, time_zone, population, in_list, from_geocoder)
            SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(
                id text, name text, folded_name text, region text, country_code text, country_name text, latitude double precision,
                longitude double precision, time_zone text, population bigint, in_list boolean, from_geocoder boolean)
            ON CONFLICT (id) DO UPDATE SET
                name = excluded.name, folded_name = excluded.folded_name, region = excluded.region,
                country_code = excluded.country_code, country_name = excluded.country_name, latitude = excluded.latitude,
                longitude = excluded.longitude, time_zone = excluded.time_zone, population = excluded.population,
                in_list = excluded.in_list, from_geocoder = excluded.from_geocoder
            """, binds: try PostgresConnection.jsonBinds(rows)))
        try await connection.run(PostgresQuery(unsafeSQL: """
            INSERT INTO weather_place_word (word, place_id)
            SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(word text, place_id text) ON CONFLICT DO NOTHING
            """, binds: try PostgresConnection.jsonBinds(words)))
        return places.compactMap { written[$0.id] }
    }
}
