import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Synchronization
import Testing

/// The background refresher's forecasts: what it asks the upstream for is bounded by the places
/// saved, not by the cities or profiles anyone can make, and by a ceiling per cycle.
@Suite("Forecast refresh: one request per place, a ceiling per cycle")
struct RefreshForecastsTests {
    /// Answers the fixture forecast at the asked coordinates and remembers what was asked.
    final class CountingSource: WeatherSource {
        let asked = Mutex<[String]>([])

        func geocode(_ term: PlaceSearchTerm, count: Int) async throws -> GeocodedPlaces {
            GeocodedPlaces(places: [], body: Data("{}".utf8))
        }

        func forecast(latitude: Double, longitude: Double) async throws -> FetchedForecast {
            asked.withLock { $0.append("\(latitude),\(longitude)") }
            let fixture = try #require(try TestFixtures.weatherSnapshot().forecasts.first).forecast
            return FetchedForecast(
                forecast: Forecast(
                    latitude: latitude, longitude: longitude, timeZone: fixture.timeZone, current: fixture.current, hourly: fixture.hourly,
                    daily: fixture.daily
                ), body: Data("{}".utf8))
        }

        var forecastOrigin: Origin { .upstream("forecast") }
    }

    @Test("500 saved cities of 100 profiles at 5 places cost 5 requests; past the ceiling the rest wait and the status says so")
    func onePerPlace() async throws {
        let database = try await AppDatabase.temporary()
        let store = SQLWeatherStore(database: database)
        let profiles = SQLProfileStore(database: database)
        let now = TestFixtures.now
        let places = [(10.0, 10.0), (20.0, 20.0), (30.0, 30.0), (40.0, 40.0), (50.0, 50.0)]
        for index in 0..<100 {
            let profile = ProfileID.random()
            try await profiles.touch(profile, at: now.addingTimeInterval(Double(index)))
            for (latitude, longitude) in places {
                // Each visitor's city is a little off the others': the same grid point all the same.
                let jitter = Double(index % 3) * 0.0003
                _ = try await store.addCity(try NewCity(name: "P\(latitude)", latitude: latitude + jitter, longitude: longitude), for: profile)
            }
        }
        // The most recently used profile's own place comes first.
        let latest = ProfileID.random()
        try await profiles.touch(latest, at: now.addingTimeInterval(1000))
        _ = try await store.addCity(try NewCity(name: "Mine", latitude: 60, longitude: 60), for: latest)

        let source = CountingSource()
        let forecasts = CityForecast(source: source, store: store, now: .fixed(now))
        let ceiling = RefreshCeiling(limit: 4, per: .seconds(1800), now: .fixed(now))
        let refresh = RefreshForecasts(forecasts: forecasts, store: store, ceiling: ceiling)
        let first = try await refresh()
        #expect(first.places == 6 && first.refreshed == 4 && first.deferred == 2)
        #expect(source.asked.withLock { $0.count } == 4)
        // Within the ceiling: the forecasts are fetched side by side, so in no fixed order.
        #expect(source.asked.withLock { $0.contains("60.0,60.0") })
        #expect(first.text.contains("2 deferred"))
        #expect(!refresh.canFetch)
        let second = try await refresh()
        #expect(second.refreshed == 0 && second.deferred == 2 && second.current == 4)
        #expect(source.asked.withLock { $0.count } == 4)

        let report = ReportStatus(store: SQLDatasetStore(database: database), hosts: [:], circuits: [], ceilings: [.weather: ceiling])
        let status = try #require(try await report([.weather]).first)
        #expect(status.deferred?.count == 2)
        #expect(status.deferred?.text == "2 waiting for the next cycle (at most 4 requests per 30 min)")

        // Without a ceiling every place is asked once, never a city twice.
        let unbounded = RefreshForecasts(
            forecasts: CityForecast(source: source, store: store, now: .fixed(now.addingTimeInterval(3600))), store: store,
            ceiling: RefreshCeiling(limit: 1000, per: .seconds(1800))
        )
        #expect(try await unbounded().refreshed == 6)
        #expect(source.asked.withLock { $0.count } == 10)
    }
}
