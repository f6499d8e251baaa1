import AlmanacCore
import Foundation

/// A saved city with its forecast, as the overview card, the city page and the CLI show it.
/// Days and hours are in the **city's** time zone, whatever the viewer's.
public struct CityWeatherViewModel: Sendable, Encodable {
    public let city: SavedCityViewModel
    public let units: String
    public let hasForecast: Bool
    public let current: CurrentWeatherViewModel?
    /// Today's (or the forecast's first) day, for min/max on cards.
    public let today: DayViewModel?
    public let days: [DayViewModel]
    /// The day whose hours are listed.
    public let selectedDay: String?
    /// The selected day's hours; today's start at the current hour.
    public let hours: [HourViewModel]
    public let chart: ForecastChartViewModel?
    /// The city's zone, in which every time is shown.
    public let timeZone: String
    public let fetchedAt: String?
    /// "Forecast from api.open-meteo.com, fetched 12 minutes ago (22 Nov 2026 10:02 Europe/Copenhagen)."
    public let freshnessText: String?
    /// Older than the refresh age (30 minutes): the upstream could not be reached or was not asked.
    public let isStale: Bool
    /// How old a stale forecast is, shown wherever its figures are ("fetched 4 days ago"); nil
    /// when it is fresh.
    public let staleText: String?
    /// Why a refresh failed, for the viewer, with what is shown instead.
    public let notice: String?
    /// The soonest weather worth acting on (`WeatherAlertRules`), in words; nil when none is ahead.
    public let nextAlertText: String?
    public let failure: String?

    /// - Parameters:
    ///   - day: the `?day=` asked for (nil: today, else the forecast's first day); one the forecast
    ///     does not have is refused, naming the days it has.
    ///   - views: forecast views shared with other requests (a server's); nil makes this one.
    public init(
        _ weather: CityWeather, units: UnitSystem, now: Date, maxAge: Duration = CityForecast.defaultMaxAge, day: String? = nil,
        views: (any ForecastViewKeeper)? = nil
    ) throws(InvalidInput) {
        city = SavedCityViewModel(weather.city)
        self.units = units.rawValue
        let zone = Self.zone(of: weather)
        timeZone = DateText.zoneName(zone)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        failure = weather.failure.map { UpstreamTroubleText.sentence(.forecast, $0, in: calendar) }
        guard let stored = weather.forecast else {
            (hasForecast, current, today, days, selectedDay, hours, chart) = (false, nil, nil, [], nil, [], nil)
            (fetchedAt, freshnessText, isStale, staleText, nextAlertText) = (nil, nil, true, nil, nil)
            notice =
                weather.failure == nil
                ? "No forecast yet for \(weather.city.name)."
                : "No forecast yet for \(weather.city.name): the weather service did not send one (it failed or could not be reached). Try again in a moment."
            return
        }
        let forecast = stored.forecast
        hasForecast = true
        let todayKey = DateText.dayKey(now, in: calendar)
        let selected = try Self.select(day, from: forecast.daily.map(\.day), today: todayKey)
        let currentHourStart = now.addingTimeInterval(-3600)
        let age = DateText.age(of: stored.fetchedAt, now: now)
        let key = ForecastView.Key(
            latitude: forecast.latitude, longitude: forecast.longitude, fetchedAt: stored.fetchedAt, units: units, zone: zone.identifier,
            today: todayKey, selectedDay: selected,
            firstHourAhead: forecast.hourly.firstIndex { $0.time > currentHourStart } ?? forecast.hourly.count, age: age
        )
        let make = { ForecastView(stored, key: key, text: WeatherText(units: units), calendar: calendar) }
        let view = views?.view(for: key, make: make) ?? make()
        current = view.current
        selectedDay = selected
        let cityID = weather.city.id
        days = view.days.map { $0.linked(to: Route.city(id: cityID, day: $0.day).href) }
        today = days.first { $0.day == todayKey } ?? days.first
        hours = view.hours
        chart = view.chart
        fetchedAt = view.fetchedAt
        freshnessText = view.freshnessText
        isStale = stored.isOlder(than: maxAge, at: now)
        staleText = isStale ? "fetched \(age)" : nil
        nextAlertText = WeatherAlertRules().alerts(in: forecast, at: now).first.map {
            WeatherAlertText.sentence($0, text: WeatherText(units: units), calendar: calendar, now: now)
        }
        notice = weather.failure.map { _ in
            "Offline — the weather service could not be reached, so this is the forecast fetched \(age)."
        }
    }

    /// What the hour strip shows: "Next 24 hours" for today, else the day ("Sun 22 Nov").
    public var hoursHeading: String {
        guard let day = days.first(where: \.selected) else { return "Hours" }
        return day.label == "Today" ? "Next \(Self.hoursAhead) hours" : "\(day.label) \(day.dateText)"
    }

    /// How many hours today's strip shows, from the current one.
    public static let hoursAhead = 24

    /// The city's zone; for a city added by coordinates, the one its forecast names; else UTC.
    static func zone(of weather: CityWeather) -> TimeZone {
        let names = [weather.city.timeZone, weather.forecast?.forecast.timeZone].compactMap { $0 }
        return names.lazy.compactMap(TimeZone.init(identifier:)).first ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    /// How a `?day=` is written; a well-formed day the forecast lacks names nothing stored.
    public static let dayPattern = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"

    private static func select(_ day: String?, from days: [String], today: String) throws(InvalidInput) -> String? {
        guard let day, !day.isEmpty else { return days.contains(today) ? today : days.first }
        guard day.range(of: dayPattern, options: .regularExpression) != nil else {
            throw InvalidInput(.day, "\(.day) must be a day as YYYY-MM-DD (got \"\(day)\")")
        }
        guard days.contains(day) else {
            let choices = if let first = days.first, let last = days.last { "\(first) to \(last)" } else { "none (there is no daily forecast)" }
            throw InvalidInput.unknown(.day, "\(.day) must be a day of the forecast, \(choices) (got \"\(day)\")")
        }
        return day
    }
}
