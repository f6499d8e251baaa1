import AlmanacPresentation

/// The weather as terminal text: one screen (`full`) or one line (`line`).
enum WeatherReport {
    /// "Copenhagen 17° Light drizzle, 12° | 19°" (and "(offline, 3 hours old)" when stale).
    static func line(_ view: CityWeatherViewModel) -> String {
        guard view.hasForecast else { return "\(view.city.name): no forecast yet" }
        var parts = [view.city.name]
        if let current = view.current { parts += ["\(current.condition.glyph) \(current.temperatureText)", current.condition.text] }
        if let today = view.today { parts.append(today.rangeText) }
        var line = parts.joined(separator: " ")
        if view.failure != nil { line += " (offline)" } else if view.isStale { line += " (old forecast)" }
        return line
    }

    /// Current conditions, the selected day's hours in rows of six, and the 7 days: 24 lines at most.
    static func full(_ view: CityWeatherViewModel) -> String {
        var lines: [String] = []
        let detail = view.city.detail.isEmpty ? "" : " — \(view.city.detail)"
        lines.append("\(view.city.name)\(detail)  (times in \(view.timeZone))")
        if let notice = view.notice { lines.append(wrap(notice, width: 80)) }
        guard view.hasForecast else { return lines.joined(separator: "\n") }
        if let current = view.current {
            lines.append("")
            lines.append("\(current.condition.glyph)  \(current.temperatureText)  \(current.condition.text)   \(current.feelsLikeText) · wind \(current.windText) · humidity \(current.humidityText)  (at \(current.timeText))")
        }
        if let selected = view.days.first(where: \.selected), selected.hasSunOrRain {
            lines.append("Sunrise \(selected.sunriseText) · sunset \(selected.sunsetText)")
        }
        if !view.hours.isEmpty {
            let label = view.days.first(where: \.selected).map { $0.label == "Today" ? "Today" : "\($0.label) \($0.dateText)" } ?? "Hours"
            lines.append("")
            lines.append("\(label), hour by hour")
            let cells = view.hours.map { TextTable.fit("\($0.timeText) \($0.condition.glyph) \($0.temperatureText)", width: 12) }
            stride(from: 0, to: cells.count, by: 6).forEach { start in
                lines.append(cells[start..<min(start + 6, cells.count)].joined(separator: " ").trimmingTrailingSpaces())
            }
        }
        if !view.days.isEmpty {
            lines.append("")
            for day in view.days {
                let row = [
                    TextTable.fit(day.label, width: 6), TextTable.fit(day.dateText, width: 7), day.condition.glyph,
                    TextTable.fit(day.rangeText, width: 11), TextTable.fit(day.condition.text, width: 24), "rain \(day.precipitationChanceText)",
                ]
                lines.append(row.joined(separator: " "))
            }
        }
        if let freshness = view.freshnessText { lines.append(""); lines.append(wrap(freshness, width: 80)) }
        return lines.joined(separator: "\n")
    }
}
