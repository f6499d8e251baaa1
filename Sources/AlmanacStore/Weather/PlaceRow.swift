import AlmanacCore
import Foundation
import GRDB

/// `weather_place` and its word index: how places are written and read back.
enum PlaceRow {
    static let columns = "p.id, p.name, p.region, p.country_code, p.country_name, p.latitude, p.longitude, p.time_zone, p.population"

    static func place(_ row: Row) -> Place {
        Place(
            id: row[0], name: row[1], region: row[2], countryCode: row[3], countryName: row[4],
            latitude: row[5], longitude: row[6], timeZone: row[7], population: row[8]
        )
    }

    /// Writes places, merging each with the stored place of the same id (a geocoder answer adds
    /// region and country names to a city-list place; the city list never erases them).
    /// Returns the places as written.
    @discardableResult
    static func upsert(_ places: [Place], inList: Bool, fromGeocoder: Bool, in db: Database) throws -> [Place] {
        let find = try db.cachedStatement(sql: "SELECT \(columns), p.in_list, p.from_geocoder FROM weather_place p WHERE p.id = ?")
        let write = try db.cachedStatement(sql: """
            INSERT OR REPLACE INTO weather_place
                (id, name, folded_name, region, country_code, country_name, latitude, longitude, time_zone, population, in_list, from_geocoder)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let word = try db.cachedStatement(sql: "INSERT OR IGNORE INTO weather_place_word (word, place_id) VALUES (?, ?)")
        var written: [Place] = []
        for place in places {
            var merged = place
            var flags = (inList, fromGeocoder)
            if let row = try Row.fetchOne(find, arguments: [place.id]) {
                merged = place.merged(with: Self.place(row))
                flags = (inList || row[9], fromGeocoder || row[10])
            }
            let folded = merged.name.foldedForSearch
            try write.execute(arguments: [
                merged.id, merged.name, folded, merged.region, merged.countryCode, merged.countryName,
                merged.latitude, merged.longitude, merged.timeZone, merged.population, flags.0, flags.1,
            ])
            for part in words(of: folded) { try word.execute(arguments: [part, merged.id]) }
            written.append(merged)
        }
        return written
    }

    /// The words of a folded name: "rio de janeiro" → rio, de, janeiro; "saint-denis" → saint, denis.
    static func words(of folded: String) -> Set<String> {
        Set(folded.split { !$0.isLetter && !$0.isNumber }.map(String.init))
    }
}
