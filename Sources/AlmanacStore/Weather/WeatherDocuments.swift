import AlmanacCore
import Foundation
import GRDB

/// The weather dataset in the snapshot layout, built from the store on export: the imported
/// city list as it was imported, then every forecast and geocoder answer (see `StoredDocuments`).
enum WeatherDocuments {
    static func read(_ db: Database) throws -> [SnapshotDocument] {
        let imported = try DatasetDocumentRecord
            .filter(Column("dataset") == DatasetID.weather.rawValue)
            .fetchAll(db)
            .map { SnapshotDocument(path: $0.path, body: $0.body) }
        let forecasts = try Row.fetchAll(db, sql: "SELECT latitude, longitude, body FROM weather_forecast ORDER BY id")
            .map { (latitude: $0[0] as Double, longitude: $0[1] as Double, body: $0[2] as Data) }
        let geocoding = try Row.fetchAll(db, sql: "SELECT query, body FROM weather_geocoding ORDER BY query")
            .map { (query: $0[0] as String, body: $0[1] as Data) }
        return imported + StoredDocuments.weather(forecasts: forecasts, localCities: try SavedCityRow.listed(.local, db), geocoding: geocoding)
    }
}
