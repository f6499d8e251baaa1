import AlmanacPresentation

/// The launches-per-year chart: stacked SVG bars with a legend and the numbers as a table.
enum LaunchChart {
    static func render(_ stats: LaunchStatsViewModel) -> HTML {
        let chart = stats.chart
        let grid = chart.gridLines.map { line -> HTML in
            """
            <line class="grid" x1="28" x2="\(chart.width)" y1="\(line.y)" y2="\(line.y)"/><text class="axis" x="24" y="\(line.y)" text-anchor="end" dominant-baseline="middle">\(line.value)</text>
            """
        }
        let bars = chart.bars.map { bar -> HTML in
            let segments = bar.segments.map { "<rect class=\"bar-\($0.outcome)\" x=\"\(bar.x)\" y=\"\($0.y)\" width=\"\(bar.width)\" height=\"\($0.height)\"/>" as HTML }
            let label: HTML = bar.showsLabel
                ? "<text class=\"axis\" x=\"\(bar.labelX)\" y=\"\(chart.height)\" dy=\"-6\" text-anchor=\"middle\">\(bar.year)</text>"
                : .empty
            return "<g><title>\(bar.title)</title>\(segments)\(label)</g>"
        }
        let rows = stats.years.map { year -> HTML in
            "<tr><th scope=\"row\">\(year.year)</th><td>\(year.success)</td><td>\(year.failure)</td><td>\(year.upcoming)</td><td>\(year.unknown)</td><td>\(year.total)</td></tr>"
        }
        return """
        <details class="chart" data-open-wide>
          <summary><h2 id="chart-title">Launches per year</h2></summary>
          <svg viewBox="0 0 \(chart.width) \(chart.height)" role="img" aria-labelledby="chart-title chart-desc" preserveAspectRatio="xMinYMin meet">
            <desc id="chart-desc">Stacked bars per year: successes, failures, upcoming and unknown outcomes.</desc>
            \(grid)
            \(bars)
          </svg>
          <ul class="legend"><li><span class="swatch bar-success"></span>Success</li><li><span class="swatch bar-failure"></span>Failure</li><li><span class="swatch bar-upcoming"></span>Upcoming</li><li><span class="swatch bar-unknown"></span>Unknown</li></ul>
          <details><summary>Numbers</summary>
          <table><thead><tr><th scope="col">Year</th><th scope="col">Success</th><th scope="col">Failure</th><th scope="col">Upcoming</th><th scope="col">Unknown</th><th scope="col">Total</th></tr></thead>
          <tbody>\(rows)</tbody></table>
          </details>
        </details>
        """
    }
}
