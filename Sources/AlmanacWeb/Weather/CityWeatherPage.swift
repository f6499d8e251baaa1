import AlmanacCore
import AlmanacPresentation

/// `/weather/cities/{id}`: now, the hours of the chosen day, 7 days, the 48-hour chart, and the
/// saved cities before and after it. Its one freshness line is the forecast's own (with its
/// Refresh button), so the footer states none.
struct CityWeatherPage: PageView {
    let weather: CityWeatherViewModel
    let units: UnitSystem
    let back: String
    let day: String?
    /// The saved cities before and after this one, in the saved order.
    var previous: SavedCity? = nil
    var next: SavedCity? = nil
    /// The visitor's weather alerts; nil where the server sends no pushes.
    var alerts: RemindersViewModel.WeatherAlerts? = nil

    var title: String { "\(weather.city.name) · Weather" }
    var section: SiteSection? { .weather }
    var apiLink: APIRoute? { .forecast(cityID: weather.city.id, units: units, day: day) }

    var body: HTML {
        let city = weather.city
        let detail: HTML = city.detail.isEmpty ? .empty : "\(city.detail) · "
        let notice: HTML = weather.notice.map { "<div class=\"state notice offline\" role=\"status\"><p>\($0)</p></div>" } ?? .empty
        let freshness: HTML =
            weather.freshnessText.map {
                "<p class=\"forecast-freshness\(HTML.when(weather.isStale, " stale"))\">\($0)</p>"
            } ?? .empty
        return """
            <nav class="city-pager" aria-label="Saved cities">
              <a href="\(Route.weather())">All cities</a>
              \(previous.map { "<a rel=\"prev\" href=\"\(Route.city(id: $0.id))\">← \($0.name)</a>" as HTML } ?? .empty)
              \(next.map { "<a rel=\"next\" href=\"\(Route.city(id: $0.id))\">\($0.name) →</a>" as HTML } ?? .empty)
            </nav>
            <div class="section-head">
              <h1>\(city.name)</h1>
              \(WeatherViews.unitsSwitch(units, back: back))
            </div>
            <p class="city-detail">\(detail)times in \(weather.timeZone)</p>
            \(notice)
            \(weather.hasForecast ? forecast : .empty)
            <form method="post" action="\(Route.cityAction(id: city.id, .refresh))" class="refresh">
              <input type="hidden" name="back" value="\(back)">
              \(freshness)
              <button type="submit" class="secondary">\(weather.hasForecast ? "Refresh now" : "Try again")</button>
            </form>
            \(alertsSection)
            """
    }

    /// The weather alerts' settings, folded: they apply to every saved city, and a device receives
    /// them once it receives reminders (`/starred`).
    private var alertsSection: HTML {
        guard let alerts else { return .empty }
        return """
            <details class="city-alerts" id="alerts">
              <summary>Alerts on your devices: \(alerts.mutedCities.contains(weather.city.id) ? "Off for \(weather.city.name)" : alerts.summaryText)</summary>
              \(WeatherAlertsForm.html(alerts, city: (weather.city.id, weather.city.name)))
              <p class="note">They come to the devices that receive your reminders: <a href="\(StarredPage.remindersHref)">turn them on for this device</a>.</p>
            </details>
            """
    }

    private var forecast: HTML {
        """
        \(weather.current.map { Self.now($0, staleText: weather.staleText, alert: weather.nextAlertText) })
        <section aria-labelledby="days-heading">
          <h2 id="days-heading">7 days</h2>
          <ol class="day-strip" data-days>
          \(weather.days.map(Self.day))
          </ol>
        </section>
        \(hours)
        \(weather.chart.flatMap { $0.hasData ? ForecastChart.render($0) : nil })
        """
    }

    /// Now, big; an old forecast's "now" says at once how old it is, under the figure.
    private static func now(_ current: CurrentWeatherViewModel, staleText: String?, alert: String?) -> HTML {
        """
        <section class="now" aria-label="Now">
          \(WeatherViews.icon(current.condition))
          <div>
            <p class="now-temp">\(current.temperatureText)</p>
            <p class="now-condition">\(current.condition.text)</p>
            \(staleText.map { "<p class=\"stale\">\($0)</p>" as HTML } ?? .empty)\(alert.map { "\n    <p class=\"alert\">\($0)</p>" as HTML } ?? .empty)
          </div>
          <dl class="now-facts">
            <dt>Feels like</dt><dd>\(current.apparentTemperatureText)</dd>
            <dt>Wind</dt><dd>\(current.windText)\(current.windDirectionText.map { " from the \($0)" } ?? "")</dd>\(fact("Gusts", current.gustsText))
            <dt>Humidity</dt><dd>\(current.humidityText)</dd>\(fact("Rain, last hour", current.precipitationText))\(fact("Pressure", current.pressureText))\(fact("Visibility", current.visibilityText))\(fact("UV index", current.uvText))
            <dt>As of</dt><dd>\(current.timeText)</dd>
          </dl>
        </section>
        """
    }

