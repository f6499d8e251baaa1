/// Somewhere a complete SpaceX catalogue can be fetched from: the live API, a mirror, a snapshot.
public protocol LaunchSource: Sendable {
    /// Fetches and decodes everything; throws `UpstreamFailure` when any part is unusable.
    /// `stored` are the documents the store holds, with the validators the upstream sent: a
    /// source that can ask "changed since?" reuses the ones it is told are current, and answers
    /// `.unchanged` when none changed.
    func fetchCatalog(revalidating stored: [SnapshotDocument]) async throws -> SpaceXFetch
}

/// What a SpaceX fetch found.
public enum SpaceXFetch: Sendable {
    case changed(SpaceXDownload)
    /// Every body is the one stored; `origin` is where that was confirmed.
    case unchanged(Origin)
}
