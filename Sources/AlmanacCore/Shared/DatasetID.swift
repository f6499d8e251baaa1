/// Names one upstream dataset that is refreshed as a whole (all of SpaceX, all of SWAPI, …).
public struct DatasetID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// How screens name the dataset's data ("SpaceX data from …").
    public var displayName: String {
        switch self {
        case .spacex: "SpaceX"
        case .swapi: "SWAPI"
        case .facts: "Chuck Norris facts"
        case .weather: "Weather"
        default: rawValue
        }
    }

    /// Company, launches, rockets and launchpads from the SpaceX API.
    public static let spacex = DatasetID(rawValue: "spacex")
    /// People, planets, vehicles, films, species and starships from SWAPI.
    public static let swapi = DatasetID(rawValue: "swapi")
    /// Chuck Norris facts from api.chucknorris.io: grown search by search, never replaced whole.
    public static let facts = DatasetID(rawValue: "chucknorris")
    /// Places, forecasts and geocoder answers from Open-Meteo: kept place by place, never replaced whole.
    public static let weather = DatasetID(rawValue: "openmeteo")
}
