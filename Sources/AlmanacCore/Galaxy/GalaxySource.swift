/// Somewhere all six SWAPI resources can be fetched from: the API's mirrors, a snapshot directory.
public protocol GalaxySource: Sendable {
    /// Fetches and decodes every record of every resource; throws `UpstreamFailure` (or a
    /// snapshot error) when any resource is unusable.
    func fetchGalaxy() async throws -> GalaxyDownload
}
