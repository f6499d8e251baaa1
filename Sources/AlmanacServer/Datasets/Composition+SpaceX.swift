import AlmanacCore
import AlmanacUpstream

extension Composition {
    /// Company, launches, rockets and launchpads from the SpaceX API (or a snapshot's `spacex/v4`).
    package var spacexWiring: DatasetWiring {
        let (launches, datasets, now, mirrors) = (launches, datasets, now, configuration.spacexMirrors)
        return DatasetWiring(
            upstreamURLs: mirrors.bases,
            importPart: { directory, _ in
                let source = SnapshotLaunchSource(directory: directory)
                return .init(.spacex, isPresent: source.isPresent) {
                    try await SyncSpaceX(source: source, store: launches, now: now, checksAgainstStored: false)().countsText
                }
            },
            refreshJob: { input in
                let source = SpaceXLaunchSource(mirrors: mirrors, transport: input.transport, progress: input.progress)
                return RefreshJob(dataset: .spacex, maxAge: input.maxAge, store: datasets) {
                    try await SyncSpaceX(source: source, store: launches)().text
                }
            })
    }
}
