import AlmanacCore
import AlmanacPresentation

/// Launches per year stacked by group (country, provider): SVG bars whose years open the
/// launches list of that year (by `app.js`; the table below has the same as links), a legend,
/// and the numbers as a table, each cell a link to the list filtered to its year and group.
enum StackedYearChart {
    private static let barStep = 8
    private static let left = 28
    private static let height = 194
    private static let plotTop = 10
    private static let plotBottom = 170

    static func render(_ series: LaunchStatisticsViewModel.SeriesViewModel, id: String, title: String, description: String) -> HTML {
        guard series.most > 0 else { return .empty }
        let width = left + series.years.count * barStep
        let scale = Double(plotBottom - plotTop) / Double(series.most)
        let bars = series.years.enumerated().map { index, year -> HTML in
            guard year.isCovered else {
                return
                    "<g><title>\(year.year): \(LaunchStatsViewModel.gapWords)</title><rect class=\"bar-gap\" x=\"\(left + index * barStep + 1)\" y=\"\(plotTop)\" width=\"\(barStep - 2)\" height=\"\(plotBottom - plotTop)\"/></g>"
            }
            var bottom = Double(plotBottom)
            let segments = zip(series.groups.indices, year.counts).compactMap { group, count -> HTML? in
                guard count > 0 else { return nil }
                let height = Double(count) * scale
                bottom -= height
                return
                    "<rect class=\"series-\(group)\" x=\"\(left + index * barStep + 1)\" y=\"\(NumberText.decimal(bottom, decimals: 2))\" width=\"\(barStep - 2)\" height=\"\(NumberText.decimal(height, decimals: 2))\"/>"
            }
            let words = zip(series.groups, year.counts).filter { $0.1 > 0 }.map { "\($0.0.name) \($0.1)" }.joined(separator: ", ")
            return
                "<g data-href=\"\(Route.launches([.year: String(year.year)]))\"><title>\(year.year): \(Noun.launch.count(year.total))\(words.isEmpty ? "" : " (\(words))")</title>\(segments)</g>"
        }
        let grid = HTML(
            joining: [plotBottom, plotTop].map {
                "<line class=\"grid\" x1=\"\(left)\" x2=\"\(width)\" y1=\"\($0)\" y2=\"\($0)\" vector-effect=\"non-scaling-stroke\"/>" as HTML
            })
        let values = [
            ChartFrame.Label(x: 24, y: Double(plotBottom), text: "0", anchor: "end", attributes: " dominant-baseline=\"middle\""),
            ChartFrame.Label(x: 24, y: Double(plotTop), text: "\(series.most)", anchor: "end", attributes: " dominant-baseline=\"middle\""),
        ]
        // A label each decade; on a phone every other one gives way.
        let decades = series.years.enumerated().filter { $0.element.year % 10 == 0 }
        let years = decades.enumerated().map { position, entry in
            ChartFrame.Label(
                x: Double(left + entry.offset * barStep + barStep / 2), y: Double(height - 6), text: "\(entry.element.year)", anchor: "middle",
                isMinor: position % 2 == 1)
        }
        let frame = ChartFrame.render(
            width: width, height: height, attributes: "role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\"",
            description: "<desc id=\"\(id)-desc\">\(description)</desc>", shapes: "\(grid)\(HTML(joining: bars))", labels: values + years)
        let legend = series.groups.enumerated().map { index, group -> HTML in
            "<li><span class=\"swatch series-\(index)\"></span>\(group.name)</li>"
        }
        return """
            <section class="chart card stats-chart">
              <h2 id="\(id)-title">\(title)</h2>
              \(frame)
              <ul class="legend">\(HTML(joining: legend))\(series.years.contains { !$0.isCovered } ? "<li><span class=\"swatch bar-gap\"></span>No data stored</li>" as HTML : .empty)</ul>
              <details><summary>Numbers</summary>\(table(series))</details>
            </section>
            """
    }

    private static func table(_ series: LaunchStatisticsViewModel.SeriesViewModel) -> HTML {
        let link = LaunchLink(rawValue: series.link)
        let head = series.groups.map { "<th scope=\"col\">\($0.name)</th>" as HTML }
        let rows = series.years.filter { $0.total > 0 || !$0.isCovered }.map { year -> HTML in
            guard year.isCovered else {
                return "<tr><th scope=\"row\">\(year.year)</th><td colspan=\"\(series.groups.count + 1)\">\(LaunchStatsViewModel.gapWords)</td></tr>"
            }
            let cells = zip(series.groups, year.counts).map { group, count -> HTML in
                guard count > 0, let id = group.id, let link else { return "<td>\(count)</td>" }
                var parameters = LaunchQuery.Parameters()
                parameters[.year] = String(year.year)
                parameters[link: link] = id
                return "<td><a href=\"\(Route.launches(parameters))\">\(count)</a></td>"
            }
            return
                "<tr><th scope=\"row\"><a href=\"\(Route.launches([.year: String(year.year)]))\">\(year.year)</a></th>\(HTML(joining: cells))<td>\(year.total)</td></tr>"
        }
        return
            "<div class=\"table-scroll\"><table><thead><tr><th scope=\"col\">Year</th>\(HTML(joining: head))<th scope=\"col\">Total</th></tr></thead><tbody>\(HTML(joining: rows))</tbody></table></div>"
    }
}
