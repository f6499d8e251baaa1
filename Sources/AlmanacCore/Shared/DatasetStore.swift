/// What every dataset shares in the store: its freshness and the documents it was built from.
public protocol DatasetStore: Sendable {
    /// When and from where the dataset was last refreshed; nil if it never was.
    func freshness(of dataset: DatasetID) async throws -> Freshness?
    /// The upstream bodies the dataset currently holds, for export.
    func documents(of dataset: DatasetID) async throws -> [SnapshotDocument]
    /// How many records of each kind the dataset holds.
    func recordCounts(of dataset: DatasetID) async throws -> [RecordCount]
    /// The latest refresh that failed, if any.
    func lastFailure(of dataset: DatasetID) async throws -> RefreshFailure?
    /// Records a dataset's freshness (and its latest failure) as another store had it: a store
    /// copy keeps how old the data is rather than calling it refreshed now.
    func restoreFreshness(_ freshness: Freshness) async throws
}
