import AlmanacCore
import AlmanacGraphQL
import AlmanacUpstream
import AlmanacWeb
import Foundation

/// What the composition root builds for one dataset from its concrete parts: the snapshot
/// import, the refresh from its upstream and the addresses that refresh calls, and the dataset's
/// share of the web app and of GraphQL. Each dataset's wiring sits in a file of its own beside
/// this one (`Composition+SpaceX.swift`, …), with the use cases only it needs; the import,
/// `almanac sync`, the background refresher, the status page, the web app and GraphQL all read
/// it from `wiring(of:)`.
package struct DatasetWiring {
    /// What a refresh job is built with: the same for every dataset.
    package struct RefreshInput {
        let transport: UpstreamTransport
        /// The dataset's TTL, from its setting.
        let maxAge: Duration
        /// At most this many forecasts a cycle (nil: no ceiling, as for `almanac sync`).
        let forecastCeiling: RefreshCeiling?
        /// Hears about each request as it completes.
        let progress: @Sendable (String) -> Void
    }

    /// The base URLs the dataset's refresh calls (the status page names their hosts).
    package let upstreamURLs: [String]
    /// The part of a snapshot import that reads the dataset from `directory`.
    package let importPart: (_ directory: URL, _ progress: (any ImportProgress)?) -> ImportSnapshot.Part
    /// The background refresher's job for the dataset.
    package let refreshJob: (RefreshInput) -> RefreshJob
    /// The dataset's pages and API calls, when it brings its own (the earlier datasets' are
    /// registered by the web app itself).
    package var webSection: WebSection? = nil
    /// The dataset's root fields in GraphQL, when it brings its own (as `webSection`).
    package var graphSection: GraphSection? = nil
}

extension Composition {
    /// The one switch over datasets in the composition root: a new dataset's case is missing here
    /// until its wiring is written.
    package func wiring(of dataset: DatasetID) -> DatasetWiring {
        switch dataset {
        case .spacex: spacexWiring
        case .launchLibrary: launchLibraryWiring
        case .swapi: swapiWiring
        case .facts: factsWiring
        case .weather: weatherWiring
        case .agencies: agenciesWiring
        case .astronauts: astronautsWiring
        }
    }
}
