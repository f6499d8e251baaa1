import AlmanacCore
import AlmanacPresentation
import AlmanacReplay
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

@Suite("Open-Meteo client against real HTTP on loopback: geocoding and forecast shapes")
struct WeatherClientTests {
    private func withSource<Result: Sendable>(
        _ upstream: ScriptedUpstream, _ body: (OpenMeteoWeatherSource) async throws -> Result
    ) async throws -> Result {
        try await withLoopbackServer(upstream.application) { base in
            try await body(OpenMeteoWeatherSource(geocodingURL: base, forecastURL: base + "/", transport: TestFixtures.fastTransport))
        }
    }

    @Test("geocoding with results reads names, regions, countries and populations (replay of the fixture)")
    func geocodingWithResults() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            let source = OpenMeteoWeatherSource(geocodingURL: base, forecastURL: base, transport: TestFixtures.fastTransport)
            let found = try await source.geocode(try PlaceSearchTerm(parsing: "SPRINGF"), count: 10)
            #expect(found.places.map(\.id) == ["4951788", "4250542"])
            #expect(found.places.map(\.region) == ["Massachusetts", "Illinois"])
            #expect(found.places.map(\.countryName) == ["United States", "United States"])
            #expect(found.places.first?.population == 154_341)
            let evora = try await source.geocode(try PlaceSearchTerm(parsing: "evo"), count: 10)
            #expect(evora.places.map(\.name) == ["Évora"])
        }
    }

    @Test("geocoding without results: the body has no results key, which is an empty answer, not an error")
    func geocodingWithoutResults() async throws {
        let upstream = ScriptedUpstream(["/v1/search": [.respond(status: 200, body: #"{"generationtime_ms":0.2}"#)]])
        let found = try await withSource(upstream) { try await $0.geocode(try PlaceSearchTerm(parsing: "xyzzy"), count: 10) }
        #expect(found.places.isEmpty)
        #expect(upstream.requestCount("/v1/search") == 1)
    }

    @Test("forecast decoding keeps nulls as missing values and reads current, hourly and daily columns")
    func forecastWithNulls() async throws {
        let body = try String(contentsOf: TestFixtures.directory.appendingPathComponent("openmeteo/forecast/copenhagen.json"), encoding: .utf8)
        let upstream = ScriptedUpstream(["/v1/forecast": [.respond(status: 200, body: body)]])
        let fetched = try await withSource(upstream) { try await $0.forecast(latitude: 55.67594, longitude: 12.56553) }
        let forecast = fetched.forecast
        #expect(forecast.timeZone == "Europe/Copenhagen")
        #expect(forecast.hourly.count == 48 && forecast.daily.count == 2)
        #expect(forecast.hourly[29].temperature == nil)
        #expect(forecast.hourly[29].weatherCode == 3 && forecast.hourly[32].weatherCode == 61)
        #expect(forecast.daily[1].temperatureMin == nil && forecast.daily[1].temperatureMax == 6.1)
        // "2026-11-21T16:00" at UTC+1 is 15:00 UTC.
        #expect(forecast.current?.time == Date(timeIntervalSince1970: 1_795_273_200))
        #expect(forecast.current?.isDay == false && forecast.current?.windSpeed == 14.4)
        #expect(fetched.body == Data(body.utf8))
    }

    @Test("values are converted to °C, km/h, mm and metres from the units the body names")
    func unitsConverted() async throws {
        let body = ForecastBody.make(
            offset: 0, zone: "GMT", times: ["2026-01-01T00:00"],
            hourlyUnits: #""temperature_2m":"°F""#, temperatures: ["212"],
            current: #""time":"2026-01-01T00:00","temperature_2m":32,"wind_speed_10m":10,"visibility":1000"#,
            currentUnits: #""temperature_2m":"°F","wind_speed_10m":"m/s","visibility":"ft""#
        )
        let upstream = ScriptedUpstream(["/v1/forecast": [.respond(status: 200, body: body)]])
        let forecast = try await withSource(upstream) { try await $0.forecast(latitude: 0, longitude: 0) }.forecast
        #expect(forecast.hourly.first?.temperature == 100)
        #expect(forecast.current?.temperature == 0)
        #expect(forecast.current?.windSpeed == 36)
        #expect(forecast.current?.visibility.map { ($0 * 10).rounded() / 10 } == 304.8, "1,000 ft in metres")
    }

    @Test("a column shorter than its times is refused, naming it, and not retried")
    func driftedColumns() async throws {
        let body = ForecastBody.make(
            offset: 0, zone: "GMT", times: ["2026-01-01T00:00", "2026-01-01T01:00", "2026-01-01T02:00"], temperatures: ["1", "2"])
        let upstream = ScriptedUpstream(["/v1/forecast": [.respond(status: 200, body: body)]])
        let error = await #expect(throws: UpstreamFailure.self) {
            try await withSource(upstream) { try await $0.forecast(latitude: 0, longitude: 0) }
        }
        #expect(error?.description.contains("hourly.temperature_2m has 2 values for 3 times") == true)
        #expect(upstream.requestCount("/v1/forecast") == 1)
    }

    @Test("hours after a daylight-saving change are shown at their true local time in the city's zone")
    func hoursAcrossDaylightSaving() async throws {
        // Asked on 28 March, Berlin's whole body is at UTC+1, even after clocks go forward at
        // 02:00 on the 29th: the upstream's "03:00" is 02:00 UTC, which is 04:00 in Berlin.
        let times = (0...5).map { "2026-03-29T0\($0):00" }
        let body = ForecastBody.make(
            offset: 3600, zone: "Europe/Berlin", times: times, temperatures: ["1", "2", "3", "4", "5", "6"],
            daily: #""time":["2026-03-29"],"temperature_2m_max":[6],"temperature_2m_min":[1]"#
        )
        let upstream = ScriptedUpstream(["/v1/forecast": [.respond(status: 200, body: body)]])
        let forecast = try await withSource(upstream) { try await $0.forecast(latitude: 52.52, longitude: 13.41) }.forecast
        #expect(forecast.hourly[3].time == Date(timeIntervalSince1970: 1_774_749_600))
        let city = SavedCity(
            id: 1, placeID: nil, name: "Berlin", region: nil, countryCode: "DE", latitude: 52.52, longitude: 13.41, timeZone: "Europe/Berlin",
            position: 1)
        let stored = StoredForecast(forecast: forecast, fetchedAt: Date(timeIntervalSince1970: 1_774_700_000), origin: .upstream("test"))
        let view = try CityWeatherViewModel(
            CityWeather(city: city, forecast: stored, failure: nil), units: .metric,
            now: Date(timeIntervalSince1970: 1_774_700_000), day: "2026-03-29"
        )
        #expect(view.hours.map(\.timeText) == ["00:00", "01:00", "03:00", "04:00", "05:00", "06:00"])
        #expect(view.hours.map(\.temperatureText) == ["1°", "2°", "3°", "4°", "5°", "6°"])
    }
}

/// A small Open-Meteo forecast body, written out per test.
enum ForecastBody {
    static func make(
        offset: Int, zone: String, times: [String], hourlyUnits: String = #""temperature_2m":"°C""#, temperatures: [String],
        current: String? = nil, currentUnits: String = "", daily: String? = nil
    ) -> String {
        let quoted = times.map { "\"\($0)\"" }.joined(separator: ",")
        var parts = [
            #""latitude":52.52,"longitude":13.42,"utc_offset_seconds":\#(offset),"timezone":"\#(zone)""#,
            #""hourly_units":{\#(hourlyUnits)}"#,
            #""hourly":{"time":[\#(quoted)],"temperature_2m":[\#(temperatures.joined(separator: ","))]}"#,
        ]
        if let current { parts.append(#""current":{\#(current)},"current_units":{\#(currentUnits)}"#) }
        if let daily { parts.append(#""daily":{\#(daily)}"#) }
        return "{" + parts.joined(separator: ",") + "}"
    }
}
