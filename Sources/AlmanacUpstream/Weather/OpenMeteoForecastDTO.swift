import AlmanacCore
import Foundation

/// `/v1/forecast`'s body: `current` is an object, `hourly` and `daily` are column arrays
/// (`hourly.time[i]` pairs with `hourly.temperature_2m[i]`), any value may be null, and units
/// are named in the sibling `*_units` objects. Times are local wall-clock strings
/// (`2026-07-26T23:00`) at one UTC offset for the whole body: the upstream applies the offset
/// in force when asked, even to hours after a daylight-saving change. So every time is read as
/// `wall clock − utc_offset_seconds`, which is the true instant, and shown later in the place's
/// own zone (which does know about the change).
struct OpenMeteoForecastDTO: Decodable {
    let latitude: Double
    let longitude: Double
    let utcOffsetSeconds: Int
    let timezone: String
    let current: [String: JSONValue]?
    let currentUnits: [String: String]?
    let hourly: [String: [JSONValue]]?
    let hourlyUnits: [String: String]?
    let daily: [String: [JSONValue]]?
    let dailyUnits: [String: String]?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        latitude = try container.decode(Double.self, forKey: .latitude)
        longitude = try container.decode(Double.self, forKey: .longitude)
        let offset = try container.decode(Double.self, forKey: .utcOffsetSeconds)
        guard let seconds = Plausible.wholeNumber(offset, in: Plausible.utcOffsetSeconds) else {
            throw DecodingError.dataCorruptedError(
                forKey: .utcOffsetSeconds, in: container, debugDescription: "utc_offset_seconds \(offset) is not within ±18 hours"
            )
        }
        utcOffsetSeconds = seconds
        timezone = try container.decode(String.self, forKey: .timezone)
        current = try container.decodeIfPresent([String: JSONValue].self, forKey: .current)
        currentUnits = try container.decodeIfPresent([String: String].self, forKey: .currentUnits)
        hourly = try container.decodeIfPresent([String: [JSONValue]].self, forKey: .hourly)
        hourlyUnits = try container.decodeIfPresent([String: String].self, forKey: .hourlyUnits)
        daily = try container.decodeIfPresent([String: [JSONValue]].self, forKey: .daily)
        dailyUnits = try container.decodeIfPresent([String: String].self, forKey: .dailyUnits)
    }

    private enum CodingKeys: String, CodingKey {
        case latitude, longitude, timezone, current, hourly, daily
        case utcOffsetSeconds = "utc_offset_seconds"
        case currentUnits = "current_units"
        case hourlyUnits = "hourly_units"
        case dailyUnits = "daily_units"
    }

    /// A body that decoded but cannot be used, with the reason.
    struct Unusable: Error, CustomStringConvertible {
        let description: String
    }

    func forecast() throws(Unusable) -> Forecast {
        guard Plausible.number(latitude, in: -90...90) != nil, Plausible.number(longitude, in: -180...180) != nil else {
            throw Unusable(description: "latitude \(latitude) or longitude \(longitude) is off the globe")
        }
        return Forecast(
            latitude: latitude, longitude: longitude, timeZone: timezone,
            current: try current.map(currentWeather), hourly: try hourlyWeather(), daily: try dailyWeather()
        )
    }

    private func currentWeather(_ values: [String: JSONValue]) throws(Unusable) -> CurrentWeather {
        guard let time = values["time"]?.scalarText, let instant = instant(time) else {
            throw Unusable(description: "current.time is missing or not a time")
        }
        let units = currentUnits ?? [:]
        return CurrentWeather(
            time: instant,
            temperature: OpenMeteoUnits.celsius(values["temperature_2m"]?.number, unit: units["temperature_2m"]),
            apparentTemperature: OpenMeteoUnits.celsius(values["apparent_temperature"]?.number, unit: units["apparent_temperature"]),
            weatherCode: OpenMeteoUnits.weatherCode(values["weather_code"]?.number),
            isDay: values["is_day"]?.number.map { $0 != 0 },
            windSpeed: OpenMeteoUnits.kilometresPerHour(values["wind_speed_10m"]?.number, unit: units["wind_speed_10m"]),
            humidity: OpenMeteoUnits.percent(values["relative_humidity_2m"]?.number),
            windDirection: OpenMeteoUnits.degrees(values["wind_direction_10m"]?.number),
            windGusts: OpenMeteoUnits.kilometresPerHour(values["wind_gusts_10m"]?.number, unit: units["wind_gusts_10m"]),
            pressure: OpenMeteoUnits.hectopascals(values["pressure_msl"]?.number ?? values["surface_pressure"]?.number),
            precipitation: OpenMeteoUnits.millimetres(values["precipitation"]?.number, unit: units["precipitation"]),
            uvIndex: OpenMeteoUnits.uvIndex(values["uv_index"]?.number),
            visibility: OpenMeteoUnits.metres(values["visibility"]?.number, unit: units["visibility"])
        )
    }

    private func hourlyWeather() throws(Unusable) -> [HourlyWeather] {
        guard let hourly else { return [] }
        let columns = try Columns(name: "hourly", values: hourly, units: hourlyUnits ?? [:])
        var hours: [HourlyWeather] = []
        for (index, text) in columns.times.enumerated() {
            guard let time = instant(text) else { throw Unusable(description: "hourly.time[\(index)] is not a time (\"\(text)\")") }
            hours.append(
                HourlyWeather(
                    time: time,
                    temperature: OpenMeteoUnits.celsius(columns.number("temperature_2m", index), unit: columns.unit("temperature_2m")),
                    weatherCode: OpenMeteoUnits.weatherCode(columns.number("weather_code", index)),
                    isDay: columns.number("is_day", index).map { $0 != 0 },
                    precipitationProbability: OpenMeteoUnits.percent(columns.number("precipitation_probability", index)),
                    precipitation: OpenMeteoUnits.millimetres(columns.number("precipitation", index), unit: columns.unit("precipitation")),
                    windGusts: OpenMeteoUnits.kilometresPerHour(columns.number("wind_gusts_10m", index), unit: columns.unit("wind_gusts_10m"))
                ))
        }
        return hours
    }

    private func dailyWeather() throws(Unusable) -> [DailyWeather] {
        guard let daily else { return [] }
        let columns = try Columns(name: "daily", values: daily, units: dailyUnits ?? [:])
        var days: [DailyWeather] = []
        for (index, day) in columns.times.enumerated() {
            guard LocalTime.isDay(day) else { throw Unusable(description: "daily.time[\(index)] is not a date (\"\(day)\")") }
            days.append(
                DailyWeather(
                    day: day,
                    weatherCode: OpenMeteoUnits.weatherCode(columns.number("weather_code", index)),
                    temperatureMax: OpenMeteoUnits.celsius(columns.number("temperature_2m_max", index), unit: columns.unit("temperature_2m_max")),
                    temperatureMin: OpenMeteoUnits.celsius(columns.number("temperature_2m_min", index), unit: columns.unit("temperature_2m_min")),
                    sunrise: columns.text("sunrise", index).flatMap(instant),
                    sunset: columns.text("sunset", index).flatMap(instant),
                    precipitationSum: OpenMeteoUnits.millimetres(columns.number("precipitation_sum", index), unit: columns.unit("precipitation_sum")),
                    precipitationProbabilityMax: OpenMeteoUnits.percent(columns.number("precipitation_probability_max", index)),
                    uvIndexMax: OpenMeteoUnits.uvIndex(columns.number("uv_index_max", index)),
                    windGustsMax: OpenMeteoUnits.kilometresPerHour(
                        columns.number("wind_gusts_10m_max", index), unit: columns.unit("wind_gusts_10m_max")),
                    windDirectionDominant: OpenMeteoUnits.degrees(columns.number("wind_direction_10m_dominant", index)),
                    daylightDuration: Plausible.number(columns.number("daylight_duration", index), in: 0...86_400)
                ))
        }
        return days
    }

    /// The true instant of a wall-clock time; nil when it is not one, or not between 1950 and 2100.
    private func instant(_ wallClock: String) -> Date? {
        Plausible.date(LocalTime.secondsAsIfUTC(wallClock).map { Date(timeIntervalSince1970: Double($0) - Double(utcOffsetSeconds)) })
    }

    /// One block of column arrays, checked: a `time` column, and every other column as long.
    private struct Columns {
        let times: [String]
        let values: [String: [JSONValue]]
        let units: [String: String]

        init(name: String, values: [String: [JSONValue]], units: [String: String]) throws(Unusable) {
            guard let times = values["time"]?.map(\.scalarText), !times.contains(nil) else {
                throw Unusable(description: "\(name).time is missing or holds something other than times")
            }
            for (key, column) in values where column.count != times.count {
                throw Unusable(description: "\(name).\(key) has \(column.count) values for \(times.count) times")
            }
            self.times = times.compactMap { $0 }
            self.values = values
            self.units = units
        }

        func number(_ key: String, _ index: Int) -> Double? { values[key]?[index].number }
        func text(_ key: String, _ index: Int) -> String? { values[key]?[index].scalarText }
        func unit(_ key: String) -> String? { units[key] }
    }
}

extension JSONValue {
    /// A number, whether the JSON wrote it with or without decimals; nil for anything else.
    var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }
}
