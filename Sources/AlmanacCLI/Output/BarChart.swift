import AlmanacPresentation

/// Launches per year as horizontal stacked bars that fit the terminal width.
enum BarChart {
    static let legend = "█ success  ▒ failure  ░ upcoming  ? unknown"

    static func render(_ years: [LaunchStatsViewModel.Year], width: Int) -> String {
        guard let maximum = years.map(\.total).max(), maximum > 0 else { return "No launches stored." }
        let countWidth = String(maximum).count
        let barWidth = max(10, width - 5 - 1 - countWidth - 1)
        let lines = years.map { year -> String in
            // Each outcome gets at least one cell when present, so a single failure stays visible.
            func cells(_ count: Int) -> Int { count == 0 ? 0 : max(1, Int((Double(count) / Double(maximum) * Double(barWidth)).rounded())) }
            let bar = String(repeating: "█", count: cells(year.success)) + String(repeating: "▒", count: cells(year.failure))
                + String(repeating: "░", count: cells(year.upcoming)) + String(repeating: "?", count: cells(year.unknown))
            let count = String(year.total)
            return "\(year.year) \(String(repeating: " ", count: countWidth - count.count))\(count) \(bar)"
        }
        return (lines + ["", legend]).joined(separator: "\n")
    }
}
