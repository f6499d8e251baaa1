import AlmanacCore

/// One star as `/starred`, `/api/v1/starred` and `almanac starred` show it.
public struct StarViewModel: Hashable, Sendable, Encodable {
    /// "launch", "booster", "astronaut", "station", "fact" or a SWAPI resource (encoded as that word).
    public let kind: StarKind
    /// "Launch", "Booster", "Space station", "Person"…
    public let kindText: String
    public let id: String
    /// The record's name when it was starred.
    public let name: String
    /// ISO 8601, UTC.
    public let starredAt: String
    /// False once a refresh removed the record: it stays listed, without a link.
    public let inData: Bool
    /// The record's page; nil when it is no longer in the data.
    public let href: String?
    /// Its star in the JSON API (PUT stars it, DELETE unstars it).
    public let starHref: String

    public init(_ starred: StarredRecord) {
        let star = starred.star
        kind = star.kind
        kindText = star.kind.noun.prefix(1).uppercased() + star.kind.noun.dropFirst()
        id = star.id
        name = star.name
        starredAt = DateText.iso8601(star.starredAt)
        inData = starred.isInData
        href = starred.isInData ? Self.page(of: star).map(\.href) : nil
        starHref = APIRoute.star(star.kind, id: star.id).href
    }

    /// The page of the record a star names.
    static func page(of star: Star) -> Route? {
        switch star.kind {
        case .launch: .launch(id: star.id)
        case .booster: .booster(serial: star.id)
        case .astronaut: .astronaut(id: star.id)
        case .station: .station(id: star.id)
        case .fact: .fact(id: star.id)
        case .galaxy(let resource): Int(star.id).map { .galaxyRecord(GalaxyReference(resource, $0)) }
        }
    }
}

/// A visitor's stars grouped by kind (launches first, then boosters, facts and the SWAPI
/// resources), each group newest first: `/starred`.
public struct StarredViewModel: Sendable {
    public struct Group: Sendable {
        public let title: String
        public let stars: [StarViewModel]
    }

    public let groups: [Group]
    public let count: Int

    public init(_ starred: [StarredRecord]) {
        let byKind = Dictionary(grouping: starred, by: \.star.kind)
        groups = byKind.keys.sorted { $0.order < $1.order }.map { kind in
            Group(title: kind.title, stars: byKind[kind, default: []].map(StarViewModel.init))
        }
        count = starred.count
    }
}

/// Whether a record is starred now: what the API's PUT and DELETE and `almanac star --json`
/// answer.
public struct StarStateViewModel: Hashable, Sendable, Encodable {
    public let kind: String
    public let id: String
    public let starred: Bool

    public init(kind: StarKind, id: String, starred: Bool) {
        self.kind = kind.rawValue
        self.id = id
        self.starred = starred
    }
}
