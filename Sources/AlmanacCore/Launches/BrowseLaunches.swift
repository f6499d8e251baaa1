/// Lists launches for a query, each with its rocket resolved to a name.
public struct BrowseLaunches: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    /// A launch together with the rocket that flew it, when the rocket is known.
    public struct Row: Hashable, Sendable {
        public let launch: Launch
        public let rocket: RocketReference?

        public init(launch: Launch, rocket: RocketReference?) {
            self.launch = launch
            self.rocket = rocket
        }
    }

    /// Resolves each link filter (a rocket named "falcon 9") to its record's id, then asks the
    /// store. `references`: the rockets and sites when the caller has them already (the
    /// launches page reads them for its form), else they are read here.
    public func callAsFunction(_ query: LaunchQuery, references known: LaunchReferences? = nil) async throws -> Page<Row> {
        let references = if let known { known } else { try await LaunchFilterChoices(store: store)() }
        let page = try await store.launches(matching: query, linkIDs: try Self.linkIDs(of: query, in: references))
        return page.map { Row(launch: $0, rocket: $0.rocketID.flatMap(references.rocket(id:))) }
    }

    /// Every launch `query` matches, in its order (its page is not read): a whole list to download.
    public func everything(_ query: LaunchQuery) async throws -> [Row] {
        var whole = query
        whole.page = .everything
        return try await callAsFunction(whole).items
    }

    /// How many launches each choice of each link filter would list with the query's other
    /// filters (`LaunchListing.counts`): the numbers beside the form's choices.
    public func counts(_ query: LaunchQuery, references: LaunchReferences) async throws -> [LaunchLink: [String: Int]] {
        try await store.listing().counts(query, linkIDs: try Self.linkIDs(of: query, in: references))
    }

    /// Launches per year and outcome among those the query's name search and link filters keep
    /// (`LaunchListing.countsPerYear`): the chart of a filtered list.
    /// A year the store has no data for stays marked so (`CountLaunchesPerYear.yearsWithoutData`).
    public func countsPerYear(_ query: LaunchQuery, references: LaunchReferences) async throws -> [LaunchYearCounts] {
        let counts = try await store.listing().countsPerYear(query, linkIDs: try Self.linkIDs(of: query, in: references))
        let uncovered = try await CountLaunchesPerYear(store: store).yearsWithoutData()
        return counts.map { year in
            var year = year
            if year.total == 0, uncovered.contains(year.year) { year.isCovered = false }
            return year
        }
    }

    /// Each link filter resolved to its record's id; a name that matches nothing is refused.
    private static func linkIDs(of query: LaunchQuery, in references: LaunchReferences) throws(InvalidInput) -> [LaunchLink: String] {
        var linkIDs: [LaunchLink: String] = [:]
        for (link, text) in query.links { linkIDs[link] = try references.resolve(text, for: link) }
        return linkIDs
    }
}

/// The records the launches filters can pick from (providers, countries, rockets, launch sites), for the form and for
/// resolving what was typed.
public struct LaunchFilterChoices: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    public func callAsFunction() async throws -> LaunchReferences {
        try await store.launchReferences()
    }
}
