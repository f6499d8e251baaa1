/// Somewhere a complete SpaceX catalogue can be fetched from: the live API, a mirror, a snapshot.
public protocol LaunchSource: Sendable {
    /// Fetches and decodes everything; throws `UpstreamFailure` when any part is unusable.
    func fetchCatalog() async throws -> SpaceXDownload
}
