import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

/// What every weather store does, run against each store kind.
@Suite("Weather store contract: offline place search, saved cities, forecasts by place")
struct WeatherStoreContract {
    @Test("exact names first, then names starting with the text, then other words; most populous first within each", arguments: StoreKind.available)
    func searchRanking(kind: StoreKind) async throws {
        let store = try await kind.withWeather().weather
        let london = try await store.searchPlaces("london", limit: 10)
        #expect(london.map(\.countryCode) == ["GB", "CA"])
        let lon = try await store.searchPlaces("Lon", limit: 10)
        #expect(lon.map(\.name) == ["London", "Londrina", "London"])
        #expect(try await store.searchPlaces("york", limit: 10).map(\.name) == ["New York City"])
        #expect(try await store.searchPlaces("EVORA", limit: 10).map(\.id) == ["2268406"])
        #expect(try await store.searchPlaces("zzz", limit: 10).isEmpty)
        #expect(try await store.searchPlaces("spring", limit: 1).count == 1)
    }

    @Test("a geocoder answer adds region and country names to a place from the city list", arguments: StoreKind.available)
    func geocoderMerges(kind: StoreKind) async throws {
        let store = try await kind.withWeather().weather
        let illinois = try #require(try await store.place(id: "4250542"))
        #expect(illinois.region == "Illinois" && illinois.countryName == "United States" && illinois.population == 116_250)
        // Importing the city list again keeps what the geocoder said.
        let list = try #require(try TestFixtures.weatherSnapshot().cityList)
        try await store.replacePlaceList(list.places, body: list.body, origin: .snapshot("again"), at: TestFixtures.now)
        #expect(try await store.place(id: "4250542")?.region == "Illinois")
    }

    @Test(
        "a place search is not a weather refresh: the footers' time and origin, and a failing refresh, stay as they were",
        arguments: StoreKind.available)
    func geocodingLeavesFreshness(kind: StoreKind) async throws {
        let stores = try await kind.withWeather()
        let before = try #require(try await stores.datasets.freshness(of: .weather))
        try await stores.datasets.recordFailure(
            of: .weather, RefreshFailure(reason: "forecasts unreachable", at: before.refreshedAt.addingTimeInterval(60)))
        let kentucky = Place(
            id: "4298960", name: "London", region: "Kentucky", countryCode: "US", countryName: "United States",
            latitude: 37.12898, longitude: -84.08326, timeZone: "America/New_York", population: 8126)
        try await stores.weather.saveGeocoding([kentucky], query: "london", body: Data("{}".utf8), at: before.refreshedAt.addingTimeInterval(120))
        #expect(try await stores.weather.place(id: "4298960")?.region == "Kentucky")
        let after = try #require(try await stores.datasets.freshness(of: .weather))
        #expect(after.refreshedAt == before.refreshedAt && after.origin == before.origin)
        #expect(after.isFailing)
    }

    @Test("a place search asked again finds at once a place another server saved since", arguments: StoreKind.available)
    func searchFollowsAnotherServer(kind: StoreKind) async throws {
        let (here, elsewhere) = try await kind.openTwice()
        func london(_ id: String, _ region: String, population: Int) -> Place {
            Place(
                id: id, name: "London", region: region, countryCode: "US", countryName: "United States", latitude: 37, longitude: -84,
                timeZone: "America/New_York", population: population)
        }
        #expect(try await here.weather.searchPlaces("london", limit: 10).isEmpty)
        try await elsewhere.weather.saveGeocoding(
            [london("4298960", "Kentucky", population: 8126)], query: "london", body: Data("{}".utf8), at: TestFixtures.now)
        #expect(try await here.weather.searchPlaces("london", limit: 10).map(\.region) == ["Kentucky"])
        #expect(try await here.weather.searchPlaces("london", limit: 10).map(\.region) == ["Kentucky"], "asked again, nothing committed")
        try await elsewhere.weather.saveGeocoding(
            [london("4517009", "Ohio", population: 10060)], query: "london", body: Data("{}".utf8), at: TestFixtures.now)
        #expect(try await here.weather.searchPlaces("london", limit: 10).map(\.region) == ["Ohio", "Kentucky"])
    }

    private func city(_ name: String, _ latitude: Double, _ longitude: Double, placeID: String? = nil) throws -> NewCity {
        try NewCity(name: name, latitude: latitude, longitude: longitude, placeID: placeID)
    }

    @Test("a city already saved (same place id, or within about 1 km) is refused and nothing changes", arguments: StoreKind.available)
    func duplicates(kind: StoreKind) async throws {
        let store = try await kind.withWeather().weather
        let cities = SavedCities(store: store)
        let copenhagen = try await cities.add(placeID: "2618425")
        #expect(copenhagen.position == 1 && copenhagen.timeZone == "Europe/Copenhagen")
        let again = await #expect(throws: CityAlreadySaved.self) { try await cities.add(placeID: "2618425") }
        #expect(again?.city.id == copenhagen.id)
        await #expect(throws: CityAlreadySaved.self) { try await cities.add(try city("Home", 55.680, 12.570)) }
        _ = try await cities.add(try city("Roskilde", 55.64, 12.08))
        #expect(try await cities.list().map(\.name) == ["Copenhagen", "Roskilde"])
    }

