import AlmanacCore

extension Noun {
    public static let agency = Noun("agency", plural: "agencies")
}

/// A row of the agencies list, the same for the page, the JSON API and the terminal.
public struct AgencyRowViewModel: Hashable, Sendable, Encodable {
    public let id: Int
    public let name: String
    public let abbreviation: String?
    /// "Commercial", or "unknown".
    public let typeText: String
    /// "USA", "FRA, DEU, ITA", or "—".
    public let countriesText: String
    public let launchCount: Int
    /// "431 launches, 97 % successful", "No launches".
    public let launchesText: String
    /// "97 %" of the launches with an outcome; "—" when none has one.
    public let successText: String

    public init(_ agency: Agency) {
        id = agency.id
        name = agency.name
        abbreviation = agency.abbreviation
        typeText = agency.type ?? "unknown"
        countriesText = Self.countriesText(agency.countryCodes)
        launchCount = agency.launches.total
        launchesText = Self.launchesText(agency.launches)
        successText = Self.successRate(agency.launches).map { "\($0) %" } ?? "—"
    }

    /// "USA", "FRA, DEU, ITA", "FRA, USA, DEU and 24 more" (a forum of 27 countries).
    static func countriesText(_ codes: [String]) -> String {
        guard !codes.isEmpty else { return "—" }
        let shown = codes.prefix(3).joined(separator: ", ")
        return codes.count > 3 ? "\(shown) and \(codes.count - 3) more" : shown
    }

    static func launchesText(_ launches: Agency.LaunchCounts) -> String {
        guard launches.total > 0 else { return "No launches" }
        return Noun.launch.count(launches.total) + (successRate(launches).map { ", \($0) % successful" } ?? "")
    }

    private static func successRate(_ launches: Agency.LaunchCounts) -> Int? {
        SuccessRate.percent(successes: launches.successful, failures: launches.failed)
    }
}

/// One agency's page: what it is, its counters, what it flies and builds.
public struct AgencyDetailViewModel: Hashable, Sendable, Encodable {
    public let summary: AgencyRowViewModel
    public let description: String?
    /// Label and formatted value, in reading order; missing values are left out.
    public let facts: [Fact]
    public let launchers: [String]
    public let spacecraft: [String]
    /// "Website", "Wikipedia": shown as links only when they are `http`/`https`.
    public let links: [Fact]

    public struct Fact: Hashable, Sendable, Encodable {
        public let label: String
        public let value: String
    }

    public init(_ agency: Agency) {
        summary = AgencyRowViewModel(agency)
        description = agency.summary
        let launches = agency.launches
        let landings = agency.landings
        let candidates: [(String, String?)] = [
            ("Type", agency.type),
            ("Countries", agency.countryCodes.isEmpty ? nil : agency.countryCodes.joined(separator: ", ")),
            ("Founded", agency.foundingYear.map(String.init)),
            // Labelled by the role the text names ("CEO"); left out, label and all, when nobody is named.
            (agency.leader?.role ?? "", agency.leader?.name),
            ("Launches", launches.total == 0 ? nil : NumberText.grouped(launches.total)),
            ("Successful", launches.total == 0 ? nil : NumberText.grouped(launches.successful)),
            ("Failed", launches.total == 0 ? nil : NumberText.grouped(launches.failed)),
            ("Pending", launches.pending == 0 ? nil : NumberText.grouped(launches.pending)),
            ("Successes in a row", launches.consecutiveSuccessful == 0 ? nil : NumberText.grouped(launches.consecutiveSuccessful)),
            (
                "Landings",
                landings.attempted == 0
                    ? nil : "\(NumberText.grouped(landings.successful)) of \(NumberText.grouped(landings.attempted)) attempted"
            ),
            ("Landings in a row", landings.consecutiveSuccessful == 0 ? nil : NumberText.grouped(landings.consecutiveSuccessful)),
        ]
        facts = candidates.compactMap { label, value in value.map { Fact(label: label, value: $0) } }
        launchers = agency.launchers
        spacecraft = agency.spacecraft
        links = [("Website", agency.infoURL), ("Wikipedia", agency.wikiURL)].compactMap { label, url in url.map { Fact(label: label, value: $0) } }
    }
}
