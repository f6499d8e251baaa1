import Foundation

/// Weather worth acting on, read from a kept forecast (Open-Meteo sends no warnings of its own):
/// rain likely within three hours, a thunderstorm or heavy snow within a day, frost tonight,
/// strong gusts, extreme heat today or tomorrow. Each names when its spell started: a spell of rain
/// is one alert from its first hour, however many refreshes forecast it again and however far
/// into it the clock is (its `id`).
public struct WeatherAlert: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case rainSoon = "rain-soon"
        case thunderstorm
        case frostTonight = "frost-tonight"
        case strongGusts = "strong-gusts"
        case heavySnow = "heavy-snow"
        case
            extremeHeat = "extreme-heat"
    }

    public let kind: Kind
    /// The first hour ahead it applies to (a day's start, for heat).
    public let startsAt: Date
    /// The first hour of the spell it belongs to, which may be past: what names the alert.
    public let spellStartedAt: Date
    /// What decides it: the chance of rain (%), the lowest or highest temperature (°C), the gusts (km/h).
    public let value: Double?

    /// One alert per kind and start: what a notice is sent once for.
    public var id: String { "\(kind.rawValue)@\(Int(spellStartedAt.timeIntervalSince1970.rounded(.down)))" }

    public init(kind: Kind, startsAt: Date, spellStartedAt: Date? = nil, value: Double?) {
        (self.kind, self.startsAt, self.spellStartedAt, self.value) = (kind, startsAt, spellStartedAt ?? startsAt, value)
    }
}

/// The thresholds an alert is made at; the defaults are what weather services warn at.
public struct WeatherAlertRules: Hashable, Sendable {
    /// A chance of rain at least this (%), within `rainWithin`.
    public var rainChance: Double = 60
    public var rainWithin: TimeInterval = 3 * 3600
    /// Gusts at least this (km/h) within a day.
    public var gusts: Double = 60
    /// A day's highest at least this (°C).
    public var heat: Double = 32
    /// Tonight's lowest at most this (°C).
    public var frost: Double = 0

    public init() {}

    /// The alerts `forecast` holds from `now` on, soonest first; none from hours already past, so
    /// a forecast kept offline for days warns of nothing.
    public func alerts(in forecast: Forecast, at now: Date) -> [WeatherAlert] {
        let day: TimeInterval = 86_400
        let ahead = forecast.hourly.filter { $0.time > now.addingTimeInterval(-3600) && $0.time <= now.addingTimeInterval(day) }
        var alerts: [WeatherAlert] = []
        let rainy: (HourlyWeather) -> Bool = { ($0.precipitationProbability ?? 0) >= self.rainChance }
        if let rain = ahead.first(where: { $0.time <= now.addingTimeInterval(rainWithin) && rainy($0) }) {
            alerts.append(
                WeatherAlert(
                    kind: .rainSoon, startsAt: rain.time, spellStartedAt: Self.spellStart(rain, in: forecast, rainy),
                    value: rain.precipitationProbability))
        }
        let stormy: (HourlyWeather) -> Bool = { (95...99).contains($0.weatherCode ?? 0) }
        if let storm = ahead.first(where: stormy) {
            alerts.append(
                WeatherAlert(kind: .thunderstorm, startsAt: storm.time, spellStartedAt: Self.spellStart(storm, in: forecast, stormy), value: nil))
        }
        let snowy: (HourlyWeather) -> Bool = { [75, 86].contains($0.weatherCode ?? 0) }
        if let snow = ahead.first(where: snowy) {
            alerts.append(WeatherAlert(kind: .heavySnow, startsAt: snow.time, spellStartedAt: Self.spellStart(snow, in: forecast, snowy), value: nil))
        }
        let windy: (HourlyWeather) -> Bool = { ($0.windGusts ?? 0) >= self.gusts }
        if let gust = ahead.first(where: windy) {
            alerts.append(
                WeatherAlert(
                    kind: .strongGusts, startsAt: gust.time, spellStartedAt: Self.spellStart(gust, in: forecast, windy),
                    value: ahead.compactMap(\.windGusts).max()))
        }
        if let frost = frostTonight(forecast, now: now) { alerts.append(frost) }
        if let heat = extremeHeat(forecast, now: now) { alerts.append(heat) }
        return alerts.sorted { ($0.startsAt, $0.kind.rawValue) < ($1.startsAt, $1.kind.rawValue) }
    }

    /// The first hour of the unbroken run of hours meeting `condition` that `hour` is in, looked
    /// for back through the whole forecast.
    private static func spellStart(_ hour: HourlyWeather, in forecast: Forecast, _ condition: (HourlyWeather) -> Bool) -> Date {
        guard var index = forecast.hourly.firstIndex(where: { $0.time == hour.time }) else { return hour.time }
        while index > 0, condition(forecast.hourly[index - 1]), forecast.hourly[index].time.timeIntervalSince(forecast.hourly[index - 1].time) <= 3600
        {
            index -= 1
        }
        return forecast.hourly[index].time
    }

    /// The night ahead, 18:00 to 09:00 in the place's time: its coldest hour at or below `frost`.
    private func frostTonight(_ forecast: Forecast, now: Date) -> WeatherAlert? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: forecast.timeZone) ?? .gmt
        let morning = calendar.date(bySettingHour: 9, minute: 0, second: 0, of: now) ?? now
        let end = morning > now ? morning : morning.addingTimeInterval(86_400)
        let evening = end.addingTimeInterval(-15 * 3600)
        let night = forecast.hourly.filter { $0.time >= max(evening, now.addingTimeInterval(-3600)) && $0.time <= end }
        guard let coldest = night.filter({ $0.temperature != nil }).min(by: { $0.temperature! < $1.temperature! }),
            let temperature = coldest.temperature, temperature <= frost
        else { return nil }
        return WeatherAlert(
            kind: .frostTonight, startsAt: night.first { ($0.temperature ?? .infinity) <= frost }?.time ?? coldest.time, value: temperature)
    }

    /// Today or tomorrow (in the place's days) reaching `heat`.
    private func extremeHeat(_ forecast: Forecast, now: Date) -> WeatherAlert? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: forecast.timeZone) ?? .gmt
        let today = calendar.startOfDay(for: now)
        for offset in 0..<2 {
            guard let start = calendar.date(byAdding: .day, value: offset, to: today) else { continue }
            let key = DailyWeather.day(of: start, in: calendar)
            if let hot = forecast.daily.first(where: { $0.day == key }), let highest = hot.temperatureMax, highest >= heat {
                return WeatherAlert(kind: .extremeHeat, startsAt: start, value: highest)
            }
        }
        return nil
    }
}
