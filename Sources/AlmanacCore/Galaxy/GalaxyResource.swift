/// The six SWAPI resources, in the order the tabs show them (the seed's three first).
public enum GalaxyResource: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case people, planets, vehicles, films, species, starships

    /// "People", "Planets", … for tabs and headings.
    public var title: String {
        switch self {
        case .people: "People"
        case .planets: "Planets"
        case .vehicles: "Vehicles"
        case .films: "Films"
        case .species: "Species"
        case .starships: "Starships"
        }
    }

    /// Its place among `allCases`, the tabs' order.
    var position: Int {
        switch self {
        case .people: 0
        case .planets: 1
        case .vehicles: 2
        case .films: 3
        case .species: 4
        case .starships: 5
        }
    }

    /// "person", "planet", … for sentences about one record.
    public var singular: String {
        switch self {
        case .people: "person"
        case .planets: "planet"
        case .vehicles: "vehicle"
        case .films: "film"
        case .species: "species"
        case .starships: "starship"
        }
    }

    /// Parses a resource name from a URL or a command line; anything else names the six.
    public init(parsing text: String) throws(NotFound) {
        guard let resource = GalaxyResource(rawValue: text.lowercased()) else {
            throw NotFound(.galaxyResource, id: text, known: Self.allCases.map(\.rawValue))
        }
        self = resource
    }

    public static func < (lhs: GalaxyResource, rhs: GalaxyResource) -> Bool { lhs.position < rhs.position }

    /// The case, not its name: a raw-valued enum otherwise hashes its raw string, and a list's
    /// look-ups by `GalaxyReference` hashed one per row and link.
    public func hash(into hasher: inout Hasher) { hasher.combine(position) }
}
