/// Every dataset Almanac keeps, each described once (`about`). Adding a dataset means adding a
/// case here with its description, then its parts in a folder of their own (a source, a store,
/// pages); the composition root's one switch over datasets (`Composition.wiring(of:)`) names
/// what is missing, because the compiler does.
///
/// Its stored name (`rawValue`) is a property, not a raw type: an enum with a raw type is hashed
/// by hashing that string, and every request looks datasets up by key several times.
public enum DatasetID: CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Company, launches, rockets and launchpads from the SpaceX API.
    case spacex
    /// Every provider's launches from Launch Library 2 (The Space Devs), since 1957: merged into
    /// one timeline with the SpaceX API's, whose SpaceX launches it carries on after 2022.
    case launchLibrary
    /// People, planets, vehicles, films, species and starships from SWAPI.
    case swapi
    /// Chuck Norris facts from api.chucknorris.io: grown search by search, never replaced whole.
    case facts
    /// Places, forecasts and geocoder answers from Open-Meteo: kept place by place, never replaced whole.
    case weather
    /// Launch Library 2's agencies: the providers, builders and operators of spaceflight.
    case agencies
    /// Launch Library 2's astronauts, space stations and kinds of spacecraft: who flew, in what,
    /// and who is up there now.
    case astronauts

    /// The name the store, snapshots, settings and the JSON API know it by.
    public var rawValue: String {
        switch self {
        case .spacex: "spacex"
        case .launchLibrary: "ll2"
        case .swapi: "swapi"
        case .facts: "chucknorris"
        case .weather: "openmeteo"
        case .agencies: "ll2-agencies"
        case .astronauts: "ll2-astronauts"
        }
    }

    /// The dataset named `rawValue`, if there is one.
    public init?(rawValue: String) {
        guard let dataset = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = dataset
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let dataset = Self(rawValue: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no dataset is named \(name)")
        }
        self = dataset
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    /// The one switch over datasets in Core: each dataset's names, files and ages.
    public var about: DatasetDescription {
        switch self {
        case .spacex:
            DatasetDescription(
                displayName: "SpaceX", shownWith: [.launchLibrary], snapshotFolder: "spacex", snapshotFiles: "v4/*.json",
                defaultMaxAge: .seconds(24 * 3600), isRefreshedWhole: true, refreshedPart: "spacex")
        case .launchLibrary:
            // Within the free tier (about 15 requests an hour): see `SyncLaunchLibrary`. Aged by
            // the upcoming list; the previous list `LaunchLibraryList.previousAgeFactor` times that.
            DatasetDescription(
                displayName: "Launch Library 2", shownWith: [.spacex], snapshotFolder: "ll2", snapshotFiles: "*.json",
                defaultMaxAge: .seconds(3600), isRefreshedWhole: true, refreshedPart: "ll2")
        case .swapi:
            DatasetDescription(
                displayName: "SWAPI", snapshotFolder: "swapi", snapshotFiles: "*.json",
                defaultMaxAge: .seconds(7 * 24 * 3600), isRefreshedWhole: true, refreshedPart: "swapi")
        case .facts:
            // Refreshed: the category list.
            DatasetDescription(
                displayName: "Chuck Norris facts", snapshotFolder: "chucknorris", snapshotFiles: "jokes.json",
                defaultMaxAge: .seconds(24 * 3600), isRefreshedWhole: false, refreshedPart: "categories")
        case .weather:
            // Refreshed: the saved cities' forecasts.
            DatasetDescription(
                displayName: "Weather", snapshotFolder: "openmeteo", snapshotFiles: "",
                defaultMaxAge: .seconds(30 * 60), isRefreshedWhole: false, refreshedPart: "forecast")
        case .agencies:
            // A few requests a week from Launch Library 2's small hourly budget: agencies change slowly.
            DatasetDescription(
                displayName: "Agencies", snapshotFolder: "ll2", snapshotFiles: "agencies.json",
                defaultMaxAge: .seconds(7 * 24 * 3600), isRefreshedWhole: true, refreshedPart: "agencies")
        case .astronauts:
            // A few requests a day from the same budget: people, stations and spacecraft change
            // slowly, and a day's age is fresh.
            DatasetDescription(
                displayName: "Astronauts, stations and spacecraft", shownWith: [.launchLibrary, .spacex], snapshotFolder: "ll2",
                snapshotFiles: "{astronauts,spacestations,spacecraft}.json",
                defaultMaxAge: .seconds(24 * 3600), isRefreshedWhole: true, refreshedPart: "astronauts")
        }
    }

    /// How screens name the dataset's data ("SpaceX data from …").
    public var displayName: String { about.displayName }
    /// Other datasets whose records this one's screens show too: see `DatasetDescription`.
    public var shownWith: [DatasetID] { about.shownWith }
    /// The dataset's folder in a snapshot directory (`spacex/`, …): see `SnapshotLayout`.
    public var snapshotFolder: String { about.snapshotFolder }
    /// How old the data may get before the background refresher fetches it again.
    public var defaultMaxAge: Duration { about.defaultMaxAge }
    /// Whether `almanac sync` fetches it by default: see `DatasetDescription`.
    public var isRefreshedWhole: Bool { about.isRefreshedWhole }
    /// What the refresher refreshes of it, as its setting is named (`--categories-max-age`).
    public var refreshedPart: String { about.refreshedPart }
}
