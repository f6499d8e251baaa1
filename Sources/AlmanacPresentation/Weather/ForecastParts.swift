import AlmanacCore
import Foundation

/// The conditions now, as a city page and a card show them.
public struct CurrentWeatherViewModel: Hashable, Sendable, Encodable {
    /// In the chosen units, one decimal.
    public let temperature: Double?
    public let apparentTemperature: Double?
    public let windSpeed: Double?
    public let humidity: Double?
    /// "17°".
    public let temperatureText: String
    /// "16°".
    public let apparentTemperatureText: String
    /// "Feels like 16°".
    public let feelsLikeText: String
    /// "9 km/h".
    public let windText: String
    public let humidityText: String
    public let condition: WeatherCondition
    /// When these conditions were observed, in the city's time: "23:00" today, else "26 Jul 23:00".
    public let timeText: String
    public let time: String
    /// The numbers people check beside the temperature; nil (and no text) for a forecast fetched
    /// before Almanac asked for them. Degrees the wind comes from.
    public let windDirection: Double?
    public let windGusts: Double?
    /// hPa.
    public let pressure: Double?
    /// In the last hour, in the chosen units.
    public let precipitation: Double?
    public let uvIndex: Double?
    /// Metres one can see.
    public let visibility: Double?
    /// "SSW": where the wind comes from.
    public let windDirectionText: String?
    /// "30 km/h".
    public let gustsText: String?
    /// "1013 hPa".
    public let pressureText: String?
    /// "0.4 mm".
    public let precipitationText: String?
    /// "3 (moderate)".
    public let uvText: String?
    /// "24 km", "15 mi".
    public let visibilityText: String?

    init(_ current: CurrentWeather, today: String, text: WeatherText, calendar: Calendar) {
        windDirection = current.windDirection
        windGusts = text.speedValue(current.windGusts)
        pressure = current.pressure.map { ($0 * 10).rounded() / 10 }
        precipitation = text.precipitationValue(current.precipitation)
        uvIndex = current.uvIndex
        windDirectionText = current.windDirection.map(WeatherText.compassPoint)
        gustsText = current.windGusts.map { text.speed($0) }
        pressureText = current.pressure.map { "\(NumberText.whole($0)) hPa" }
        precipitationText = current.precipitation.map { text.precipitation($0) }
        uvText = current.uvIndex.map(WeatherText.uvIndex)
        visibility = current.visibility
        visibilityText = current.visibility.map { text.distance(metres: $0) }
        temperature = text.temperatureValue(current.temperature)
        apparentTemperature = text.temperatureValue(current.apparentTemperature)
        windSpeed = text.speedValue(current.windSpeed)
        humidity = current.humidity
        temperatureText = text.degrees(current.temperature)
        apparentTemperatureText = text.degrees(current.apparentTemperature)
        feelsLikeText = "Feels like \(apparentTemperatureText)"
        windText = text.speed(current.windSpeed)
        humidityText = WeatherText.percent(current.humidity)
        condition = WeatherCondition(code: current.weatherCode, isDay: current.isDay)
        let day = DateText.dayKey(current.time, in: calendar)
        timeText = (day == today ? "" : ClockText.dayAndMonth(of: day) + " ") + ClockText.time(current.time, in: calendar)
        time = DateText.iso8601(current.time)
    }
}

/// One day in the 7-day strip.
public struct DayViewModel: Hashable, Sendable, Encodable {
    /// `yyyy-MM-dd`, the `?day=` value.
    public let day: String
    /// "Today" or a weekday: "Mon".
    public let label: String
    /// "26 Jul".
    public let dateText: String
    public let temperatureMin: Double?
    public let temperatureMax: Double?
    /// "16° | 21°".
    public let rangeText: String
    public let condition: WeatherCondition
    public let precipitationText: String
    public let precipitationChanceText: String
    public let sunriseText: String
    public let sunsetText: String
    /// Whether the day has sunrise, sunset or precipitation to show (some forecasts ask for none).
    public let hasSunOrRain: Bool
    public let selected: Bool
    public private(set) var url: String
    /// The day's highest UV index and strongest gusts (in the chosen units); nil when not asked.
    public let uvIndexMax: Double?
    public let windGustsMax: Double?
    /// "8 h 12 min" of daylight.
    public let daylightText: String?
    /// "UV 3 (moderate) · gusts up to 40 km/h": what of these the day has, for its line.
    public let extremesText: String?

