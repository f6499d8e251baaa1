import AlmanacCore
import AlmanacPresentation
import Foundation
import Testing

@Suite("Weather presentation: conditions, units, days and hours in the city's time")
struct WeatherPresentationTests {
    @Test(
        "the icon depends on the code and on day or night",
        arguments: [
            (0, true, "clear-day", "Clear sky"), (0, false, "clear-night", "Clear sky"),
            (2, true, "partly-cloudy-day", "Partly cloudy"), (2, false, "partly-cloudy-night", "Partly cloudy"),
            (3, false, "cloudy", "Overcast"), (55, true, "drizzle", "Heavy drizzle"), (65, true, "rain", "Heavy rain"),
            (75, false, "snow", "Heavy snow"), (99, true, "thunderstorm", "Thunderstorm with hail"), (42, true, "unknown", "Unknown"),
        ])
    func conditionIcons(code: Int, isDay: Bool, icon: String, text: String) {
        let condition = WeatherCondition(code: code, isDay: isDay)
        #expect(condition.icon == icon)
        #expect(condition.text == text)
    }

    @Test("units: °C to °F, km/h to mph, mm to inches; missing values show a dash")
    func unitsConversion() throws {
        let metric = WeatherText(units: .metric), imperial = WeatherText(units: .imperial)
        #expect(metric.temperature(20) == "20 °C" && imperial.temperature(20) == "68 °F")
        #expect(imperial.degrees(-40) == "-40°" && imperial.degrees(0) == "32°")
        #expect(metric.speed(16.09344) == "16 km/h" && imperial.speed(16.09344) == "10 mph")
        #expect(imperial.precipitation(25.4) == "1 in" && metric.precipitation(6.4) == "6.4 mm")
        #expect(metric.degrees(nil) == "–")
        #expect(try UnitSystem(parsing: "IMPERIAL") == .imperial)
        #expect(try UnitSystem(parsing: nil) == .metric)
        let error = #expect(throws: InvalidInput.self) { try UnitSystem(parsing: "kelvin") }
        #expect(error?.field == .units)
    }

    private func copenhagen(day: String? = nil, units: UnitSystem = .metric, failure: UpstreamFailure? = nil) throws -> CityWeatherViewModel {
        let snapshot = try TestFixtures.weatherSnapshot()
        let forecast = try #require(snapshot.forecasts.first)
        let city = SavedCity(
            id: 7, placeID: "2618425", name: "Copenhagen", region: nil, countryCode: "DK", latitude: 55.67594, longitude: 12.56553,
            timeZone: "Europe/Copenhagen", position: 1)
        let stored = StoredForecast(forecast: forecast.forecast, fetchedAt: TestFixtures.now, origin: .upstream("https://api.open-meteo.com"))
        // 15:00 UTC is 16:00 in Copenhagen.
        return try CityWeatherViewModel(
            CityWeather(city: city, forecast: stored, failure: failure), units: units,
            now: TestFixtures.now.addingTimeInterval(3 * 3600), day: day
        )
    }

    @Test(
        "the numbers beside the temperature: where the wind comes from, gusts, rain, pressure and UV in words; a day's UV, gusts and daylight; none when not asked"
    )
    func moreNumbers() throws {
        #expect(WeatherText.compassPoint(0) == "N" && WeatherText.compassPoint(31) == "NNE" && WeatherText.compassPoint(200) == "SSW")
        #expect(WeatherText.compassPoint(355) == "N" && WeatherText.uvIndex(2.4) == "2 (low)" && WeatherText.uvIndex(8) == "8 (very high)")
        #expect(WeatherText.duration(29_520) == "8 h 12 min")
        let now = TestFixtures.now
        let current = CurrentWeather(
            time: now, temperature: 5, apparentTemperature: 3, weatherCode: 2, isDay: true, windSpeed: 10, humidity: 80, windDirection: 200,
            windGusts: 32.2, pressure: 1013.26, precipitation: 0.4, uvIndex: 3.4)
        let daily = DailyWeather(
            day: "2026-11-21", weatherCode: 2, temperatureMax: 7, temperatureMin: 1, sunrise: nil, sunset: nil, precipitationSum: 1,
            precipitationProbabilityMax: 30, uvIndexMax: 1.2, windGustsMax: 48.3, windDirectionDominant: 180, daylightDuration: 29_520)
        let forecast = Forecast(latitude: 55.75, longitude: 12.5, timeZone: "Europe/Copenhagen", current: current, hourly: [], daily: [daily])
        let city = SavedCity(
            id: 7, placeID: nil, name: "Copenhagen", region: nil, countryCode: "DK", latitude: 55.7, longitude: 12.6, timeZone: nil, position: 1)
        let view = try CityWeatherViewModel(
            CityWeather(city: city, forecast: StoredForecast(forecast: forecast, fetchedAt: now, origin: .upstream("x")), failure: nil),
            units: .imperial, now: now)
        let shown = try #require(view.current)
        #expect(shown.windDirectionText == "SSW" && shown.gustsText == "20 mph" && shown.pressureText == "1013 hPa")
        #expect(shown.precipitationText == "0.02 in" && shown.uvText == "3 (moderate)" && shown.windGusts == 20)
        let day = try #require(view.days.first)
        #expect(day.daylightText == "8 h 12 min" && day.extremesText == "UV 1 (low) · gusts up to 30 mph")
        // Stored before they were asked for: none of them, and nothing said in their place.
        let before = try CityWeatherViewModel(
            CityWeather(
                city: city,
                forecast: StoredForecast(
                    forecast: Forecast(
                        latitude: 55.75, longitude: 12.5, timeZone: "Europe/Copenhagen",
                        current: CurrentWeather(
                            time: now, temperature: 5, apparentTemperature: 3, weatherCode: 2, isDay: true, windSpeed: 10, humidity: 80),
                        hourly: [],
                        daily: [
                            DailyWeather(
                                day: "2026-11-21", weatherCode: 2, temperatureMax: 7, temperatureMin: 1, sunrise: nil, sunset: nil,
                                precipitationSum: 1, precipitationProbabilityMax: 30)
                        ]), fetchedAt: now, origin: .upstream("x")), failure: nil),
            units: .metric, now: now)
        #expect(before.current?.pressureText == nil && before.current?.windDirectionText == nil && before.days.first?.extremesText == nil)
    }

