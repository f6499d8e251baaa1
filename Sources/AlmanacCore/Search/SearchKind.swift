/// What one search result is: a record of a dataset, a stored fact or one of the visitor's saved
/// cities. The order of `allCases` breaks ties between equally good matches.
public enum SearchKind: Hashable, Sendable, CaseIterable, Comparable {
    case launch, booster, rocket
    case galaxy(GalaxyResource)
    case fact, city, agency
    /// Every provider's rocket configurations (`Launcher`) and the launch sites.
    case launcher, site
    /// Launch Library 2's astronauts, by name.
    case astronaut

    public static let allCases: [SearchKind] =
        [.launch, .booster, .rocket] + GalaxyResource.allCases.map(SearchKind.galaxy) + [.fact, .city, .agency, .launcher, .site, .astronaut]

    /// How the store and the JSON API spell it: `launch`, `booster`, `rocket`, the SWAPI
    /// resource (`people`, `films`…), `fact`, `city`, `agency`, `launcher`, `site`, `astronaut`.
    public var rawValue: String {
        switch self {
        case .launch: "launch"
        case .booster: "booster"
        case .rocket: "rocket"
        case .galaxy(let resource): resource.rawValue
        case .fact: "fact"
        case .city: "city"
        case .agency: "agency"
        case .launcher: "launcher"
        case .site: "site"
        case .astronaut: "astronaut"
        }
    }

    public init?(rawValue: String) {
        guard let kind = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = kind
    }

    /// Its place in `allCases`.
    var order: Int {
        switch self {
        case .launch: 0
        case .booster: 1
        case .rocket: 2
        case .galaxy(let resource): 3 + (GalaxyResource.allCases.firstIndex(of: resource) ?? 0)
        case .fact: 3 + GalaxyResource.allCases.count
        case .city: 4 + GalaxyResource.allCases.count
        case .agency: 5 + GalaxyResource.allCases.count
        case .launcher: 6 + GalaxyResource.allCases.count
        case .site: 7 + GalaxyResource.allCases.count
        case .astronaut: 8 + GalaxyResource.allCases.count
        }
    }

    public static func < (lhs: SearchKind, rhs: SearchKind) -> Bool { lhs.order < rhs.order }
}
