/// What Almanac knows about a dataset apart from its code: how screens name it, where its files
/// sit in a snapshot directory, how old it may get and what its refresh fetches. Each dataset has
/// one, given by `DatasetID.about`; everything else that varies by dataset (its store, refresh
/// job and import) is wired by the composition root from the same case.
public struct DatasetDescription: Sendable {
    /// How screens name the dataset's data ("SpaceX data from …").
    public let displayName: String
    /// Other datasets whose records this one's screens show too (a refresh of either changes them).
    public let shownWith: [DatasetID]
    /// The dataset's folder in a snapshot directory (`spacex`, `ll2`): several may share one.
    public let snapshotFolder: String
    /// The files in that folder that hold it, as a person would look for them (`v4/*.json`;
    /// empty: the whole folder): `SnapshotLayout.pattern` puts the folder in front.
    public let snapshotFiles: String
    /// How old the data may get before the background refresher fetches it again.
    public let defaultMaxAge: Duration
    /// Whether a refresh fetches the whole dataset rather than a part of it (the facts' category
    /// list, saved cities' forecasts): what `almanac sync` fetches by default.
    public let isRefreshedWhole: Bool
    /// What its refresh fetches, as its max-age setting is named (`--categories-max-age`).
    public let refreshedPart: String

    public init(
        displayName: String, shownWith: [DatasetID] = [], snapshotFolder: String, snapshotFiles: String,
        defaultMaxAge: Duration, isRefreshedWhole: Bool, refreshedPart: String
    ) {
        self.displayName = displayName
        self.shownWith = shownWith
        self.snapshotFolder = snapshotFolder
        self.snapshotFiles = snapshotFiles
        self.defaultMaxAge = defaultMaxAge
        self.isRefreshedWhole = isRefreshedWhole
        self.refreshedPart = refreshedPart
    }
}
