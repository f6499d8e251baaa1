import AlmanacCore

/// A tab of the Star Wars section: People, Planets, Vehicles, Films, Species, Starships.
struct GalaxyTab: Sendable {
    let title: String
    let url: String
    let selected: Bool

    static func all(selected: GalaxyResource?) -> [GalaxyTab] {
        GalaxyResource.allCases.map { GalaxyTab(title: $0.title, url: "/swapi/\($0.rawValue)", selected: $0 == selected) }
    }
}