    init(_ daily: DailyWeather, today: String, selected: Bool, url: String, text: WeatherText, calendar: Calendar) {
        uvIndexMax = daily.uvIndexMax
        windGustsMax = text.speedValue(daily.windGustsMax)
        daylightText = daily.daylightDuration.map(WeatherText.duration)
        let extremes = [
            daily.uvIndexMax.map { "UV \(WeatherText.uvIndex($0))" }, daily.windGustsMax.map { "gusts up to \(text.speed($0))" },
        ].compactMap { $0 }
        extremesText = extremes.isEmpty ? nil : extremes.joined(separator: " · ")
        day = daily.day
        label = daily.day == today ? "Today" : ClockText.weekday(of: daily.day)
        dateText = ClockText.dayAndMonth(of: daily.day)
        temperatureMin = text.temperatureValue(daily.temperatureMin)
        temperatureMax = text.temperatureValue(daily.temperatureMax)
        rangeText = text.range(min: daily.temperatureMin, max: daily.temperatureMax)
        condition = WeatherCondition(code: daily.weatherCode, isDay: true)
        precipitationText = text.precipitation(daily.precipitationSum)
        precipitationChanceText = WeatherText.percent(daily.precipitationProbabilityMax)
        sunriseText = daily.sunrise.map { ClockText.time($0, in: calendar) } ?? WeatherText.missing
        sunsetText = daily.sunset.map { ClockText.time($0, in: calendar) } ?? WeatherText.missing
        hasSunOrRain = daily.sunrise != nil || daily.sunset != nil || daily.precipitationSum != nil
        self.selected = selected
        self.url = url
    }

    /// The same day, linking to `url` (a city's page for the day).
    func linked(to url: String) -> DayViewModel {
        var day = self
        day.url = url
        return day
    }
}

/// One hour in the hourly strip.
public struct HourViewModel: Hashable, Sendable, Encodable {
    public let time: String
    /// "14:00" in the city's time.
    public let timeText: String
    public let temperature: Double?
    public let temperatureText: String
    public let condition: WeatherCondition
    public let precipitationChanceText: String
    /// The rain in the hour, in the chosen units ("0.4 mm"); nil when none fell or none was asked.
    public let precipitationText: String?

    init(_ hour: HourlyWeather, text: WeatherText, calendar: Calendar) {
        time = DateText.iso8601(hour.time)
        timeText = ClockText.time(hour.time, in: calendar)
        temperature = text.temperatureValue(hour.temperature)
        temperatureText = text.degrees(hour.temperature)
        condition = WeatherCondition(code: hour.weatherCode, isDay: hour.isDay)
        precipitationChanceText = WeatherText.percent(hour.precipitationProbability)
        precipitationText = hour.precipitation.flatMap { $0 > 0 ? text.precipitation($0) : nil }
    }
}

/// Wall-clock texts for weather: 24-hour times, weekdays and short dates.
enum ClockText {
    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// "07:05" on the calendar's clock.
    static func time(_ date: Date, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return "\(DateText.twoDigits(parts.hour ?? 0)):\(DateText.twoDigits(parts.minute ?? 0))"
    }

    /// "Mon" for `2026-07-27` (a calendar day, the same everywhere).
    static func weekday(of day: String) -> String {
        guard let (year, month, date) = parts(of: day) else { return day }
        var components = DateComponents()
        (components.year, components.month, components.day) = (year, month, date)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0) ?? utc.timeZone
        guard let midnight = utc.date(from: components) else { return day }
        return weekdays[utc.component(.weekday, from: midnight) - 1]
    }

    /// "27 Jul" for `2026-07-27`.
    static func dayAndMonth(of day: String) -> String {
        guard let (_, month, date) = parts(of: day) else { return day }
        return "\(date) \(DateText.monthNames[month - 1].prefix(3))"
    }

    private static func parts(of day: String) -> (Int, Int, Int)? {
        let pieces = day.split(separator: "-").compactMap { Int($0) }
        guard pieces.count == 3, (1...12).contains(pieces[1]) else { return nil }
        return (pieces[0], pieces[1], pieces[2])
    }
}
