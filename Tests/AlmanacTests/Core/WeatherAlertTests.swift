import AlmanacCore
import Foundation
import Testing

/// Weather worth acting on, read from a forecast written by hand (in UTC, now 12:00).
@Suite("Weather alerts from the forecast")
struct WeatherAlertTests {
    /// 2026-12-05 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_796_472_000)

    private func hour(_ offset: Int, temperature: Double = 5, code: Int = 2, rain: Double = 0, gusts: Double? = nil) -> HourlyWeather {
        HourlyWeather(
            time: Self.now.addingTimeInterval(Double(offset) * 3600), temperature: temperature, weatherCode: code, isDay: true,
            precipitationProbability: rain, precipitation: nil, windGusts: gusts)
    }

    private func forecast(_ hours: [HourlyWeather], highest: Double = 8) -> Forecast {
        Forecast(
            latitude: 55.7, longitude: 12.6, timeZone: "UTC", current: nil, hourly: hours,
            daily: [
                DailyWeather(
                    day: "2026-12-05", weatherCode: 2, temperatureMax: highest, temperatureMin: 1, sunrise: nil, sunset: nil, precipitationSum: nil,
                    precipitationProbabilityMax: nil)
            ])
    }

    @Test("rain likely within three hours, a thunderstorm, strong gusts, frost tonight and heat: each once, soonest first, with what decides it")
    func each() {
        let hours = (0..<30).map { offset -> HourlyWeather in
            switch offset {
            case 2: hour(offset, rain: 70)
            case 4: hour(offset, rain: 90)
            case 6: hour(offset, gusts: 65)
            case 8: hour(offset, code: 95)
            case 15: hour(offset, temperature: -2)
            default: hour(offset, gusts: 20)
            }
        }
        let alerts = WeatherAlertRules().alerts(in: forecast(hours, highest: 33), at: Self.now)
        #expect(alerts.map(\.kind) == [.extremeHeat, .rainSoon, .strongGusts, .thunderstorm, .frostTonight], "\(alerts.map(\.kind))")
        #expect(alerts.first { $0.kind == .rainSoon }?.startsAt == Self.now.addingTimeInterval(2 * 3600))
        #expect(alerts.first { $0.kind == .rainSoon }?.value == 70 && alerts.first { $0.kind == .frostTonight }?.value == -2)
        #expect(alerts.first { $0.kind == .strongGusts }?.value == 65 && alerts.first { $0.kind == .extremeHeat }?.value == 33)
    }

    @Test("rain beyond three hours is not yet an alert; a forecast kept offline for days warns of nothing")
    func notYet() {
        #expect(WeatherAlertRules().alerts(in: forecast([hour(0), hour(4, rain: 95)]), at: Self.now).isEmpty)
        let old = forecast((0..<24).map { hour($0 - 72, rain: 100) }, highest: 8)
        #expect(WeatherAlertRules().alerts(in: old, at: Self.now).isEmpty)
    }

    @Test("the same spell of rain forecast again is the same alert; a new spell is a new one")
    func sameSpell() throws {
        let first = try #require(WeatherAlertRules().alerts(in: forecast([hour(1), hour(2, rain: 80), hour(3, rain: 80)]), at: Self.now).first)
        let refreshed = try #require(
            WeatherAlertRules().alerts(in: forecast([hour(1), hour(2, rain: 65), hour(3, rain: 90)]), at: Self.now.addingTimeInterval(1800)).first)
        #expect(first.id == refreshed.id)
        let later = try #require(
            WeatherAlertRules().alerts(in: forecast([hour(2), hour(5, rain: 80)]), at: Self.now.addingTimeInterval(3 * 3600)).first)
        #expect(later.id != first.id && later.kind == .rainSoon)
    }

    @Test("an hour into the spell, the same alert: it is named by the spell's first hour, however far the clock is into it")
    func intoTheSpell() throws {
        let hours = [hour(1), hour(2, rain: 80), hour(3, rain: 80), hour(4, rain: 80), hour(5)]
        let ahead = try #require(WeatherAlertRules().alerts(in: forecast(hours), at: Self.now).first)
        let during = try #require(WeatherAlertRules().alerts(in: forecast(hours), at: Self.now.addingTimeInterval(3.5 * 3600)).first)
        #expect(during.id == ahead.id && during.startsAt > ahead.startsAt, "shown from the next hour, named by the first")
    }

    @Test("settings: quiet hours span midnight; the same time twice is none; a summary time is HH:MM; the chance is 10–100")
    func settings() throws {
        let night = try WeatherAlertSettings.parsing(alerts: ["rain-soon"], rainChance: nil, quietFrom: "22:00", quietTo: "07:00", summaryAt: "07:00")
        let quiet = try #require(night.quietHours)
        #expect([LocalTime(minutes: 23 * 60), LocalTime(minutes: 0), LocalTime(minutes: 6 * 60 + 59)].allSatisfy { quiet.contains($0!) })
        #expect(!quiet.contains(LocalTime(minutes: 7 * 60)!) && !quiet.contains(LocalTime(minutes: 12 * 60)!))
        #expect(night.rainChance == WeatherAlertSettings.standardRainChance && night.summaryAt?.description == "07:00")
        #expect(try WeatherAlertSettings.parsing(alerts: [], rainChance: 10, quietFrom: "07:00", quietTo: "07:00", summaryAt: nil).quietHours == nil)
        for (field, make) in [
            (InputField.rainChance, { try WeatherAlertSettings.parsing(alerts: [], rainChance: 101, quietFrom: nil, quietTo: nil, summaryAt: nil) }),
            (.quietTo, { try WeatherAlertSettings.parsing(alerts: [], rainChance: nil, quietFrom: "22:00", quietTo: nil, summaryAt: nil) }),
            (.summaryAt, { try WeatherAlertSettings.parsing(alerts: [], rainChance: nil, quietFrom: nil, quietTo: nil, summaryAt: "７:００") }),
            (.summaryAt, { try WeatherAlertSettings.parsing(alerts: [], rainChance: nil, quietFrom: nil, quietTo: nil, summaryAt: "7:00") }),
            (.weatherAlerts, { try WeatherAlertSettings.parsing(alerts: ["rain"], rainChance: nil, quietFrom: nil, quietTo: nil, summaryAt: nil) }),
        ] as [(InputField, () throws -> WeatherAlertSettings)] {
            #expect(throws: InvalidInput.self, "\(field)") { _ = try make() }
            do { _ = try make() } catch let error as InvalidInput { #expect(error.field == field) }
        }
    }
}
