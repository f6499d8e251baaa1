import AlmanacCore

/// Launches per year with the geometry of a stacked bar chart (success, failure, upcoming,
/// unknown from the bottom), so a template only has to draw rectangles.
public struct LaunchStatsViewModel: Hashable, Sendable, Encodable {
    public let years: [Year]
    public let chart: Chart

    public struct Year: Hashable, Sendable, Encodable {
        public let year: Int
        public let success: Int
        public let failure: Int
        public let upcoming: Int
        public let unknown: Int
        public let total: Int
        /// False when no stored source covers the year: its zeros mean "not known".
        public let isCovered: Bool
    }

    public struct Chart: Hashable, Sendable, Encodable {
        public let width: Int
        public let height: Int
        /// The baseline's y.
        public let baseline: Int
        public let maxTotal: Int
        public let bars: [Bar]
        public let gridLines: [GridLine]
    }

    public struct Bar: Hashable, Sendable, Encodable {
        public let year: Int
        public let x: Int
        public let width: Int
        /// Centre of the bar, for the year label.
        public let labelX: Int
        /// Only every few years are labelled when there are many.
        public let showsLabel: Bool
        public let segments: [Segment]
        /// "2020: 26 launches (26 success)", "2025: no source stored covers this year".
        public let title: String
        /// No stored source covers the year: drawn as an outline, not as zero.
        public let isGap: Bool
    }

    public struct Segment: Hashable, Sendable, Encodable {
        /// `success`, `failure`, `upcoming`, `unknown`, or `gap` for a year no source covers.
        public let outcome: String
        public let y: Int
        public let height: Int
    }

    public struct GridLine: Hashable, Sendable, Encodable {
        public let y: Int
        public let value: Int
    }

    /// What a year no source covers says.
    public static let gapWords = "no data stored (no source covers this year yet)"

    static let plotHeight = 160, topMargin = 10, bottomMargin = 24, leftMargin = 32, barStep = 24, barWidth = 18

    public init(_ counts: [LaunchYearCounts]) {
        years = counts.map {
            Year(
                year: $0.year, success: $0.success, failure: $0.failure, upcoming: $0.upcoming, unknown: $0.unknown, total: $0.total,
                isCovered: $0.isCovered)
        }
        let maxTotal = max(1, counts.map(\.total).max() ?? 0)
        let baseline = Self.topMargin + Self.plotHeight
        func scaled(_ value: Int) -> Int { Int((Double(value) / Double(maxTotal) * Double(Self.plotHeight)).rounded()) }
        let labelEvery = counts.count > 12 ? 2 : 1
        let bars = counts.enumerated().map { index, count -> Bar in
            var top = baseline
            let ordered: [(LaunchOutcome, Int)] = [
                (.success, count.success), (.failure, count.failure), (.upcoming, count.upcoming), (.unknown, count.unknown),
            ]
            // A year no source covers: one outline segment the height of the plot, never a zero.
            let segments =
                !count.isCovered
                ? [Segment(outcome: "gap", y: Self.topMargin, height: Self.plotHeight)]
                : ordered.compactMap { outcome, value -> Segment? in
                    guard value > 0 else { return nil }
                    let height = max(1, scaled(value))
                    top -= height
                    return Segment(outcome: outcome.rawValue, y: top, height: height)
                }
            let parts = ordered.filter { $0.1 > 0 }.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: ", ")
            let x = Self.leftMargin + index * Self.barStep
            return Bar(
                year: count.year, x: x, width: Self.barWidth, labelX: x + Self.barWidth / 2,
                showsLabel: index % labelEvery == 0 || index == counts.count - 1, segments: segments,
                title: count.isCovered
                    ? "\(count.year): \(Noun.launch.count(count.total))" + (parts.isEmpty ? "" : " (\(parts))")
                    : "\(count.year): \(Self.gapWords)",
                isGap: !count.isCovered
            )
        }
        let step = max(1, Self.niceStep(for: maxTotal))
        let gridLines = stride(from: 0, through: maxTotal, by: step).map { GridLine(y: baseline - scaled($0), value: $0) }
        chart = Chart(
            width: Self.leftMargin + max(1, counts.count) * Self.barStep + 8,
            height: baseline + Self.bottomMargin, baseline: baseline, maxTotal: maxTotal,
            bars: bars, gridLines: gridLines
        )
    }

    /// A round grid step giving four or five lines.
    static func niceStep(for maximum: Int) -> Int {
        let rough = Double(maximum) / 4
        let magnitude = pow10(Int(rough.rounded(.down)).description.count - 1)
        for multiple in [1, 2, 5, 10] where Double(multiple * magnitude) >= rough { return multiple * magnitude }
        return 10 * magnitude
    }

    private static func pow10(_ exponent: Int) -> Int { (0..<max(0, exponent)).reduce(1) { product, _ in product * 10 } }
}
