import AlmanacCore
import Foundation
import GRDB

/// The weather dataset in the snapshot layout, built from the store on export: the imported
/// city list as it was imported, every forecast as fetched (named after the local profile's saved
/// city it belongs to, else its coordinates), and every geocoder answer (named after its search).
enum WeatherDocuments {
    static func read(_ db: Database) throws -> [SnapshotDocument] {
        var documents = try DatasetDocumentRecord
            .filter(Column("dataset") == DatasetID.weather.rawValue)
            .fetchAll(db)
            .map { SnapshotDocument(path: $0.path, body: $0.body) }
        // Named after the local profile's cities only: a visitor's are theirs, not the snapshot's.
        let cities = try SavedCityRow.listed(.local, db)
        var usedNames = Set<String>()
        func unique(_ name: String) -> String {
            var candidate = name
            var counter = 2
            while !usedNames.insert(candidate).inserted {
                candidate = "\(name)-\(counter)"
                counter += 1
            }
            return candidate
        }
        for row in try Row.fetchAll(db, sql: "SELECT latitude, longitude, body FROM weather_forecast ORDER BY id") {
            let (latitude, longitude): (Double, Double) = (row[0], row[1])
            let near = cities.first { Forecast.isNear(latitude, longitude, $0.latitude, $0.longitude) }
            let name = near.map { slug($0.name) } ?? "\(latitude)_\(longitude)"
            documents.append(SnapshotDocument(path: "\(SnapshotLayout.weatherForecasts)/\(unique(name)).json", body: row[2]))
        }
        for row in try Row.fetchAll(db, sql: "SELECT query, body FROM weather_geocoding ORDER BY query") {
            documents.append(SnapshotDocument(path: "\(SnapshotLayout.weatherGeocoding)/\(slug(row[0])).json", body: row[1]))
        }
        return documents
    }

    /// A file name from any text: folded, letters and digits, words joined by "-".
    static func slug(_ text: String) -> String {
        let words = text.foldedForSearch.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return words.isEmpty ? "place" : words.joined(separator: "-")
    }
}
