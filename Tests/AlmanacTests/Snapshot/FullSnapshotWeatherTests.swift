import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

/// The real weather data: 10,000 places, four recorded forecasts, three geocoder answers.
@Suite("Full snapshot: weather", .enabled(if: TestFixtures.fullSnapshot != nil, "set ALMANAC_SNAPSHOT to a snapshot directory"))
struct FullSnapshotWeatherTests {
    @Test("imports all 10,000 places; offline, “london” lists London GB before London CA; export gives the files back")
    func importSearchExport() async throws {
        let directory = try #require(TestFixtures.fullSnapshot)
        let database = try await AppDatabase.temporary()
        let store = SQLWeatherStore(database: database)
        let snapshot = try SnapshotWeatherReader(directory: directory).read()
        let summary = try await ImportWeather(store: store)(snapshot)
        #expect(summary.places == 10_000 && summary.forecasts == 4 && summary.geocodings == 3)

        let london = try await store.searchPlaces("london", limit: 10)
        #expect(london.prefix(2).map(\.countryCode) == ["GB", "CA"])
        #expect(london.first?.population == 8_961_989)
        #expect(try await store.searchPlaces("São Paulo", limit: 1).first?.countryCode == "BR")

        // A saved Copenhagen finds the recorded forecast for its grid point, with its nulls.
        let copenhagen = try await SavedCities(store: store).add(placeID: "2618425")
        let forecast = try #require(try await store.forecast(nearLatitude: copenhagen.latitude, longitude: copenhagen.longitude))
        #expect(forecast.forecast.hourly.count == 168 && forecast.forecast.daily.count == 7)
        // The numbers people check beside the temperature, as recorded (null where the upstream sent null).
        let recorded = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("openmeteo/forecast/copenhagen.json")))
                as? [String: Any])
        func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }
        let current = recorded["current"] as? [String: Any]
        #expect(forecast.forecast.current?.windDirection == number(current?["wind_direction_10m"]))
        #expect(forecast.forecast.current?.pressure == number(current?["surface_pressure"]) && forecast.forecast.current?.pressure != nil)
        #expect(forecast.forecast.current?.precipitation == number(current?["precipitation"]))
        let uv = (recorded["daily"] as? [String: Any])?["uv_index_max"] as? [Any]
        #expect(forecast.forecast.daily.map(\.uvIndexMax) == (uv ?? []).map(number) && forecast.forecast.daily.contains { $0.uvIndexMax != nil })

        let out = try TestFixtures.temporaryDirectory()
        let written = try await ExportSnapshot(store: SQLDatasetStore(database: database), writer: DirectorySnapshotWriter(directory: out))(
            datasets: [.weather])
        #expect(written[.weather] == 1 + 4 + 3)
        let cities = "openmeteo/cities.json"
        #expect(try Data(contentsOf: out.appendingPathComponent(cities)) == Data(contentsOf: directory.appendingPathComponent(cities)))
        let exported = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("openmeteo/forecast").path).sorted()
        #expect(exported.contains("copenhagen.json"))
        let reread = try SnapshotWeatherReader(directory: out).read()
        let rereadBodies = Set(reread.forecasts.map(\.body))
        let originalBodies = Set(snapshot.forecasts.map(\.body))
        #expect(rereadBodies == originalBodies)
    }
}
