/// How many launches of each outcome one calendar year (UTC) holds, for the per-year chart.
public struct LaunchYearCounts: Hashable, Sendable {
    public let year: Int
    public var success: Int
    public var failure: Int
    public var upcoming: Int
    public var unknown: Int

    public init(year: Int, success: Int = 0, failure: Int = 0, upcoming: Int = 0, unknown: Int = 0) {
        self.year = year
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
