import AlmanacCore
import AlmanacUpstream

extension Composition {
    /// SWAPI's six resources, one table.
    package var swapiWiring: DatasetWiring {
        let (galaxy, datasets, now, mirrors) = (galaxy, datasets, now, configuration.swapiMirrors)
        return DatasetWiring(
            upstreamURLs: mirrors.bases,
            importPart: { directory, _ in
                let source = SnapshotGalaxySource(directory: directory)
                return .init(.swapi, isPresent: source.isPresent) {
                    let summary = try await SyncGalaxy(source: source, store: galaxy, now: now, checksAgainstStored: false)()
                    return summary.countsText + summary.danglingText
                }
            },
            refreshJob: { input in
                let source = SWAPIGalaxySource(mirrors: mirrors, transport: input.transport, progress: input.progress)
                return RefreshJob(dataset: .swapi, maxAge: input.maxAge, store: datasets) {
                    try await SyncGalaxy(source: source, store: galaxy)().text
                }
            })
    }
}
