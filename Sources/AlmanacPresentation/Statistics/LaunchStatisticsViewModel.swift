import AlmanacCore

/// The statistics page's figures in words, the same for the page, the JSON API and the terminal.
public struct LaunchStatisticsViewModel: Sendable, Encodable {
    /// "7,241 launches, 1957–2026".
    public let totalText: String
    public let byCountry: SeriesViewModel
    public let byProvider: SeriesViewModel
    public let families: [FamilyRow]
    /// Label, value and the list the record is drawn from.
    public let records: [Record]

    public struct SeriesViewModel: Sendable, Encodable {
        /// The link filter each group's id is a record of (`country`, `provider`).
        public let link: String
        public let groups: [Group]
        public let years: [Year]
        /// The most launches in one year: the chart's scale.
        public let most: Int

        public struct Group: Sendable, Encodable {
            /// nil for "Others".
            public let id: String?
            public let name: String
            public let total: Int
        }

        public struct Year: Sendable, Encodable {
            public let year: Int
            public let counts: [Int]
            public let total: Int
            /// False for a year the store has no data for: its zero is "not known".
            public let isCovered: Bool
        }

        init(_ series: LaunchStatistics.Series, link: LaunchLink) {
            self.link = link.rawValue
            groups = series.groups.map { Group(id: $0.id, name: $0.name, total: $0.total) }
            years = series.years.map { Year(year: $0.year, counts: $0.counts, total: $0.total, isCovered: $0.isCovered) }
            most = series.years.map(\.total).max() ?? 0
        }
    }

    public struct FamilyRow: Sendable, Encodable {
        public let name: String
        public let launches: Int
        /// "97 %", or "—" when no launch has an outcome.
        public let successText: String
        public let successRate: Int?
    }

    public struct Record: Sendable, Encodable {
        public let label: String
        public let value: String
        /// The launches list's query the record is counted from (`year=2025`), or a site's id.
        public let launchFilters: [String: String]
        public let siteID: Int?
        /// The pad on the site's page.
        public var padID: Int? = nil
    }

    public init(_ statistics: LaunchStatistics) {
        let years = statistics.byCountry.years
        let span = years.first.map { first in years.last.map { $0.year == first.year ? "\(first.year)" : "\(first.year)–\($0.year)" } ?? "" }
        totalText = Noun.launch.count(statistics.total) + (span.map { ", \($0)" } ?? "")
        byCountry = SeriesViewModel(statistics.byCountry, link: .country)
        byProvider = SeriesViewModel(statistics.byProvider, link: .provider)
        families = statistics.families.map {
            FamilyRow(name: $0.name, launches: $0.launches, successText: $0.successRate.map { "\($0) %" } ?? "—", successRate: $0.successRate)
        }
        var records: [Record] = []
        let found = statistics.records
        if let year = found.busiestYear {
            records.append(
                Record(
                    label: "Most launches in a year", value: "\(NumberText.grouped(year.launches)) in \(year.year)",
                    launchFilters: [InputField.year.rawValue: String(year.year)], siteID: nil))
        }
        if let record = found.busiestProviderYear {
            records.append(
                Record(
                    label: "Most launches by one provider in a year",
                    value: "\(NumberText.grouped(record.launches)) by \(record.provider.name) in \(record.year)",
                    launchFilters: [InputField.year.rawValue: String(record.year), LaunchLink.provider.rawValue: String(record.provider.id)],
                    siteID: nil))
        }
        if let busiest = found.busiestPad {
            records.append(
                Record(
                    label: "Busiest pad",
                    value: "\(busiest.pad.name), \(busiest.site.name): \(Noun.launch.count(busiest.pad.tally.total))",
                    launchFilters: [:], siteID: busiest.site.id, padID: busiest.pad.id))
        }
        if let fastest = found.fastestTurnaround {
            records.append(
                Record(
                    label: "Fastest pad turnaround",
                    value:
                        "\(NumberText.duration(seconds: fastest.turnaround.seconds)) at \(fastest.pad.name), \(fastest.site.name), before \(fastest.turnaround.launchName)",
                    launchFilters: [:], siteID: fastest.site.id, padID: fastest.pad.id))
        }
        self.records = records
    }
}
