/// Every dataset Almanac keeps: the one registry that owns a dataset's name, the words screens
/// use for it, where its files live in a snapshot directory and how old it may get. Adding a
/// dataset means adding a case here, then its parts: a source and a store (the composition
/// root's `switch` names what is missing), its pages and its API.
public enum DatasetID: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Company, launches, rockets and launchpads from the SpaceX API.
    case spacex
    /// SpaceX launches from Launch Library 2 (The Space Devs), carrying the launches on after
    /// the SpaceX API froze in 2022: merged into one timeline with the SpaceX API's.
    case launchLibrary = "ll2"
    /// People, planets, vehicles, films, species and starships from SWAPI.
    case swapi
    /// Chuck Norris facts from api.chucknorris.io: grown search by search, never replaced whole.
    case facts = "chucknorris"
    /// Places, forecasts and geocoder answers from Open-Meteo: kept place by place, never replaced whole.
    case weather = "openmeteo"

    public var description: String { rawValue }

    /// How screens name the dataset's data ("SpaceX data from …").
    public var displayName: String {
        switch self {
        case .spacex: "SpaceX"
        case .launchLibrary: "Launch Library 2"
        case .swapi: "SWAPI"
        case .facts: "Chuck Norris facts"
        case .weather: "Weather"
        }
    }

    /// Other datasets whose records this one's screens show too: the SpaceX launches pages list
    /// Launch Library 2's launches on one timeline, so a refresh of either changes them.
    public var shownWith: [DatasetID] {
        switch self {
        case .spacex: [.launchLibrary]
        case .launchLibrary: [.spacex]
        case .swapi, .facts, .weather: []
        }
    }

    /// The dataset's folder in a snapshot directory (`spacex/`, …): see `SnapshotLayout`.
    public var snapshotFolder: String { rawValue }

    /// How old the data may get before the background refresher fetches it again (facts: the
    /// category list; weather: the saved cities' forecasts; Launch Library 2: the upcoming list,
    /// the previous list `LaunchLibraryList.previousAgeFactor` times that).
    public var defaultMaxAge: Duration {
        switch self {
        case .spacex: .seconds(24 * 3600)
        // Within the free tier (about 15 requests an hour): see `SyncLaunchLibrary`.
        case .launchLibrary: .seconds(3600)
        case .swapi: .seconds(7 * 24 * 3600)
        case .facts: .seconds(24 * 3600)
        case .weather: .seconds(30 * 60)
        }
    }

    /// Whether a refresh fetches the whole dataset (SpaceX, SWAPI, Launch Library 2's lists), rather than a part of it
    /// (the facts' category list, saved cities' forecasts): what `almanac sync` fetches by default.
    public var isRefreshedWhole: Bool {
        switch self {
        case .spacex, .swapi, .launchLibrary: true
        case .facts, .weather: false
        }
    }

    /// What the refresher refreshes of it, as its setting is named (`--categories-max-age`).
    public var refreshedPart: String {
        switch self {
        case .spacex: "spacex"
        case .launchLibrary: "ll2"
        case .swapi: "swapi"
        case .facts: "categories"
        case .weather: "forecast"
        }
    }
}
