import AlmanacCore
import Foundation

/// Open-Meteo from its snapshot files (`openmeteo/cities.json`, `openmeteo/geocoding/*.json`,
/// `openmeteo/forecast/*.json`, from a snapshot directory or from a store), with the upstream's
/// shapes (the replay server answers with it, and so does Almanac's Open-Meteo mirror):
/// - `/v1/search?name=&count=`: places whose name starts with the text (case and accents
///   ignored), exact names first, then by population; `results` is left out when nothing
///   matches; fewer than 2 characters match nothing.
/// - `/v1/forecast?latitude=&longitude=`: the recorded forecast nearest the coordinates (within
///   0.25°), as recorded; elsewhere a 404 `{"error":true,"reason":…}` as the upstream words errors.
public struct WeatherReplay: Sendable {
    struct Place: Sendable {
        let folded: String
        let population: Int
        /// The place object as JSON text.
        let json: String
    }

    struct RecordedForecast: Sendable {
        let latitude: Double
        let longitude: Double
        let body: Data
    }

    let places: [Place]
    let forecasts: [RecordedForecast]

    /// Nil when the snapshot has no weather data.
    init?(snapshotDirectory: URL) throws {
        let folder = snapshotDirectory.appendingPathComponent(DatasetID.weather.snapshotFolder)
        guard FileManager.default.fileExists(atPath: folder.path) else { return nil }
        var documents: [String: Data] = [:]
        for subfolder in [SnapshotLayout.weatherGeocoding, SnapshotLayout.weatherForecasts] {
            for file in Self.jsonFiles(in: snapshotDirectory.appendingPathComponent(subfolder)) {
                documents["\(subfolder)/\(file.lastPathComponent)"] = try Data(contentsOf: file)
            }
        }
        let list = snapshotDirectory.appendingPathComponent(SnapshotLayout.weatherCities)
        if FileManager.default.fileExists(atPath: list.path) { documents[SnapshotLayout.weatherCities] = try Data(contentsOf: list) }
        try self.init(documents: documents)
    }

    /// From the snapshot files by path (`openmeteo/forecast/berlin.json` → its bytes), as a store exports them.
    public init(documents: [String: Data]) throws {
        func files(in folder: String) -> [Data] {
            documents.filter { $0.key.hasPrefix(folder + "/") && $0.key.hasSuffix(".json") }.sorted { $0.key < $1.key }.map(\.value)
        }
        // Geocoder answers know region and country names; the city list adds the rest.
        var objects: [String: [String: Any]] = [:]
        var order: [String] = []
        func add(_ object: [String: Any]) {
            guard let id = (object["id"] as? NSNumber)?.stringValue ?? object["id"] as? String else { return }
            if objects[id] == nil { order.append(id) }
            objects[id] = (objects[id] ?? [:]).merging(object) { existing, _ in existing }
        }
        for document in files(in: SnapshotLayout.weatherGeocoding) {
            let body = try JSONSerialization.jsonObject(with: document) as? [String: Any]
            (body?["results"] as? [[String: Any]] ?? []).forEach(add)
        }
        if let list = documents[SnapshotLayout.weatherCities] {
            (try JSONSerialization.jsonObject(with: list) as? [[String: Any]] ?? []).forEach(add)
        }
        // Kept as long as the data (10,000 places in the reference snapshot): made to size, not
        // grown by doubling, which left a quarter of it unused on average.
        var places: [Place] = []
        places.reserveCapacity(order.count)
        for id in order {
            guard var object = objects[id], let name = object["name"] as? String else { continue }
            object["id"] = Int(id) ?? 0
            if object["country"] == nil, let code = object["country_code"] as? String {
                object["country"] = Locale(identifier: "en_US").localizedString(forRegionCode: code)
            }
            object["elevation"] = object["elevation"] is String ? nil : object["elevation"]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
            places.append(
                Place(
                    folded: name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased(),
                    population: (object["population"] as? NSNumber)?.intValue ?? 0, json: String(decoding: data, as: UTF8.self)
                ))
        }
        self.places = places
        forecasts = try files(in: SnapshotLayout.weatherForecasts).compactMap { body in
            guard let object = try JSONSerialization.jsonObject(with: body) as? [String: Any],
                let latitude = (object["latitude"] as? NSNumber)?.doubleValue,
                let longitude = (object["longitude"] as? NSNumber)?.doubleValue
            else { return nil }
            return RecordedForecast(latitude: latitude, longitude: longitude, body: body)
        }
    }

    private static func jsonFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The status and body for `/v1/search` or `/v1/forecast`; nil for other paths.
    public func answer(path: String, query: [String: String]) -> (status: Int, body: Data)? {
        switch path {
        case "/v1/search": search(query)
        case "/v1/forecast": forecast(query)
        default: nil
        }
    }

    private func search(_ query: [String: String]) -> (status: Int, body: Data) {
        let name = (query["name"] ?? "").trimmingCharacters(in: .whitespaces)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        let count = min(max(Int(query["count"] ?? "") ?? 10, 1), 100)
        let empty = Data(#"{"generationtime_ms":0.1}"#.utf8)
        guard name.count >= 2 else { return (200, empty) }
        let found = places.filter { $0.folded.hasPrefix(name) }
            .sorted { ($0.folded == name ? 0 : 1, -$0.population) < ($1.folded == name ? 0 : 1, -$1.population) }
            .prefix(count)
        guard !found.isEmpty else { return (200, empty) }
        return (200, Data((#"{"results":["# + found.map(\.json).joined(separator: ",") + #"],"generationtime_ms":0.1}"#).utf8))
    }

    private func forecast(_ query: [String: String]) -> (status: Int, body: Data) {
        guard let latitude = query["latitude"].flatMap(Double.init), let longitude = query["longitude"].flatMap(Double.init),
            (-90...90).contains(latitude), (-180...180).contains(longitude)
        else {
            return (400, Data(#"{"error":true,"reason":"Parameter 'latitude' and 'longitude' must be numbers within ±90 and ±180"}"#.utf8))
        }
        let near = forecasts.filter { abs($0.latitude - latitude) <= 0.25 && abs($0.longitude - longitude) <= 0.25 }
        guard
            let nearest = near.min(by: {
                hypot($0.latitude - latitude, $0.longitude - longitude) < hypot($1.latitude - latitude, $1.longitude - longitude)
            })
        else {
            // A well-formed request for what is not kept: not the asker's error.
            return (404, Data(#"{"error":true,"reason":"No forecast is kept near \#(latitude), \#(longitude)"}"#.utf8))
        }
        return (200, nearest.body)
    }
}
