import AlmanacCore
import AlmanacGraphQL
import AlmanacUpstream
import AlmanacWeb

extension Composition {
    /// Launch Library 2's astronauts and space stations, from a snapshot's `ll2/astronauts.json`
    /// and `ll2/spacestations.json` or its lists, within the same request budget as its launches.
    package var astronautsWiring: DatasetWiring {
        let (astronauts, datasets, now, mirrors, budget) = (astronauts, datasets, now, configuration.launchLibraryMirrors, launchLibraryBudget)
        return DatasetWiring(
            upstreamURLs: mirrors.bases,
            importPart: { directory, _ in
                let source = SnapshotAstronautSource(directory: directory)
                return .init(.astronauts, isPresent: source.isPresent) {
                    try await SyncAstronauts(source: source, store: astronauts, now: now, checksAgainstStored: false)().countsText
                }
            },
            refreshJob: { input in
                let source = LaunchLibraryAstronautSource(mirrors: mirrors, transport: input.transport, budget: budget, progress: input.progress)
                return RefreshJob(dataset: .astronauts, maxAge: input.maxAge, store: datasets) {
                    try await SyncAstronauts(source: source, store: astronauts)().text
                }
            },
            webSection: .astronauts(astronautUseCases), graphSection: .astronauts(astronautUseCases))
    }
}
