import AlmanacCore
import Foundation

/// Reads the weather dataset from a snapshot directory: `openmeteo/cities.json` (places in the
/// geocoder's shape), `openmeteo/forecast/*.json` and `openmeteo/geocoding/*.json` (bodies as
/// the upstream sent them; a geocoding file's name is the search it answered).
public struct SnapshotWeatherReader: Sendable {
    private let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// Whether the directory holds weather data at all.
    public var isPresent: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(DatasetID.weather.snapshotFolder).path)
    }

    public func read() throws -> WeatherSnapshot {
        var cityList: WeatherSnapshot.CityList?
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent(SnapshotLayout.weatherCities).path) {
            let body = try SnapshotFiles.read(SnapshotLayout.weatherCities, in: directory)
            let places: [OpenMeteoPlaceDTO] = try decode(body, path: SnapshotLayout.weatherCities)
            cityList = .init(places: places.map(\.place), body: body)
        }
        let forecasts = try jsonFiles(in: SnapshotLayout.weatherForecasts).map { name, body in
            let dto: OpenMeteoForecastDTO = try decode(body, path: "\(SnapshotLayout.weatherForecasts)/\(name).json")
            do {
                return FetchedForecast(forecast: try dto.forecast(), body: body)
            } catch {
                throw SnapshotError(
                    path: directory.appendingPathComponent("\(SnapshotLayout.weatherForecasts)/\(name).json").path, reason: "\(error)")
            }
        }
        let geocodings = try jsonFiles(in: SnapshotLayout.weatherGeocoding).map { name, body in
            let answer: OpenMeteoGeocodingBody = try decode(body, path: "\(SnapshotLayout.weatherGeocoding)/\(name).json")
            return WeatherSnapshot.Geocoding(query: name, answer: GeocodedPlaces(places: (answer.results ?? []).map(\.place), body: body))
        }
        return WeatherSnapshot(cityList: cityList, forecasts: forecasts, geocodings: geocodings, origin: .snapshot(directory.path))
    }

    /// The `.json` files of a folder (name without extension, bytes), by name; none when it is missing.
    private func jsonFiles(in folder: String) throws -> [(String, Data)] {
        let url = directory.appendingPathComponent(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return [] }
        return try names.filter { $0.hasSuffix(".json") }.sorted().map { name in
            (String(name.dropLast(".json".count)), try SnapshotFiles.read("\(folder)/\(name)", in: directory))
        }
    }

    private func decode<Body: Decodable>(_ data: Data, path: String) throws -> Body {
        do {
            return try OutsideJSON.decode(Body.self, from: data)
        } catch {
            throw SnapshotError(path: directory.appendingPathComponent(path).path, reason: DecodingErrorText.describe(error))
        }
    }
}