    @Test("the next weather worth acting on, in the city's time: rain likely two hours ahead; none in the recorded forecast as it is")
    func nextAlert() throws {
        #expect(try copenhagen().nextAlertText == nil)
        let recorded = try #require(try TestFixtures.weatherSnapshot().forecasts.first).forecast
        // 18:00 in Copenhagen, two hours after the view's clock (16:00 there).
        let hours = recorded.hourly.map { hour in
            hour.time == TestFixtures.now.addingTimeInterval(5 * 3600)
                ? HourlyWeather(time: hour.time, temperature: hour.temperature, weatherCode: 61, isDay: false, precipitationProbability: 90)
                : hour
        }
        let rainy = Forecast(
            latitude: recorded.latitude, longitude: recorded.longitude, timeZone: recorded.timeZone, current: recorded.current, hourly: hours,
            daily: recorded.daily)
        let city = SavedCity(
            id: 7, placeID: nil, name: "Copenhagen", region: nil, countryCode: "DK", latitude: 55.7, longitude: 12.6, timeZone: nil, position: 1)
        let view = try CityWeatherViewModel(
            CityWeather(city: city, forecast: StoredForecast(forecast: rainy, fetchedAt: TestFixtures.now, origin: .upstream("x")), failure: nil),
            units: .metric, now: TestFixtures.now.addingTimeInterval(3 * 3600))
        #expect(view.nextAlertText == "Rain likely from 18:00 (90% chance)")
    }

    @Test("today's strip is the next 24 hours from the current one in the city's time; another day lists all its hours")
    func hourlyStrip() throws {
        let today = try copenhagen()
        #expect(today.selectedDay == "2026-11-21")
        #expect(today.hours.first?.timeText == "16:00" && today.hours.count == 24 && today.hours.last?.timeText == "15:00")
        #expect(today.hoursHeading == "Next 24 hours")
        #expect(today.days.map(\.label) == ["Today", "Sun"])
        #expect(today.days.map(\.dateText) == ["21 Nov", "22 Nov"])
        #expect(today.days[1].rangeText == "– | 6°")
        #expect(today.days[0].sunriseText == "08:02" && today.days[0].sunsetText == "15:44")
        let tomorrow = try copenhagen(day: "2026-11-22")
        #expect(tomorrow.hours.count == 24 && tomorrow.hours.first?.timeText == "00:00")
        #expect(tomorrow.hours[5].temperatureText == "–")
        #expect(tomorrow.days.map(\.selected) == [false, true])
    }

    @Test("a day outside the forecast is refused, naming the days it has")
    func unknownDay() throws {
        let error = #expect(throws: InvalidInput.self) { try copenhagen(day: "2026-12-25") }
        #expect(error?.field == .day)
        #expect(error?.message.contains("2026-11-21 to 2026-11-22") == true)
    }

    @Test("the chart covers the hours from now, with rain bars only where rain is possible")
    func chart() throws {
        let chart = try #require(try copenhagen().chart)
        #expect(chart.hasData)
        #expect(chart.temperaturePoints.split(separator: " ").count == 31)
        #expect(chart.bars.count == 28)
        #expect(chart.timeLabels.map(\.text) == ["18:00", "00:00", "06:00", "12:00", "18:00"])
        #expect(chart.summary.hasSuffix("rain chance up to 90%."))
    }

    @Test("imperial units on the page; a failed refresh keeps the forecast and says so")
    func imperialAndOffline() throws {
        let view = try copenhagen(units: .imperial, failure: .transport(url: "http://127.0.0.1:9", reason: "connection refused"))
        #expect(view.current?.temperatureText == "42°")
        #expect(view.current?.windText == "9 mph")
        #expect(view.notice?.hasPrefix("Offline — the weather service could not be reached") == true)
        #expect(view.isStale)
    }
}