    @Test("remove and move keep positions 1…n without gaps; undo puts a city back where it was", arguments: StoreKind.available)
    func positionsStayDense(kind: StoreKind) async throws {
        let store = try await kind.withWeather().weather
        let cities = SavedCities(store: store)
        var ids: [Int64] = []
        for (index, name) in ["A", "B", "C", "D"].enumerated() {
            ids.append(try await cities.add(try city(name, Double(index), 0)).id)
        }
        func order() async throws -> [String] { try await cities.list().map { "\($0.position)\($0.name)" } }
        _ = try await cities.remove(id: ids[1])
        #expect(try await order() == ["1A", "2C", "3D"])
        _ = try await cities.move(id: ids[3], to: 1)
        #expect(try await order() == ["1D", "2A", "3C"])
        _ = try await cities.move(id: ids[3], to: 3)
        #expect(try await order() == ["1A", "2C", "3D"])
        _ = try await cities.restore(id: ids[1])
        #expect(try await order() == ["1A", "2B", "3C", "4D"])
        // Only the latest removal can be undone.
        _ = try await cities.remove(id: ids[0])
        _ = try await cities.remove(id: ids[2])
        await #expect(throws: NotFound.self) { try await cities.restore(id: ids[0]) }
        #expect(try await order() == ["1B", "2D"])
        // A position past the end moves the city last; one before the start is refused.
        _ = try await cities.move(id: ids[1], to: 99)
        #expect(try await order() == ["1D", "2B"])
        let outside = await #expect(throws: InvalidInput.self) { try await cities.move(id: ids[1], to: 0) }
        #expect(outside?.message == "position must be a whole number from 1 (got 0)")
        await #expect(throws: NotFound.self) { try await cities.move(id: 999, to: 1) }
        await #expect(throws: NotFound.self) { try await cities.remove(id: ids[0]) }
    }

    @Test(
        "a city finds the forecast of the nearest grid point within 0.25°; a new forecast for a point replaces the old",
        arguments: StoreKind.available)
    func forecastsByPlace(kind: StoreKind) async throws {
        let store = try await kind.withWeather().weather
        let stored = try #require(try await store.forecast(nearLatitude: 55.67594, longitude: 12.56553))
        #expect(stored.forecast.latitude == 55.75 && stored.origin.kind == .snapshot)
        // Imported forecasts are as old as their "current" time.
        #expect(stored.fetchedAt == Date(timeIntervalSince1970: 1_795_273_200))
        #expect(try await store.forecast(nearLatitude: 51.5, longitude: -0.12) == nil)
        let fetched = try #require(try TestFixtures.weatherSnapshot().forecasts.first)
        try await store.saveForecast(fetched, origin: .upstream("https://api.open-meteo.com"), at: TestFixtures.now)
        let refreshed = try #require(try await store.forecast(nearLatitude: 55.7, longitude: 12.5))
        #expect(refreshed.fetchedAt == TestFixtures.now && refreshed.origin.kind == .upstream)
    }

    @Test(
        "text PostgreSQL cannot hold is never sent to it: a place id with NUL is not found, a region's NUL is dropped", arguments: StoreKind.available
    )
    func nulText(kind: StoreKind) async throws {
        let store = try await kind.withWeather().weather
        let cities = SavedCities(store: store)
        await #expect(throws: NotFound.self) { try await cities.add(placeID: "2618\u{0}425") }
        await #expect(throws: NotFound.self) { try await cities.add(placeID: String(repeating: "9", count: 500)) }
        let saved = try await cities.add(try NewCity(name: "Ho\u{0}me", latitude: 10, longitude: 10, region: "North\u{0}"))
        #expect(saved.name == "Home" && saved.region == "North")
    }

    @Test("every saved city, those of the most recently used profile first", arguments: StoreKind.available)
    func everySavedCityByUse(kind: StoreKind) async throws {
        let stores = try await kind.open()
        let (early, late) = (ProfileID.random(), ProfileID.random())
        try await stores.profiles.touch(early, at: TestFixtures.now)
        try await stores.profiles.touch(late, at: TestFixtures.now.addingTimeInterval(60))
        _ = try await stores.weather.addCity(try city("Early", 1, 1), for: early)
        _ = try await stores.weather.addCity(try city("Late", 2, 2), for: late)
        #expect(try await stores.weather.everySavedCity().map(\.name) == ["Late", "Early"])
        try await stores.profiles.touch(early, at: TestFixtures.now.addingTimeInterval(120))
        #expect(try await stores.weather.everySavedCity().map(\.name) == ["Early", "Late"])
    }
}
