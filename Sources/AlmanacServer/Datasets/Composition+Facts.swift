import AlmanacCore
import AlmanacPresentation
import AlmanacUpstream

extension Composition {
    /// Chuck Norris facts: imported whole, refreshed by their category list (searches grow them).
    package var factsWiring: DatasetWiring {
        let (facts, now, factsURL) = (facts, now, factsURL)
        return DatasetWiring(
            upstreamURLs: [factsURL],
            importPart: { directory, progress in
                let reader = SnapshotFactsReader(directory: directory)
                return .init(.facts, isPresent: reader.isPresent) {
                    try await ImportFacts(store: facts, now: now)(try reader.read()) { saved, total in
                        progress?.count(done: saved, of: total, .fact)
                    }.countsText
                }
            },
            refreshJob: { input in
                let source = ChuckNorrisFactSource(baseURL: factsURL, transport: input.transport)
                let categories = FactCategories(source: source, store: facts, maxAge: input.maxAge)
                return RefreshJob(
                    dataset: .facts, maxAge: input.maxAge,
                    age: { (true, try await categories.fetchedAt()) },
                    refresh: { "Chuck Norris facts: \(try await categories.refresh()) categories" })
            })
    }
}
