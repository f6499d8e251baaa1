/// How many launches of each outcome one calendar year (UTC) holds, for the per-year chart.
public struct LaunchYearCounts: Hashable, Sendable {
    public let year: Int
    public var success: Int
    public var failure: Int
    public var upcoming: Int
    public var unknown: Int
    /// False for a year no stored source covers (Launch Library 2's lists as stored leave 2025
    /// out): its zero means "not known", not "no launches".
    public var isCovered: Bool

    public init(year: Int, success: Int = 0, failure: Int = 0, upcoming: Int = 0, unknown: Int = 0, isCovered: Bool = true) {
        self.year = year
        self.isCovered = isCovered
        self.success = success
        self.failure = failure
        self.upcoming = upcoming
        self.unknown = unknown
    }

    public var total: Int { success + failure + upcoming + unknown }

    public mutating func add(_ outcome: LaunchOutcome, count: Int = 1) {
        switch outcome {
        case .success: success += count
        case .failure: failure += count
        case .upcoming: upcoming += count
        case .unknown: unknown += count
        }
    }
}

extension LaunchYearCounts {
    /// The counts with a `isCovered: false` entry for every year between the first and the last
    /// that holds no launch and lies outside every source's span (`spans`: each source's first
    /// and last launch date). A year inside a span with no launch stays out, as before (SpaceX
    /// flew nothing in 2011).
    public static func markingGaps(_ counts: [LaunchYearCounts], spans: [ClosedRange<Int>]) -> [LaunchYearCounts] {
        guard let first = counts.first?.year, let last = counts.last?.year, first < last else { return counts }
        let present = Set(counts.map(\.year))
        let gaps = (first...last).filter { year in !present.contains(year) && !spans.contains { $0.contains(year) } }
        return (counts + gaps.map { LaunchYearCounts(year: $0, isCovered: false) }).sorted { $0.year < $1.year }
    }
}
