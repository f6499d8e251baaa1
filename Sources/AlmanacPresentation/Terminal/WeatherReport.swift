import AlmanacCore

/// The weather as terminal text: one screen (`full`) or one line (`line`). Upstream trouble is
/// not repeated here: the command says it once, on standard error.
public enum WeatherReport {
    /// "Copenhagen  ☁ 17°  Light drizzle  12° | 19°" (and "(old forecast)" when stale).
    public static func line(_ view: CityWeatherViewModel) -> StyledText {
        guard view.hasForecast else { return "\(view.city.name, .strong): no forecast yet" }
        let units = UnitSystem(rawValue: view.units) ?? .metric
        var line: StyledText = "\(view.city.name, .strong)"
        if let current = view.current {
            line.append(
                " \(current.condition.glyph) \(current.temperatureText, Emphasis(temperature: current.temperature, units: units)) \(current.condition.text)"
            )
        }
        if let today = view.today { line.append(" \(today.rangeText)") }
        if view.isStale { line.append(" \("(\(view.staleText ?? "old forecast"))", .warning)") }
        return line
    }

    /// Current conditions, the selected day's hours in rows of six, and the 7 days: 24 lines at
    /// most, 80 columns wide.
    public static func full(_ view: CityWeatherViewModel) -> StyledText {
        let units = UnitSystem(rawValue: view.units) ?? .metric
        var lines: [StyledText] = []
        let detail = view.city.detail.isEmpty ? "" : " — \(view.city.detail)"
        lines.append("\(view.city.name, .strong)\(detail)  (times in \(view.timeZone))")
        if view.failure == nil, let notice = view.notice { lines.append(StyledText(wrap(notice, width: 80))) }
        guard view.hasForecast else { return StyledText.joined(lines, separator: "\n") }
        if let current = view.current {
            let temperature = Emphasis(temperature: current.temperature, units: units) ?? .strong
            lines.append("")
            lines.append(
                "\(current.condition.glyph)  \(current.temperatureText, temperature)  \(current.condition.text)   \(current.feelsLikeText) · wind \(current.windText) · humidity \(current.humidityText)  (at \(current.timeText))"
            )
        }
        if let current = view.current {
            // "SW wind, gusts 32 km/h · 0 mm rain in the last hour · 1012 hPa · UV 0 (low)": within
            // 80 columns in either units, wrapped should a longer UV word need it.
            let wind = [current.windDirectionText.map { "\($0) wind" }, current.gustsText.map { "gusts \($0)" }].compactMap { $0 }
            let more = [
                wind.isEmpty ? nil : wind.joined(separator: ", "), current.precipitationText.map { "\($0) rain in the last hour" },
                current.pressureText, current.uvText.map { "UV \($0)" },
            ].compactMap { $0 }
            if !more.isEmpty { lines.append(StyledText(wrap(more.joined(separator: " · "), width: 80))) }
        }
        let visibility = view.current?.visibilityText.map { "visibility \($0)" }
        if let selected = view.days.first(where: \.selected), selected.hasSunOrRain {
            lines.append(
                StyledText(
                    (["Sunrise \(selected.sunriseText) · sunset \(selected.sunsetText)"] + [visibility].compactMap { $0 }).joined(separator: " · ")))
        } else if let visibility {
            lines.append(StyledText(visibility.prefix(1).uppercased() + visibility.dropFirst()))
        }
        if !view.hours.isEmpty {
            lines.append("")
            lines.append("\("\(view.hoursHeading), hour by hour", .strong)")
            let cells: [StyledText] = view.hours.map { hour in
                let cell: StyledText =
                    "\(hour.timeText) \(hour.condition.glyph) \(hour.temperatureText, Emphasis(temperature: hour.temperature, units: units))"
                return cell.fitted(to: 12)
            }
            stride(from: 0, to: cells.count, by: 6).forEach { start in
                lines.append(StyledText.joined(Array(cells[start..<min(start + 6, cells.count)]), separator: " ").trimmingTrailingSpaces())
            }
        }
        if !view.days.isEmpty {
            lines.append("")
            for day in view.days {
                let range: StyledText =
                    "\(day.rangeText, Emphasis(temperature: day.temperatureMax, units: units) ?? Emphasis(temperature: day.temperatureMin, units: units))"
                let row: [StyledText] = [
                    StyledText(day.label, day.selected ? .strong : nil).fitted(to: 6), StyledText(day.dateText).fitted(to: 7),
                    StyledText(day.condition.glyph), range.fitted(to: 11), StyledText(day.condition.text).fitted(to: 24),
                    "rain \(day.precipitationChanceText)",
                ]
                lines.append(StyledText.joined(row, separator: " "))
            }
        }
        if let freshness = view.freshnessText {
            lines.append("")
            lines.append(StyledText(wrap(freshness, width: 80), view.isStale ? .warning : .quiet))
        }
        return StyledText.joined(lines, separator: "\n")
    }
}
