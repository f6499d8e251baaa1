import AlmanacCore
import Foundation

/// What a stored forecast shows in given units at a given moment, whichever saved city it is
/// for: the figures now, the 7 days, the hour strip, the chart and how old it is. Building one
/// formats a few hundred numbers and times, so the server keeps each (`ForecastViewKeeper`) for as long as its
/// inputs hold (`Key`: one refresh of one place, one set of units, one hour) and every visitor
/// who saved the place shares it. Only what names the city (its id in the day links, its name)
/// is added per city, by `CityWeatherViewModel`.
public struct ForecastView: Sendable {
    let current: CurrentWeatherViewModel?
    /// Every day, linked to no city yet (`DayViewModel.linked(to:)`).
    let days: [DayViewModel]
    let hours: [HourViewModel]
    let chart: ForecastChartViewModel?
    let fetchedAt: String
    let freshnessText: String

    /// Everything the view depends on. The clock enters only through what it changes: the day
    /// that is today, the first hour still ahead and the age in words (which also decides
    /// whether the forecast is stale), so a view made a second ago at the same hour is the same.
    public struct Key: Hashable, Sendable {
        let latitude: Double
        let longitude: Double
        let fetchedAt: Date
        let units: UnitSystem
        let zone: String
        let today: String
        let selectedDay: String?
        let firstHourAhead: Int
        let age: String
    }

    init(_ stored: StoredForecast, key: Key, text: WeatherText, calendar: Calendar) {
        let forecast = stored.forecast
        current = forecast.current.map { CurrentWeatherViewModel($0, today: key.today, text: text, calendar: calendar) }
        days = forecast.daily.map {
            DayViewModel($0, today: key.today, selected: $0.day == key.selectedDay, url: "", text: text, calendar: calendar)
        }
        let ahead = forecast.hourly[key.firstHourAhead...]
        // Today: the next 24 hours from the current one, across midnight, as weather apps show
        // them; another day: its own hours.
        hours =
            (key.selectedDay == key.today
            ? Array(ahead.prefix(CityWeatherViewModel.hoursAhead))
            : forecast.hourly.filter { DateText.dayKey($0.time, in: calendar) == key.selectedDay })
            .map { HourViewModel($0, text: text, calendar: calendar) }
        // The next 48 hours from now, or the forecast's first 48 when it is older than that.
        let charted = Array((ahead.isEmpty ? forecast.hourly[...] : ahead).prefix(48))
        chart = charted.isEmpty ? nil : ForecastChartViewModel(hours: charted, text: text, calendar: calendar)
        fetchedAt = DateText.iso8601(stored.fetchedAt)
        // Where it came from in words a viewer needs: the API's host, never a folder of the server.
        let source = stored.origin.kind == .snapshot ? "a snapshot" : (URLComponents(string: stored.origin.location)?.host ?? "the forecast API")
        freshnessText = "Forecast from \(source), fetched \(key.age) (\(DateText.timestamp(stored.fetchedAt, in: calendar)))."
    }
}

/// Where forecast views are kept between requests, shared by every request that shows the same
/// place in the same units at the same hour (the server's); without one each is made anew.
public protocol ForecastViewKeeper: Sendable {
    /// The view kept for `key`, or the one `make` makes (then kept).
    func view(for key: ForecastView.Key, make: () -> ForecastView) -> ForecastView
}
