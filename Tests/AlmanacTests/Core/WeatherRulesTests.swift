import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Synchronization
import Testing

@Suite("Weather rules: city input, search terms, when forecasts are refreshed")
struct WeatherRulesTests {
    @Test("a new city needs a name of 1 to 100 characters, latitude within ±90 and longitude within ±180")
    func cityInput() throws {
        #expect(try NewCity(name: "  Home ", latitude: 90, longitude: -180).name == "Home")
        let cases: [(String, Double, Double, InputField)] = [
            ("", 0, 0, .name), ("   ", 0, 0, .name), (String(repeating: "x", count: 101), 0, 0, .name),
            ("Pole", 90.5, 0, .latitude), ("Pole", -91, 0, .latitude), ("Line", 0, 180.01, .longitude), ("Nan", .nan, 0, .latitude),
        ]
        for (name, latitude, longitude, field) in cases {
            let error = #expect(throws: InvalidInput.self) { try NewCity(name: name, latitude: latitude, longitude: longitude) }
            #expect(error?.field == field)
        }
        #expect(try NewCity(name: String(repeating: "x", count: 100), latitude: 0, longitude: 0).name.count == 100)
        let country = #expect(throws: InvalidInput.self) { try NewCity(name: "X", latitude: 0, longitude: 0, countryCode: "Denmark") }
        #expect(country?.field == .country)
    }

    @Test("a place search needs 2 to 100 characters after trimming")
    func searchTerm() throws {
        #expect(try PlaceSearchTerm(parsing: " ab ").text == "ab")
        #expect(throws: InvalidInput.self) { try PlaceSearchTerm(parsing: " a ") }
        #expect(throws: InvalidInput.self) { try PlaceSearchTerm(parsing: String(repeating: "a", count: 101)) }
        #expect(try PlaceSearchTerm(parsing: "Évora").key == "evora")
    }

    /// Answers the fixture forecast moved to the asked coordinates, or fails, and counts the calls.
    final class FakeWeatherSource: WeatherSource {
        let calls = Mutex(0)
        let fails: Bool
        /// What the geocoder answers: a place no store holds, so a test can tell it was asked.
        let geocoded: [Place]
        init(fails: Bool, geocoded: [Place] = []) {
            self.fails = fails
            self.geocoded = geocoded
        }
        func geocode(_ term: PlaceSearchTerm, count: Int) async throws -> GeocodedPlaces {
            if fails { throw UpstreamFailure.transport(url: "test", reason: "offline") }
            return GeocodedPlaces(places: geocoded, body: Data("{}".utf8))
        }
        func forecast(latitude: Double, longitude: Double) async throws -> FetchedForecast {
            calls.withLock { $0 += 1 }
            if fails { throw UpstreamFailure.transport(url: "test", reason: "offline") }
            let fixture = try #require(try TestFixtures.weatherSnapshot().forecasts.first)
            let forecast = fixture.forecast
            return FetchedForecast(
                forecast: Forecast(
                    latitude: latitude, longitude: longitude, timeZone: forecast.timeZone,
                    current: forecast.current, hourly: forecast.hourly, daily: forecast.daily
                ), body: fixture.body)
        }
        var forecastOrigin: Origin { .upstream("forecast") }
    }

    private func copenhagen(_ store: SQLWeatherStore) async throws -> SavedCity {
        try await SavedCities(store: store).add(placeID: "2618425")
    }

    @Test("a forecast younger than 30 minutes is served from the store; an older one is refreshed, unless only missing ones may be")
    func refreshAge() async throws {
        let store = try await TestFixtures.weatherStore()
        let city = try await copenhagen(store)
        let source = FakeWeatherSource(fails: false)
        // The fixture forecast was fetched at 15:00 UTC.
        let fresh = try await CityForecast(source: source, store: store, now: .fixed(Date(timeIntervalSince1970: 1_795_273_200 + 29 * 60)))(
            city, refresh: .ifStale)
        #expect(source.calls.withLock { $0 } == 0 && fresh.forecast != nil)
        let later = Date(timeIntervalSince1970: 1_795_273_200 + 31 * 60)
        let shown = try await CityForecast(source: source, store: store, now: .fixed(later))(city, refresh: .ifMissing)
        #expect(source.calls.withLock { $0 } == 0 && shown.forecast != nil)
        let refreshed = try await CityForecast(source: source, store: store, now: .fixed(later))(city, refresh: .ifStale)
        #expect(source.calls.withLock { $0 } == 1)
        #expect(refreshed.forecast?.fetchedAt == later && refreshed.failure == nil)
    }

    @Test("when the upstream fails the stored forecast stays, with the failure beside it; a city without one says so")
    func offline() async throws {
        let store = try await TestFixtures.weatherStore()
        let cities = SavedCities(store: store)
        let city = try await copenhagen(store)
        let later = Date(timeIntervalSince1970: 1_795_273_200 + 3600)
        let weather = try await CityForecast(source: FakeWeatherSource(fails: true), store: store, now: .fixed(later))(city, refresh: .ifStale)
        #expect(weather.forecast?.forecast.latitude == 55.75)
        #expect(weather.failure == .transport(url: "test", reason: "offline"))
        let london = try await cities.add(placeID: "2643743")
        let none = try await CityForecast(source: FakeWeatherSource(fails: true), store: store, now: .fixed(later))(london, refresh: .ifMissing)
        #expect(none.forecast == nil && none.failure != nil)
    }

    @Test("the overview refreshes every stale city, a few at a time, and keeps the saved order")
    func overview() async throws {
        let store = try await TestFixtures.weatherStore()
        let cities = SavedCities(store: store)
        for index in 0..<6 { _ = try await cities.add(try NewCity(name: "City \(index)", latitude: 10 + Double(index), longitude: 12.5)) }
        let source = FakeWeatherSource(fails: false)
        let all = try await CityForecast(source: source, store: store, now: .fixed(TestFixtures.now.addingTimeInterval(86_400)))
            .all(of: .local, refresh: .ifStale, concurrency: 2)
        #expect(all.map(\.city.name) == (0..<6).map { "City \($0)" })
        #expect(source.calls.withLock { $0 } == 6)
        #expect(all.allSatisfy { $0.forecast != nil })
    }

    @Test("place search: the geocoder first; offline, the stored places with the reason")
    func searchPlaces() async throws {
        let store = try await TestFixtures.weatherStore()
        let term = try PlaceSearchTerm(parsing: "london")
        // The geocoder's own place (London, Kentucky: in no fixture) comes first, then the stored ones.
        let kentucky = Place(
            id: "4298960", name: "London", region: "Kentucky", countryCode: "US", countryName: "United States",
            latitude: 37.12898, longitude: -84.08326, timeZone: "America/New_York", population: 8126
        )
        let online = try await SearchPlaces(source: FakeWeatherSource(fails: false, geocoded: [kentucky]), store: store)(term)
        #expect(online.outcome == .upstream && online.places.map(\.countryCode) == ["US", "GB", "CA"])
        // What the geocoder returned is kept: offline, the same search finds it too.
        let offline = try await SearchPlaces(source: FakeWeatherSource(fails: true), store: store)(term)
        #expect(Set(offline.places.map(\.id)) == Set(online.places.map(\.id)))
        guard case .offline(let reason) = offline.outcome else {
            Issue.record("expected offline")
            return
        }
        #expect(reason == .transport(url: "test", reason: "offline"))
    }
}
