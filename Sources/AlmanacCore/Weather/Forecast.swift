import Foundation

/// A forecast for one place, in metric units (°C, km/h, mm) whatever units the upstream used.
/// Times are instants; `timeZone` is the place's zone, in which days and hours are shown.
public struct Forecast: Hashable, Sendable, Codable {
    /// Where the forecast is for (the upstream's grid point, near the asked coordinates).
    public let latitude: Double
    public let longitude: Double
    /// The IANA zone the upstream resolved for the place ("GMT" when it was not asked to).
    public let timeZone: String
    public let current: CurrentWeather?
    /// Hour by hour, oldest first.
    public let hourly: [HourlyWeather]
    /// Day by day, oldest first.
    public let daily: [DailyWeather]

    public init(latitude: Double, longitude: Double, timeZone: String, current: CurrentWeather?, hourly: [HourlyWeather], daily: [DailyWeather]) {
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        self.current = current
        self.hourly = hourly
        self.daily = daily
    }

    /// Forecasts whose grid point is this close (degrees of latitude and of longitude) to a
    /// city belong to it: weather models snap coordinates to grids up to about 0.25° wide.
    public static let nearbyTolerance = 0.25
    /// Forecasts this close are for the same grid point, so a store keeps only the newer.
    public static let sameGridPoint = 0.001

    /// Whether the forecast is for the place at these coordinates.
    public func isNear(latitude: Double, longitude: Double) -> Bool {
        Self.isNear(self.latitude, self.longitude, latitude, longitude)
    }

    /// Whether a forecast's grid point and a place are within `nearbyTolerance` of each other.
    public static func isNear(_ latitude: Double, _ longitude: Double, _ otherLatitude: Double, _ otherLongitude: Double) -> Bool {
        abs(latitude - otherLatitude) <= nearbyTolerance && abs(longitude - otherLongitude) <= nearbyTolerance
    }
}

/// The conditions at one moment. Any value the upstream left out or sent as null is nil.
public struct CurrentWeather: Hashable, Sendable, Codable {
    public let time: Date
    /// °C.
    public let temperature: Double?
    /// °C: how warm it feels.
    public let apparentTemperature: Double?
    /// A WMO weather interpretation code (0 clear … 99 thunderstorm with hail).
    public let weatherCode: Int?
    public let isDay: Bool?
    /// km/h at 10 m.
    public let windSpeed: Double?
    /// Percent.
    public let humidity: Double?
    /// Degrees the wind comes from (0 north, 90 east). Nil in forecasts fetched before it was asked.
    public let windDirection: Double?
    /// km/h at 10 m.
    public let windGusts: Double?
    /// hPa: at sea level, or at the surface for a forecast that gave only that.
    public let pressure: Double?
    /// mm in the hour before `time`.
    public let precipitation: Double?
    public let uvIndex: Double?
    /// Metres one can see.
    public let visibility: Double?

    public init(
        time: Date, temperature: Double?, apparentTemperature: Double?, weatherCode: Int?, isDay: Bool?, windSpeed: Double?, humidity: Double?,
        windDirection: Double? = nil, windGusts: Double? = nil, pressure: Double? = nil, precipitation: Double? = nil, uvIndex: Double? = nil,
        visibility: Double? = nil
    ) {
        self.time = time
        self.temperature = temperature
        self.apparentTemperature = apparentTemperature
        self.weatherCode = weatherCode
        self.isDay = isDay
        self.windSpeed = windSpeed
        self.humidity = humidity
        self.windDirection = windDirection
        self.windGusts = windGusts
        self.pressure = pressure
        self.precipitation = precipitation
        self.uvIndex = uvIndex
        self.visibility = visibility
    }
}

/// One hour of the forecast.
public struct HourlyWeather: Hashable, Sendable, Codable {
    public let time: Date
    /// °C.
    public let temperature: Double?
    public let weatherCode: Int?
    public let isDay: Bool?
    /// Percent.
    public let precipitationProbability: Double?
    /// mm in the hour before `time`.
    public let precipitation: Double?
    /// km/h at 10 m.
    public let windGusts: Double?

    public init(
        time: Date, temperature: Double?, weatherCode: Int?, isDay: Bool?, precipitationProbability: Double?, precipitation: Double? = nil,
        windGusts: Double? = nil
    ) {
        self.time = time
        self.temperature = temperature
        self.weatherCode = weatherCode
        self.isDay = isDay
        self.precipitationProbability = precipitationProbability
        self.precipitation = precipitation
        self.windGusts = windGusts
    }
}

/// One day of the forecast.
public struct DailyWeather: Hashable, Sendable, Codable {
    /// The place's calendar day, `yyyy-MM-dd`.
    public let day: String

    /// The `day` that `date` falls on, on `calendar`'s clock.
    public static func day(of date: Date, in calendar: Calendar) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: calendar.timeZone).year().month().day())
    }
    public let weatherCode: Int?
    /// °C.
    public let temperatureMax: Double?
    public let temperatureMin: Double?
    public let sunrise: Date?
    public let sunset: Date?
    /// mm.
    public let precipitationSum: Double?
    /// Percent.
    public let precipitationProbabilityMax: Double?
    public let uvIndexMax: Double?
    /// km/h at 10 m.
    public let windGustsMax: Double?
    /// Degrees the wind mostly comes from.
    public let windDirectionDominant: Double?
    /// Seconds of daylight.
    public let daylightDuration: Double?

    public init(
        day: String, weatherCode: Int?, temperatureMax: Double?, temperatureMin: Double?, sunrise: Date?, sunset: Date?,
        precipitationSum: Double?, precipitationProbabilityMax: Double?, uvIndexMax: Double? = nil, windGustsMax: Double? = nil,
        windDirectionDominant: Double? = nil, daylightDuration: Double? = nil
    ) {
        self.uvIndexMax = uvIndexMax
        self.windGustsMax = windGustsMax
        self.windDirectionDominant = windDirectionDominant
        self.daylightDuration = daylightDuration
        self.day = day
        self.weatherCode = weatherCode
        self.temperatureMax = temperatureMax
        self.temperatureMin = temperatureMin
        self.sunrise = sunrise
        self.sunset = sunset
        self.precipitationSum = precipitationSum
        self.precipitationProbabilityMax = precipitationProbabilityMax
    }
}

/// A forecast as the upstream sent it: the decoded forecast and the body, kept for export.
public struct FetchedForecast: Hashable, Sendable {
    public let forecast: Forecast
    public let body: Data

    public init(forecast: Forecast, body: Data) {
        self.forecast = forecast
        self.body = body
    }
}

/// A forecast from the store, with when and from where it was fetched.
public struct StoredForecast: Hashable, Sendable {
    public let forecast: Forecast
    public let fetchedAt: Date
    public let origin: Origin

    public init(forecast: Forecast, fetchedAt: Date, origin: Origin) {
        self.forecast = forecast
        self.fetchedAt = fetchedAt
        self.origin = origin
    }

    /// Whether, at `now`, the forecast is older than `maxAge` (and so due for a refresh).
    public func isOlder(than maxAge: Duration, at now: Date) -> Bool {
        now.timeIntervalSince(fetchedAt) > Double(maxAge.components.seconds)
    }
}
