import AlmanacCore
import AlmanacPresentation
import Foundation
import Testing

/// wttr.in's one-line output over a forecast written by hand: its presets laid out as wttr.in's
/// own code lays them out (lib/view/line.py), its tokens, and formats that are refused.
@Suite("Weather in one line, as wttr.in writes it")
struct WeatherLineTests {
    /// 2026-12-05 12:00 UTC, in London.
    static let noon = Date(timeIntervalSince1970: 1_796_472_000)

    static let forecast = Forecast(
        latitude: 51.5, longitude: -0.12, timeZone: "Europe/London",
        current: CurrentWeather(
            time: noon, temperature: 7.4, apparentTemperature: 4.6, weatherCode: 2, isDay: true, windSpeed: 11.2, humidity: 71),
        hourly: [
            HourlyWeather(time: noon.addingTimeInterval(-3600), temperature: 7, weatherCode: 2, isDay: true, precipitationProbability: 10),
            HourlyWeather(time: noon, temperature: 7.4, weatherCode: 2, isDay: true, precipitationProbability: 40),
        ],
        daily: [
            DailyWeather(
                day: "2026-12-05", weatherCode: 2, temperatureMax: 9, temperatureMin: 3, sunrise: noon.addingTimeInterval(-4 * 3600),
                sunset: noon.addingTimeInterval(4 * 3600), precipitationSum: 0.4, precipitationProbabilityMax: 40)
        ])

    private func line(_ format: String, units: UnitSystem = .metric, forecast: Forecast? = Self.forecast) throws -> String {
        try WeatherLine(parsing: format).render(place: "London", forecast: forecast, units: units, now: Self.noon)
    }

    @Test("the presets 1 to 4: wttr.in's layouts, the emoji padded as it pads them, a new line at the end")
    func presets() throws {
        #expect(try line("1") == "⛅️  +7°C\n")
        #expect(try line("2") == "⛅️  🌡️+7°C 🌬️11km/h\n")
        #expect(try line("3") == "London: ⛅️  +7°C\n")
        #expect(try line("4") == "London: ⛅️  🌡️+7°C 🌬️11km/h\n")
        #expect(try line("3", units: .imperial) == "London: ⛅️  +45°F\n")
    }

    @Test(
        "each token: condition in words and as a symbol, feels-like, humidity, chance of rain, sun times in the place's zone; what is not kept is empty"
    )
    func tokens() throws {
        #expect(try line("%C|%x|%f|%h|%o") == "Partly cloudy|m|+5°C|71%|40%")
        #expect(try line("%S %z %s %T %Z") == "08:00:00 12:00:00 16:00:00 12:00:00 Europe/London")
        #expect(try line("[%p][%P][%u][%D][%d][%q]") == "[][][][][][]", "not in this forecast, dawn and dusk not kept; an unknown token is empty")
        #expect(try line("%M") == String(Int(try #require(Int(try line("%M"))))))
        #expect(["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"].contains(try line("%m")))
        #expect(try line("100% sure\\nnext") == "100% sure\nnext", "a % before a space is text; \\n is a new line")
        #expect(try line("%t", forecast: nil) == "", "no forecast kept")
        #expect(try line("%w", units: .imperial) == "7mph")
    }

    @Test("the wind's arrow the way it blows, rain in the last hour, pressure and UV, when the forecast has them")
    func moreNumbers() throws {
        let current = CurrentWeather(
            time: Self.noon, temperature: 7.4, apparentTemperature: 4.6, weatherCode: 2, isDay: true, windSpeed: 11.2, humidity: 71,
            windDirection: 200, windGusts: 30, pressure: 1013.2, precipitation: 0.4, uvIndex: 2.6)
        let forecast = Forecast(latitude: 51.5, longitude: -0.12, timeZone: "Europe/London", current: current, hourly: [], daily: [])
        #expect(try line("%w|%p|%P|%u", forecast: forecast) == "↑11km/h|0.4mm|1013hPa|3", "a wind from the south-south-west blows north")
        #expect(WindArrow.of(0) == "↓" && WindArrow.of(90) == "←" && WindArrow.of(359) == "↓" && WindArrow.of(nil) == "")
    }

    @Test("a format longer than 200 characters, or holding a control character, is refused naming the field; nothing from it is an escape")
    func refused() throws {
        for format in [String(repeating: "%t", count: 101), "\u{1B}[31m%t", "%t\u{7}", "a\nb", "\u{202E}%t"] {
            #expect(throws: InvalidInput.self, "\(format.debugDescription)") { try WeatherLine(parsing: format) }
        }
        #expect(throws: Never.self) { try WeatherLine(parsing: String(repeating: "x", count: 200)) }
    }
}
