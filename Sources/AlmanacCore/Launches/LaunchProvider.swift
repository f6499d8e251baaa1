/// Who flew a launch: Launch Library 2's launch service provider ("SpaceX", "Rocket Lab",
/// "Soviet Space Program"). Launches are filtered and counted by it and by its country.
public struct LaunchProvider: Hashable, Sendable, Codable {
    /// Launch Library 2's agency id: the provider's page and the filter's value.
    public let id: Int
    public let name: String
    /// "SpX", "RL"; a filter accepts it as well as the name.
    public let abbreviation: String?
    /// ISO 3166-1 alpha-3 codes: one for most, several for a multinational agency (ESA's list
    /// names every member state).
    public let countryCodes: [String]

    public init(id: Int, name: String, abbreviation: String?, countryCodes: [String]) {
        self.id = id
        self.name = name
        self.abbreviation = abbreviation
        self.countryCodes = countryCodes
    }

    /// SpaceX as Launch Library 2 knows it: the provider of every launch the SpaceX API lists.
    public static let spacex = LaunchProvider(id: 121, name: "SpaceX", abbreviation: "SpX", countryCodes: ["USA"])
}

extension Launch {
    /// Who flew it: Launch Library 2's word; the SpaceX API lists SpaceX's launches only. A
    /// Launch Library 2 launch stored by an earlier release names none until it is fetched again.
    public var provider: LaunchProvider? {
        launchLibrary?.provider ?? (provenance == .launchLibrary ? nil : .spacex)
    }
}
