import Foundation

/// What a launch-statistics page tells, worked out from the stored launches: launches per year
/// by country and by provider (the busiest named, the rest together), each rocket family's
/// success rate, and the records. Every figure is the launches list's own, so each links to the
/// list filtered to it.
public struct LaunchStatistics: Sendable {
    /// Launches per year (UTC) split among the busiest groups, first year to last.
    public struct Series: Hashable, Sendable {
        /// The busiest first; the link filter's record id and name of each (nil id: the rest).
        public let groups: [Group]
        public let years: [Year]

        public struct Group: Hashable, Sendable {
            public let id: String?
            public let name: String
            public let total: Int
        }

        public struct Year: Hashable, Sendable {
            public let year: Int
            /// One count per group, in `groups`' order.
            public let counts: [Int]
            /// False for an empty year the store has no data for (`CountLaunchesPerYear.yearsWithoutData`).
            public let isCovered: Bool
            public var total: Int { counts.reduce(0, +) }
        }
    }

    public struct Family: Hashable, Sendable {
        public let name: String
        public let launches: Int
        public let successes: Int
        public let failures: Int
        /// Successes among the launches with an outcome, 0–100; nil when none has one.
        public var successRate: Int? { successes + failures == 0 ? nil : successes * 100 / (successes + failures) }
    }

    public struct Records: Sendable {
        /// The year with the most launches that happened, and how many.
        public let busiestYear: (year: Int, launches: Int)?
        /// The provider with the most launches in one year.
        public let busiestProviderYear: (provider: LaunchProvider, year: Int, launches: Int)?
        /// The pad with the most launches, and its site.
        public let busiestPad: (site: LaunchSite, pad: LaunchPad)?
        /// The shortest time between two flown launches from one pad.
        public let fastestTurnaround: (site: LaunchSite, pad: LaunchPad, turnaround: PadTurnaround)?
    }

    public let total: Int
    public let byCountry: Series
    public let byProvider: Series
    /// Families with at least `familyMinimum` launches, the most launched first.
    public let families: [Family]
    public let records: Records

    /// How many groups a series names before "Others".
    public static let namedGroups = 6
    public static let familyMinimum = 10

    /// Counts `listing`'s launches that have happened or are listed (every one), by UTC year;
    /// `yearsWithoutData` are the empty years no source covers.
    public init(_ listing: LaunchListing, yearsWithoutData: Set<Int> = []) {
        let timeline = listing.timeline
        let utc = Calendar.utc
        let years = timeline.map { utc.component(.year, from: $0.date) }
        total = timeline.count
        let countryNames = Dictionary((listing.choices[.country] ?? []).map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        byCountry = Self.series(
            years: years, keys: timeline.map { $0.provider?.countryCodes.first }, gaps: yearsWithoutData, name: { countryNames[$0] ?? $0 })
        let providers = Dictionary(timeline.compactMap(\.provider).map { (String($0.id), $0) }, uniquingKeysWith: { first, _ in first })
        byProvider = Self.series(
            years: years, keys: timeline.map { $0.provider.map { String($0.id) } }, gaps: yearsWithoutData, name: { providers[$0]?.name ?? $0 })
        var families: [String: (launches: Int, successes: Int, failures: Int)] = [:]
        for launch in timeline {
            guard let family = launch.launchLibrary?.rocketFamily else { continue }
            var counts = families[family, default: (0, 0, 0)]
            counts.launches += 1
            if launch.outcome == .success { counts.successes += 1 }
            if launch.outcome == .failure { counts.failures += 1 }
            families[family] = counts
        }
        self.families = families.filter { $0.value.launches >= Self.familyMinimum }
            .map { Family(name: $0.key, launches: $0.value.launches, successes: $0.value.successes, failures: $0.value.failures) }
            .sorted { ($1.launches, $0.name) < ($0.launches, $1.name) }
        var perYear: [Int: Int] = [:]
        struct ProviderYear: Hashable {
            let provider: Int
            let year: Int
        }
        var perProviderYear: [ProviderYear: Int] = [:]
        // The records are of launches that happened: a year's listed plans are no record yet.
        for (launch, year) in zip(timeline, years) where launch.outcome != .upcoming {
            perYear[year, default: 0] += 1
            if let provider = launch.provider { perProviderYear[ProviderYear(provider: provider.id, year: year), default: 0] += 1 }
        }
        let busiestYear = perYear.max { ($0.value, -$0.key) < ($1.value, -$1.key) }
        let busiestProviderYear = perProviderYear.max {
            ($0.value, $1.key.year, $1.key.provider) < ($1.value, $0.key.year, $0.key.provider)
        }.flatMap { entry in providers[String(entry.key.provider)].map { ($0, entry.key.year, entry.value) } }
        let pads = listing.sites.all.flatMap { site in site.pads.map { (site, $0) } }
        let busiestPad = pads.max { ($0.1.tally.total, $1.1.name) < ($1.1.tally.total, $0.1.name) }
        let fastest = pads.compactMap { site, pad in pad.fastestTurnaround.map { (site, pad, $0) } }.min { $0.2.seconds < $1.2.seconds }
        records = Records(
            busiestYear: busiestYear.map { ($0.key, $0.value) }, busiestProviderYear: busiestProviderYear,
            busiestPad: busiestPad, fastestTurnaround: fastest)
    }

    /// Launches per year split by `keys` (one per launch, nil for none): the `namedGroups`
    /// busiest keys by name, the rest (and the launches with no key) as "Others".
    private static func series(years: [Int], keys: [String?], gaps: Set<Int>, name: (String) -> String) -> Series {
        var totals: [String: Int] = [:]
        for key in keys { if let key { totals[key, default: 0] += 1 } }
        let named = totals.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(namedGroups).map(\.key)
        let position = Dictionary(uniqueKeysWithValues: named.enumerated().map { ($1, $0) })
        let others = named.count
        guard let first = years.min(), let last = years.max() else { return Series(groups: [], years: []) }
        var counts = Array(repeating: Array(repeating: 0, count: others + 1), count: last - first + 1)
        for (year, key) in zip(years, keys) {
            counts[year - first][key.flatMap { position[$0] } ?? others] += 1
        }
        var groups = named.map { Series.Group(id: $0, name: name($0), total: totals[$0] ?? 0) }
        let otherTotal = counts.reduce(0) { $0 + $1[others] }
        let hasOthers = otherTotal > 0
        if hasOthers { groups.append(Series.Group(id: nil, name: "Others", total: otherTotal)) }
        return Series(
            groups: groups,
            years: counts.enumerated().map { index, row in
                Series.Year(year: first + index, counts: hasOthers ? row : Array(row.prefix(others)), isCovered: !gaps.contains(first + index))
            })
    }
}
