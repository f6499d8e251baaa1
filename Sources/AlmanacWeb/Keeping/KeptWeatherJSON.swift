import AlmanacPresentation

/// A city's weather as the JSON API answers it, its forecast's parts encoded once and kept by
/// their value: the hours and the chart are the same for every city of a place all hour, the
/// days for one city all day, and encoding a whole forecast is nearly all of the work of a
/// forecast or overview answer. What names the city and the words of the moment are encoded per
/// answer.
final class KeptWeatherJSON: Sendable {
    private let hours = KeptEncodings<HourViewModel>(limit: 4_096)
    private let charts = KeptEncodings<ForecastChartViewModel>(limit: 256)
    private let days = KeptEncodings<DayViewModel>(limit: 1_024)
    private let currents = KeptEncodings<CurrentWeatherViewModel>(limit: 256)

    /// The bytes `JSONEncoder` makes of `weather` (the tests compare the two).
    func encoded(_ weather: CityWeatherViewModel) throws -> EncodedJSON {
        EncodedJSON(object: [
            "chart": try weather.chart.map(charts.encoded),
            "city": try EncodedJSON(encoding: weather.city),
            "current": try weather.current.map(currents.encoded),
            "days": EncodedJSON(array: try days.encoded(weather.days)),
            "failure": try weather.failure.map { try EncodedJSON(encoding: $0) },
            "fetchedAt": try weather.fetchedAt.map { try EncodedJSON(encoding: $0) },
            "freshnessText": try weather.freshnessText.map { try EncodedJSON(encoding: $0) },
            "hasForecast": try EncodedJSON(encoding: weather.hasForecast),
            "hours": EncodedJSON(array: try hours.encoded(weather.hours)),
            "isStale": try EncodedJSON(encoding: weather.isStale),
            "notice": try weather.notice.map { try EncodedJSON(encoding: $0) },
            "selectedDay": try weather.selectedDay.map { try EncodedJSON(encoding: $0) },
            "staleText": try weather.staleText.map { try EncodedJSON(encoding: $0) },
            "timeZone": try EncodedJSON(encoding: weather.timeZone),
            "today": try weather.today.map(days.encoded),
            "units": try EncodedJSON(encoding: weather.units),
        ])
    }
}
