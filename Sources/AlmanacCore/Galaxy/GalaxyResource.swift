/// The six SWAPI resources, in the order the tabs show them (the seed's three first).
public enum GalaxyResource: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case people, planets, vehicles, films, species, starships

    /// "People", "Planets", … for tabs and headings.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

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

    public static func < (lhs: GalaxyResource, rhs: GalaxyResource) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
