import AlmanacCore
import AlmanacPresentation
import Foundation
import Testing

@testable import AlmanacWeb

@Suite("A city's weather in JSON from kept parts")
struct KeptWeatherJSONTests {
    private func weather(id: Int64, name: String, forecast: Bool, failure: UpstreamFailure? = nil) throws -> CityWeather {
        let snapshot = try #require(try TestFixtures.weatherSnapshot().forecasts.first)
        let city = SavedCity(
            id: id, placeID: "2618425", name: name, region: nil, countryCode: "DK", latitude: 55.67594, longitude: 12.56553,
            timeZone: "Europe/Copenhagen", position: 1)
        let stored = StoredForecast(forecast: snapshot.forecast, fetchedAt: TestFixtures.now, origin: .upstream("https://api.open-meteo.com"))
        return CityWeather(city: city, forecast: forecast ? stored : nil, failure: failure)
    }

    @Test("the bytes JSONEncoder makes of the whole view, for every city, day and units, with and without a forecast or a failure")
    func sameAsEncodedWhole() throws {
        let kept = KeptWeatherJSON()
        let failure = UpstreamFailure.transport(url: "https://api.open-meteo.com/v1/forecast", reason: "connection refused")
        let now = TestFixtures.now.addingTimeInterval(3 * 3600)
        var cases: [CityWeather] = []
        for (id, name) in [(7, "Copenhagen"), (8, "K\u{f8}benhavn \"/\" <b>")] {
            cases += [
                try weather(id: Int64(id), name: name, forecast: true), try weather(id: Int64(id), name: name, forecast: true, failure: failure),
            ]
        }
        cases += [try weather(id: 9, name: "Nowhere", forecast: false), try weather(id: 9, name: "Nowhere", forecast: false, failure: failure)]
        for city in cases {
            for day in [nil, "2026-11-22"] where city.forecast != nil || day == nil {
                for units in [UnitSystem.metric, .imperial] {
                    let view = try CityWeatherViewModel(city, units: units, now: now, day: day)
                    // Twice: the second from kept parts.
                    for _ in 0..<2 {
                        let joined = String(decoding: try kept.encoded(view).bytes, as: UTF8.self)
                        let whole = String(decoding: try JSONResponder.encoder.encode(view), as: UTF8.self)
                        #expect(joined == whole, "\(city.city.name), \(day ?? "today"), \(units)")
                    }
                }
            }
        }
    }
}
