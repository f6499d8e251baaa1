import Foundation

/// A validated launches filter: period, outcome, name search, linked records (the rocket), sort
/// and page, all combinable.
public struct LaunchQuery: Hashable, Sendable {
    public var period: LaunchPeriod
    /// `nil` means any outcome.
    public var outcome: LaunchOutcome?
    /// Text found, case and accents ignored, in the mission's name or another name it is found
    /// by (its rocket, provider, pad or site: `Launch.searchedNames`); never empty.
    public var search: String?
    /// Each link filter's record as the user named it (an id or a name); `BrowseLaunches`
    /// resolves them to ids.
    public var links: [LaunchLink: String]
    public var sort: DateSortOrder
    public var page: PageRequest
    /// The moment "upcoming" is judged at: a launch whose result was due before it lists with the
    /// unknown outcomes (`Launch.awaitsResult`). The distant past judges by the sources' word alone.
    public var asOf: Date

    public init(
        period: LaunchPeriod = .any, outcome: LaunchOutcome? = nil, search: String? = nil,
        links: [LaunchLink: String] = [:], sort: DateSortOrder = .descending, page: PageRequest, asOf: Date = .distantPast
    ) {
        self.period = period
        self.outcome = outcome
        self.search = search.trimmedNonEmpty
        self.links = links.compactMapValues { Optional($0).trimmedNonEmpty }
        self.sort = sort
        self.page = page
        self.asOf = asOf
    }

    /// Whether any filter narrows the list (sort and page do not count).
    public var isFiltered: Bool { period != .any || outcome != nil || search != nil || !links.isEmpty }
}

/// Which launches by date: all, one UTC calendar year, or an inclusive month range (either end
/// open; a range ending before it starts holds no month).
public enum LaunchPeriod: Hashable, Sendable {
    case any
    case year(Int)
    case months(from: YearMonth?, to: YearMonth?)

    /// The `YearMonth.key` values this period covers, or nil for all time.
    public var monthKeys: MonthKeys? {
        switch self {
        case .any: nil
        case .year(let year): MonthKeys(lowest: year * 100 + 1, highest: year * 100 + 12)
        case .months(let from, let to): MonthKeys(lowest: from?.key ?? 0, highest: to?.key ?? 999_912)
        }
    }
}

/// An inclusive span of `YearMonth.key` values; empty when `lowest` is above `highest`.
public struct MonthKeys: Hashable, Sendable {
    public let lowest: Int
    public let highest: Int

    public func contains(_ key: Int) -> Bool { lowest <= key && key <= highest }
}

/// Date order of a list; ties break by flight number in the same direction.
public enum DateSortOrder: String, CaseIterable, Hashable, Sendable {
    case ascending = "asc"
    case descending = "desc"
}