    /// A fact the forecast may not have (one fetched before Almanac asked for it): nothing then.
    private static func fact(_ name: String, _ value: String?) -> HTML {
        value.map { "\n    <dt>\(name)</dt><dd>\($0)</dd>" } ?? .empty
    }

    private static func day(_ day: DayViewModel) -> HTML {
        """
            <li><a href="\(day.url)" class="day\(HTML.when(day.selected, " selected"))"\(HTML.when(day.selected, " aria-current=\"date\""))>
              <span class="day-label">\(day.label)</span><span class="day-date">\(day.dateText)</span>
              \(WeatherViews.icon(day.condition))
              <span class="day-range">\(day.rangeText)</span>
            </a></li>
        """
    }

    private var hours: HTML {
        let selected = weather.days.first(where: \.selected)
        let sun: HTML =
            selected.flatMap { day in
                day.hasSunOrRain
                    ? "<p class=\"sun\">Sunrise <strong>\(day.sunriseText)</strong> · Sunset <strong>\(day.sunsetText)</strong>\(day.daylightText.map { " (\($0) of daylight)" } ?? "") · Rain \(day.precipitationText) (\(day.precipitationChanceText) chance)\(day.extremesText.map { " · \($0)" } ?? "")</p>"
                    : nil
            } ?? .empty
        let list: HTML =
            weather.hours.isEmpty
            ? "<p class=\"state\">The forecast has no hourly values for this day.</p>"
            : "<p class=\"hour-big\" data-hour-big aria-live=\"polite\" hidden></p>\n<ol class=\"hour-strip\" data-hours>\n\(weather.hours.map(Self.hour))\n</ol>"
        return """
            <section id="hours" aria-labelledby="hours-heading" data-day-part>
              <h2 id="hours-heading">\(weather.hoursHeading), hour by hour</h2>
              \(sun)
              \(list)
            </section>
            """
    }

    /// An hour of the strip; tapped or focused, scripts show it big above the strip, as the
    /// seed app did.
    private static func hour(_ hour: HourViewModel) -> HTML {
        let summary =
            "\(hour.timeText): \(hour.temperatureText), \(hour.condition.text), \(hour.precipitationChanceText) chance of rain"
            + (hour.precipitationText.map { ", \($0)" } ?? "")
        return
            "<li class=\"hour\" tabindex=\"0\" data-hour-summary=\"\(summary)\"><span class=\"hour-time\">\(hour.timeText)</span>\(WeatherViews.icon(hour.condition))<span class=\"hour-temp\">\(hour.temperatureText)</span><span class=\"hour-rain\" title=\"Chance of rain\">\(hour.precipitationChanceText)</span>\(hour.precipitationText.map { "<span class=\"hour-rain\" title=\"Rain in the hour\">\($0)</span>" as HTML } ?? .empty)</li>"
    }
}

/// The next 48 hours as an SVG chart: temperature line over chance-of-rain bars.
enum ForecastChart {
    static func render(_ chart: ForecastChartViewModel) -> HTML {
        let bars = chart.bars.map {
            "<rect class=\"rain-bar\" x=\"\($0.x)\" y=\"\($0.y)\" width=\"\($0.width)\" height=\"\($0.height)\"><title>\($0.title)</title></rect>"
                as HTML
        }
        let temperatureLabels = chart.temperatureLabels.map { ChartFrame.Label(x: Double($0.x) ?? 0, y: Double($0.y) ?? 0, text: $0.text) }
        // The rain bars' scale, on the right in the bars' colour.
        let rainLabels = chart.rainLabels.map {
            ChartFrame.Label(x: Double($0.x) ?? 0, y: Double($0.y) ?? 0, text: $0.text, attributes: " data-scale=\"rain\"")
        }
        // Every six hours; on a phone every twelve (the others are `minor`), so labels never touch.
        let timeLabels = chart.timeLabels.enumerated().map { index, label in
            ChartFrame.Label(
                x: Double(label.x) ?? 0, y: Double(label.y) ?? 0, text: label.text, anchor: "middle", isMinor: index % 2 == 1
            )
        }
        let shapes: HTML = """
            <line class="grid" x1="\(chart.left)" y1="\(chart.bottom)" x2="\(chart.right)" y2="\(chart.bottom)" vector-effect="non-scaling-stroke"></line>
            \(bars)
            <polyline class="temperature-line" points="\(chart.temperaturePoints)" vector-effect="non-scaling-stroke"></polyline>
            """
        let frame = ChartFrame.render(
            width: chart.width, height: chart.height, attributes: "role=\"img\" aria-label=\"\(chart.summary)\"",
            description: "<title>\(chart.summary)</title>", shapes: shapes, labels: temperatureLabels + rainLabels + timeLabels
        )
        return """
            <section class="chart weather-chart" aria-labelledby="chart-heading">
              <h2 id="chart-heading">Next 48 hours</h2>
              \(frame)
              <ul class="legend"><li><span class="swatch temperature"></span>Temperature</li><li><span class="swatch rain"></span>Chance of rain</li></ul>
            </section>
            """
    }
}
