/// Where each dataset's upstream bodies live in a snapshot directory: the one spelling of every
/// path that `import` reads, `export` writes and `almanac replay` serves.
public enum SnapshotLayout {
    /// `spacex/v4/launches.json` for the `launches` endpoint.
    public static func spacex(_ endpoint: String) -> String { "\(DatasetID.spacex.snapshotFolder)/v4/\(endpoint).json" }

    /// `ll2/upcoming.json`: one Launch Library 2 list in its paged shape, every page in one.
    public static func launchLibrary(_ list: LaunchLibraryList) -> String { "\(DatasetID.launchLibrary.snapshotFolder)/\(list.rawValue).json" }

    /// `ll2/astronauts.json`, `ll2/spacestations.json` and `ll2/spacecraft.json`: each list in its
    /// paged shape.
    public static let astronauts = "\(DatasetID.astronauts.snapshotFolder)/astronauts.json"
    public static let spaceStations = "\(DatasetID.astronauts.snapshotFolder)/spacestations.json"
    public static let spacecraft = "\(DatasetID.astronauts.snapshotFolder)/spacecraft.json"

    /// `swapi/people.json`: every record of a resource, as one array.
    public static func swapi(_ resource: GalaxyResource) -> String { "\(DatasetID.swapi.snapshotFolder)/\(resource.rawValue).json" }

    /// Every fact as one array of upstream objects.
    public static let facts = "\(DatasetID.facts.snapshotFolder)/jokes.json"
    /// The category names.
    public static let factCategories = "\(DatasetID.facts.snapshotFolder)/categories.json"

    /// The place list import reads (`openmeteo/cities.json`).
    public static let weatherCities = "\(DatasetID.weather.snapshotFolder)/cities.json"
    /// One geocoder answer per file, named by the search.
    public static let weatherGeocoding = "\(DatasetID.weather.snapshotFolder)/geocoding"
    /// One forecast body per file, named by place.
    public static let weatherForecasts = "\(DatasetID.weather.snapshotFolder)/forecast"

    /// The files that hold a dataset, as a person would look for them: `spacex/v4/*.json`.
    public static func pattern(_ dataset: DatasetID) -> String {
        "\(dataset.snapshotFolder)/\(dataset.about.snapshotFiles)"
    }
}
