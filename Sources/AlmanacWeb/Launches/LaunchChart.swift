import AlmanacCore
import AlmanacPresentation

/// The launches-per-year chart: stacked SVG bars with a legend and the numbers as a table.
enum LaunchChart {
    /// `filters`: nil on the launches list, whose form a bar's year fills (by `app.js`); on a
    /// record's page (a site, a rocket), the list's filters its counts are of, so that a bar opens
    /// that list of its year.
    static func render(_ stats: LaunchStatsViewModel, filters: LaunchQuery.Parameters? = nil) -> HTML {
        let yearRoute = { (year: Int) -> Route in
            var parameters = filters ?? LaunchQuery.Parameters()
            parameters[.year] = String(year)
            return .launches(parameters)
        }
        let chart = stats.chart
        let grid = chart.gridLines.map { line -> HTML in
            "<line class=\"grid\" x1=\"28\" x2=\"\(chart.width)\" y1=\"\(line.y)\" y2=\"\(line.y)\" vector-effect=\"non-scaling-stroke\"/>"
        }
        let bars = chart.bars.map { bar -> HTML in
            let segments = bar.segments.map {
                "<rect class=\"bar-\($0.outcome)\" x=\"\(bar.x)\" y=\"\($0.y)\" width=\"\(bar.width)\" height=\"\($0.height)\"/>" as HTML
            }
            // A tap on a year's bar filters the list by it (app.js); the table below has the links.
            let target: HTML =
                bar.isGap ? .empty : filters == nil ? " data-year=\"\(bar.year)\"" : " data-href=\"\(yearRoute(bar.year))\""
            return "<g\(target)><title>\(bar.title)</title>\(segments)</g>"
        }
        let values = chart.gridLines.map {
            ChartFrame.Label(x: 24, y: Double($0.y), text: "\($0.value)", anchor: "end", attributes: " dominant-baseline=\"middle\"")
        }
        // Every labelled year on a wide screen; on a phone every other one gives way.
        let years = chart.bars.filter(\.showsLabel).enumerated().map { index, bar in
            ChartFrame.Label(x: Double(bar.labelX), y: Double(chart.height - 6), text: "\(bar.year)", anchor: "middle", isMinor: index % 2 == 1)
        }
        let rows = stats.years.map { year -> HTML in
            guard year.isCovered else { return "<tr><th scope=\"row\">\(year.year)</th><td colspan=\"5\">\(LaunchStatsViewModel.gapWords)</td></tr>" }
            return
                "<tr><th scope=\"row\"><a href=\"\(yearRoute(year.year))\">\(year.year)</a></th><td>\(year.success)</td><td>\(year.failure)</td><td>\(year.upcoming)</td><td>\(year.unknown)</td><td>\(year.total)</td></tr>"
        }
        let frame = ChartFrame.render(
            width: chart.width, height: chart.height, attributes: "role=\"img\" aria-labelledby=\"chart-title chart-desc\"",
            description: "<desc id=\"chart-desc\">Stacked bars per year: successes, failures, upcoming and unknown outcomes.</desc>",
            shapes: "\(grid)\(bars)", labels: values + years
        )
        return """
            <details class="chart card" data-open-wide>
              <summary><h2 id="chart-title">Launches per year</h2></summary>
              <p class="note">Tap a year's bar to see its launches.</p>
              \(frame)
              <ul class="legend"><li><span class="swatch bar-success"></span>Success</li><li><span class="swatch bar-failure"></span>Failure</li><li><span class="swatch bar-upcoming"></span>Upcoming</li><li><span class="swatch bar-unknown"></span>Unknown</li>\(chart.bars.contains(where: \.isGap) ? "<li><span class=\"swatch bar-gap\"></span>No data stored</li>" as HTML : .empty)</ul>
              <details><summary>Numbers</summary>
              <table><thead><tr><th scope="col">Year</th><th scope="col">Success</th><th scope="col">Failure</th><th scope="col">Upcoming</th><th scope="col">Unknown</th><th scope="col">Total</th></tr></thead>
              <tbody>\(rows)</tbody></table>
              </details>
            </details>
            """
    }
}

extension LaunchUseCases {
    /// The chart a record's page shows (a site, a rocket): the launches per year of the list
    /// `filters` narrow it to, each year opening that list of its year.
    func chart(of filters: LaunchQuery.Parameters) async throws -> HTML? {
        let counts = try await browse.countsPerYear(try LaunchQuery(parsing: filters), references: try await filterChoices())
        return KeptParts.drawChart(counts, filters: filters)
    }
}
