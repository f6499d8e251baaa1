import AlmanacCore
import Foundation

/// The forecast a terminal is answered with (`curl /weather/{place}`): the conditions now beside
/// a drawing of them, then today (or the day a forecast kept offline was fetched) and the next two
/// days in boxes, each split into morning (09:00),
/// noon, evening (18:00) and night (21:00) in the place's time. 125 columns wide; `narrow` keeps
/// noon and night, 63 columns, for an 80-column terminal.
public enum TerminalForecast {
    /// A period's column: its name and the local hour it shows.
    private static let periods = [("Morning", 9), ("Noon", 12), ("Evening", 18), ("Night", 21)]
    /// Characters inside a column's borders: a drawing of 13, a space, 16 of words.
    static let cellWidth = 30

    public static func render(_ view: CityWeatherViewModel, forecast: Forecast?, units: UnitSystem, now: Date, narrow: Bool) -> StyledText {
        let detail = view.city.detail.isEmpty ? "" : ", \(view.city.detail)"
        var lines: [StyledText] = ["Weather report: \(view.city.name, .strong)\(detail)", ""]
        guard let forecast else {
            lines.append("No forecast is kept for this place yet, and none could be fetched.")
            return StyledText.joined(lines, separator: "\n")
        }
        let text = WeatherText(units: units)
        if let current = forecast.current {
            let condition = WeatherCondition(code: current.weatherCode, isDay: current.isDay)
            let temperature = StyledText(text.temperature(current.temperature), Emphasis(temperature: current.temperature, units: units))
            let words: [StyledText] = [
                StyledText(condition.text), temperature + " (feels \(text.temperature(current.apparentTemperature)))",
                "wind \(current.windDirection.map { WindArrow.of($0) + " " } ?? "")\(text.speed(current.windSpeed))"
                    + (current.windGusts.map { ", gusts \(text.speed($0))" } ?? ""),
                "humidity \(WeatherText.percent(current.humidity))" + (current.precipitation.map { " · rain \(text.precipitation($0))" } ?? ""),
                StyledText(
                    [
                        current.visibility.map { text.distance(metres: $0) }, current.pressure.map { "\(Int($0.rounded())) hPa" },
                        current.uvIndex.map { "UV \(Int($0.rounded()))" },
                    ].compactMap { $0 }.joined(separator: " · ")),
            ]
            for (drawing, line) in zip(Drawing.of(condition), words) { lines.append((drawing + " " + line).trimmingTrailingSpaces()) }
            if lines.last?.count != 0 { lines.append("") }
        }
        let zone = TimeZone(identifier: forecast.timeZone) ?? .gmt
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let chosen = narrow ? [periods[1], periods[3]] : periods
        // Today, or for a forecast fetched long ago (offline), the day it was fetched.
        let coversToday = forecast.hourly.contains { calendar.isDate($0.time, inSameDayAs: now) }
        let first = coversToday ? now : forecast.current?.time ?? forecast.hourly.first?.time ?? now
        for offset in 0..<3 {
            guard let day = calendar.date(byAdding: .day, value: offset, to: calendar.startOfDay(for: first)) else { continue }
            let hours = chosen.map { _, hour in
                forecast.hourly.first { calendar.isDate($0.time, inSameDayAs: day) && calendar.component(.hour, from: $0.time) == hour }
            }
            guard hours.contains(where: { $0 != nil }) else { continue }
            let title = day.formatted(
                Date.FormatStyle(timeZone: zone).weekday(.abbreviated).day().month(.abbreviated).locale(Locale(identifier: "en_GB")))
            lines += box(title: title, names: chosen.map(\.0), cells: hours.map { cell($0, text: text, units: units) })
        }
        if let freshness = view.freshnessText {
            lines.append(StyledText(wrap(freshness, width: narrow ? 63 : 125), view.isStale ? .warning : .quiet))
        }
        return StyledText.joined(lines, separator: "\n")
    }

    /// One period: the drawing beside its condition, temperature and chance of rain.
    private static func cell(_ hour: HourlyWeather?, text: WeatherText, units: UnitSystem) -> [StyledText] {
        guard let hour else { return Array(repeating: StyledText(""), count: Drawing.height) }
        let condition = WeatherCondition(code: hour.weatherCode, isDay: hour.isDay)
        let words: [StyledText] = [
            StyledText(condition.text), StyledText(text.temperature(hour.temperature), Emphasis(temperature: hour.temperature, units: units)),
            "rain \(WeatherText.percent(hour.precipitationProbability))", "", "",
        ]
        return zip(Drawing.of(condition), words).map { drawing, line in drawing + " " + line.fitted(to: cellWidth - Drawing.width - 3) }
    }

    /// A day's box: its title, the periods' names, and their cells side by side.
    private static func box(title: String, names: [String], cells: [[StyledText]]) -> [StyledText] {
        let rule = String(repeating: "─", count: cellWidth)
        let heading = "─ \(title) "
        let top =
            "┌" + heading + String(repeating: "─", count: cellWidth - heading.count) + String(repeating: "┬" + rule, count: names.count - 1) + "┐"
        var lines: [StyledText] = [StyledText(top)]
        lines.append("│" + StyledText.joined(names.map { StyledText(" \($0)", .strong).fitted(to: cellWidth) }, separator: "│") + "│")
        lines.append(StyledText("├" + Array(repeating: rule, count: names.count).joined(separator: "┼") + "┤"))
        for row in 0..<Drawing.height {
            lines.append("│" + StyledText.joined(cells.map { (" " + $0[row]).fitted(to: cellWidth) }, separator: "│") + "│")
        }
        lines.append(StyledText("└" + Array(repeating: rule, count: names.count).joined(separator: "┴") + "┘"))
        return lines
    }

    /// Five lines of thirteen characters for each kind of weather, coloured as the weather is.
    enum Drawing {
        static let width = 13
        static let height = 5

        static func of(_ condition: WeatherCondition) -> [StyledText] {
            let (art, emphasis): ([String], Emphasis?) =
                switch condition.icon {
                case "clear-day": (["    \\ | /", "   -  O  -", "    / | \\", "", ""], .warning)
                case "clear-night": (["     _", "    ( `.", "     `-'", "", ""], .quiet)
                case "partly-cloudy-day": (["  \\ |", " - O .--.", "  .-(    ).", " (___.__)__)", ""], .warning)
                case "partly-cloudy-night", "cloudy": (["", "    .--.", " .-(    ).", "(___.__)__)", ""], .quiet)
                case "fog": (["", " ~ ~ ~ ~ ~", "  ~ ~ ~ ~ ~", " ~ ~ ~ ~ ~", ""], .quiet)
                case "drizzle": (["    .--.", " .-(    ).", "(___.__)__)", "  , , , ,", ""], .cold)
                case "rain": (["    .--.", " .-(    ).", "(___.__)__)", "  / / / /", " / / / /"], .cold)
                case "snow": (["    .--.", " .-(    ).", "(___.__)__)", "  * * * *", " * * * *"], .strong)
                case "thunderstorm": (["    .--.", " .-(    ).", "(___.__)__)", "   /_  /_", "    /   /"], .warning)
                default: (["", "    .-.", "     __)", "    (", "     o"], nil)
                }
            return art.map { StyledText($0, emphasis).fitted(to: width) }
        }
    }
}
