import AlmanacCore
import AlmanacGraphQL
import AlmanacStore
import AlmanacUpstream
import AlmanacWeb

extension Composition {
    /// The agencies' store: plain, so made when asked for (it holds only the database).
    package var agencies: any AgencyStore { SQLAgencyStore(database: database) }

    /// What every face asks about agencies.
    package var agencyUseCases: AgencyUseCases { AgencyUseCases(store: agencies) }

    /// Launch Library 2's agencies, from a snapshot's `ll2/agencies.json` or its `/agencies/`
    /// list, within the same request budget as its launches.
    package var agenciesWiring: DatasetWiring {
        let (agencies, datasets, now, mirrors, budget) = (agencies, datasets, now, configuration.launchLibraryMirrors, launchLibraryBudget)
        let useCases = AgencyUseCases(store: agencies)
        return DatasetWiring(
            upstreamURLs: mirrors.bases,
            importPart: { directory, _ in
                let source = SnapshotAgencySource(directory: directory)
                return .init(.agencies, isPresent: source.isPresent) {
                    try await SyncAgencies(source: source, store: agencies, now: now, checksAgainstStored: false)().countsText
                }
            },
            refreshJob: { input in
                let source = LaunchLibraryAgencySource(mirrors: mirrors, transport: input.transport, budget: budget, progress: input.progress)
                return RefreshJob(dataset: .agencies, maxAge: input.maxAge, store: datasets) {
                    try await SyncAgencies(source: source, store: agencies)().text
                }
            },
            webSection: .agencies(useCases), graphSection: .agencies(useCases))
    }
}
