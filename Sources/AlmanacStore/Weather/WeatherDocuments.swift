import AlmanacCore
import Foundation

extension SQLSession {
    /// The weather dataset in the snapshot layout, built from the store on export: the imported
    /// city list as it was imported, then every forecast and geocoder answer (see `StoredDocuments`).
    func weatherDocuments() async throws -> [SnapshotDocument] {
        let imported = try await storedDocuments(of: .weather).map { SnapshotDocument(path: $0.path, body: $0.body) }
        let forecasts = try await rows("SELECT latitude, longitude, body FROM weather_forecast ORDER BY id").map { row in
            (latitude: try row["latitude"] as Double, longitude: try row["longitude"] as Double, body: try row["body"] as Data)
        }
        let geocoding = try await rows("SELECT query, body FROM weather_geocoding ORDER BY query\(engine.byteOrder)").map { row in
            (query: try row["query"] as String, body: try row["body"] as Data)
        }
        return imported + StoredDocuments.weather(forecasts: forecasts, localCities: try await savedCities(of: .local), geocoding: geocoding)
    }
}
