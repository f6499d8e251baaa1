import AlmanacCore
import AlmanacPresentation
import Foundation
import Testing

@testable import AlmanacWeb

@Suite("Forecast views shared between cities of the same place")
struct ForecastViewsTests {
    private func weather(cityID: Int64, name: String, fetchedAt: Date = TestFixtures.now) throws -> CityWeather {
        let forecast = try #require(try TestFixtures.weatherSnapshot().forecasts.first)
        let city = SavedCity(
            id: cityID, placeID: "2618425", name: name, region: nil, countryCode: "DK", latitude: 55.67594, longitude: 12.56553,
            timeZone: "Europe/Copenhagen", position: 1)
        return CityWeather(
            city: city, forecast: StoredForecast(forecast: forecast.forecast, fetchedAt: fetchedAt, origin: .upstream("https://api.open-meteo.com")),
            failure: nil)
    }

    private func json(_ view: CityWeatherViewModel) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(view), as: UTF8.self)
    }

    @Test("a shared view reads exactly as one built alone, with each city's own name and day links")
    func sameAsUnshared() throws {
        let views = KeptForecastViews()
        let now = TestFixtures.now.addingTimeInterval(3 * 3600)
        for (id, name) in [(7, "Copenhagen"), (8, "København")] {
            for day in [nil, "2026-11-22"] {
                for units in [UnitSystem.metric, .imperial] {
                    let city = try weather(cityID: Int64(id), name: name)
                    let shared = try CityWeatherViewModel(city, units: units, now: now, day: day, views: views)
                    let alone = try CityWeatherViewModel(city, units: units, now: now, day: day)
                    #expect(try json(shared) == json(alone))
                    #expect(shared.days.allSatisfy { $0.url.hasPrefix("/weather/cities/\(id)?day=") })
                }
            }
        }
    }

    @Test("the clock, the units and a refresh each give a new view; a second later in the same minute does not")
    func keyedByWhatChangesTheView() throws {
        let views = KeptForecastViews()
        let noon = TestFixtures.now
        let first = try CityWeatherViewModel(try weather(cityID: 7, name: "A"), units: .metric, now: noon, views: views)
        let secondLater = try CityWeatherViewModel(try weather(cityID: 8, name: "B"), units: .metric, now: noon + 1, views: views)
        #expect(secondLater.freshnessText == first.freshnessText && secondLater.hours == first.hours)
        // Two hours on: the strip starts later and the age reads "2 hours ago".
        let later = try CityWeatherViewModel(try weather(cityID: 7, name: "A"), units: .metric, now: noon + 7200, views: views)
        #expect(later.hours.first != first.hours.first)
        #expect(later.freshnessText?.contains("2 hours ago") == true)
        let imperial = try CityWeatherViewModel(try weather(cityID: 7, name: "A"), units: .imperial, now: noon, views: views)
        #expect(imperial.current?.temperatureText != first.current?.temperatureText)
        // Refreshed a minute ago: a new fetch time, so the age and the source line are new.
        let refreshed = try CityWeatherViewModel(
            try weather(cityID: 7, name: "A", fetchedAt: noon + 7140), units: .metric, now: noon + 7200, views: views)
        #expect(refreshed.freshnessText?.contains("1 minute ago") == true)
    }
}
