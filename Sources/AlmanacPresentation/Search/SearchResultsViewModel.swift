import AlmanacCore
import Foundation

/// What the one search box found, as `/search`, `GET /api/v1/search` and `almanac search` show
/// it: groups of one kind, the best match's group first, each result with its page.
public struct SearchResultsViewModel: Hashable, Sendable, Encodable {
    /// The text searched for, trimmed.
    public let query: String
    public let groups: [Group]
    /// How many results are shown in all.
    public let count: Int

    public struct Group: Hashable, Sendable, Encodable {
        /// `launch`, `booster`, `rocket`, a SWAPI resource (`people`…), `fact` or `city`.
        public let kind: String
        /// "Launches", "People", "Your cities"…
        public let title: String
        public let results: [Result]
        /// How many of the kind matched; more than `results` when some are not shown.
        public let total: Int
        /// The kind's own list with the rest, when there are more and the list can search.
        public let moreHref: String?
    }

    public struct Result: Hashable, Sendable, Encodable {
        public let title: String
        /// What tells it apart: a launch's rocket and day, a booster's flights, a fact's categories…
        public let detail: String?
        public let href: String
    }

    public init(_ results: SearchResults, environment: PresentationEnvironment) {
        query = results.text.text
        groups = results.groups.map { group in
            Group(
                kind: group.kind.rawValue, title: Self.title(of: group.kind),
                results: group.entries.map { Self.result($0, environment: environment) }, total: group.total,
                moreHref: group.total > group.entries.count ? Self.more(of: group.kind, text: results.text)?.href : nil)
        }
        count = groups.reduce(0) { $0 + $1.results.count }
    }

    /// The heading of a kind's group.
    public static func title(of kind: SearchKind) -> String {
        switch kind {
        case .launch: "Launches"
        case .booster: "Boosters"
        case .rocket: "SpaceX rockets"
        case .agency: "Agencies"
        case .launcher: "Rockets"
        case .site: "Launch sites"
        case .astronaut: "Astronauts"
        case .galaxy(let resource): resource.title
        case .fact: "Facts"
        case .city: "Your cities"
        }
    }

    private static func result(_ entry: SearchEntry, environment: PresentationEnvironment) -> Result {
        let day = entry.date.map { DateText.day($0, in: environment.calendar) }
        let detail = [entry.detail, day].compactMap(\.self).joined(separator: " · ")
        return Result(
            title: entry.kind == .fact ? excerpt(entry.title) : entry.title,
            detail: detail.isEmpty ? nil : detail, href: page(of: entry).href)
    }

    /// A long fact's first 140 characters, cut at a space where one is near.
    static func excerpt(_ text: String, limit: Int = 140) -> String {
        guard text.count > limit else { return text }
        let cut = text.prefix(limit)
        let atSpace = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return (atSpace.count > limit / 2 ? atSpace : cut) + "…"
    }

    /// The page of the record an entry names.
    static func page(of entry: SearchEntry) -> Route {
        switch entry.kind {
        case .launch: .launch(id: entry.key)
        case .booster: .booster(serial: entry.key)
        case .rocket: .rocket(id: entry.key)
        case .agency: .agency(id: entry.key)
        case .launcher: .launcher(id: entry.key)
        case .site: .site(id: entry.key)
        case .astronaut: .astronaut(id: entry.key)
        case .galaxy(let resource): Int(entry.key).map { .galaxyRecord(GalaxyReference(resource, $0)) } ?? .galaxyList(resource)
        case .fact: .fact(id: entry.key)
        case .city: Int64(entry.key).map { .city(id: $0) } ?? .weather()
        }
    }

    /// Where the rest of a kind's matches are: the lists that search by name (launches, the
    /// SWAPI resources, agencies, astronauts). The other groups say how many more there are and
    /// ask for more words (the facts' own search asks an upstream, which this search never does).
    private static func more(of kind: SearchKind, text: SearchText) -> Route? {
        switch kind {
        case .launch: .launches([.search: text.text])
        case .galaxy(let resource): .galaxyList(resource, GalaxyQuery.Parameters(search: text.text))
        case .agency: .agencies(search: text.text)
        case .astronaut: .astronauts(AstronautQuery(search: text.text))
        case .booster, .rocket, .fact, .city, .launcher, .site: nil
        }
    }
}
