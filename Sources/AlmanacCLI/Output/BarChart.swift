import AlmanacPresentation

/// Launches per year as horizontal stacked bars that fit the terminal width; each outcome has
/// its own pattern, and its colour on a terminal.
enum BarChart {
    static let legend: StyledText = "\("█ success", .good)  \("▒ failure", .bad)  \("░ upcoming", .warning)  ? unknown"

    static func render(_ years: [LaunchStatsViewModel.Year], width: Int) -> StyledText {
        guard let maximum = years.map(\.total).max(), maximum > 0 else { return "No launches stored." }
        let countWidth = String(maximum).count
        // One column spare: a line exactly as wide as the terminal wraps on some of them.
        let barWidth = max(10, width - 5 - 1 - countWidth - 1)
        let lines = years.map { year -> StyledText in
            guard year.isCovered else { return "\(year.year) \(String(repeating: " ", count: countWidth))  \(LaunchStatsViewModel.gapWords, .quiet)" }
            // Each outcome gets at least one cell when present, so a single failure stays visible.
            func cells(_ count: Int, _ pattern: String, _ emphasis: Emphasis?) -> StyledText {
                let size = count == 0 ? 0 : max(1, Int((Double(count) / Double(maximum) * Double(barWidth)).rounded()))
                return StyledText(String(repeating: pattern, count: size), emphasis)
            }
            let bar =
                cells(year.success, "█", .good) + cells(year.failure, "▒", .bad)
                + cells(year.upcoming, "░", .warning) + cells(year.unknown, "?", nil)
            let count = String(year.total)
            return ("\(year.year) \(String(repeating: " ", count: countWidth - count.count))\(count) " + bar).trimmingTrailingSpaces()
        }
        return StyledText.joined(lines + ["", legend], separator: "\n")
    }
}
