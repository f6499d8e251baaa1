import AlmanacCore
import Foundation

/// Fetches every astronaut (`/2.3.0/astronauts/?mode=detailed`), space station
/// (`/2.3.0/space_stations/?mode=detailed`) and kind of spacecraft
/// (`/2.3.0/spacecraft_configurations/?mode=detailed`) from Launch Library 2, every page within
/// the request budget its launches share (`LaunchLibraryPagedList`): about eleven requests, a day apart.
public struct LaunchLibraryAstronautSource: AstronautSource {
    /// About 900 astronauts: nine pages; a `next` chain longer than this is refused.
    static let maxPages = 30

    private let list: LaunchLibraryPagedList

    public init(
        mirrors: Mirrors, transport: UpstreamTransport, budget: RequestBudget, pageSize: Int = LaunchLibraryAPISource.defaultPageSize,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        list = LaunchLibraryPagedList(mirrors: mirrors, transport: transport, budget: budget, pageSize: pageSize, progress: progress)
    }

    public func fetchAstronauts() async throws -> AstronautDownload {
        let astronauts = try await list.fetchAll(
            "/2.3.0/astronauts/?mode=detailed", named: "astronauts", maxPages: Self.maxPages, element: LaunchLibraryAstronautPages.astronaut)
        let stations = try await list.fetchAll(
            "/2.3.0/space_stations/?mode=detailed", named: "space stations", maxPages: Self.maxPages,
            element: LaunchLibraryAstronautPages.station)
        let spacecraft = try await list.fetchAll(
            "/2.3.0/spacecraft_configurations/?mode=detailed", named: "spacecraft", maxPages: Self.maxPages,
            element: LaunchLibraryAstronautPages.spacecraft)
        return AstronautDownload(
            astronauts: astronauts.records.map(\.record), stations: stations.records.map(\.record),
            spacecraft: spacecraft.records.map(\.record),
            documents: [
                LaunchLibraryListPage<Astronaut>.document(of: astronauts.records.map(\.body), path: SnapshotLayout.astronauts),
                LaunchLibraryListPage<SpaceStation>.document(of: stations.records.map(\.body), path: SnapshotLayout.spaceStations),
                LaunchLibraryListPage<Spacecraft>.document(of: spacecraft.records.map(\.body), path: SnapshotLayout.spacecraft),
            ],
            origin: .upstream(astronauts.base), skippedReasons: astronauts.skippedReasons + stations.skippedReasons + spacecraft.skippedReasons,
            requestCount: astronauts.requestCount + stations.requestCount + spacecraft.requestCount)
    }
}

/// How one element of each list is read.
enum LaunchLibraryAstronautPages {
    static let astronaut: @Sendable (Data) throws -> Astronaut = { try JSONDecoder().decode(LaunchLibraryAstronautDTO.self, from: $0).astronaut }
    static let station: @Sendable (Data) throws -> SpaceStation = { try JSONDecoder().decode(LaunchLibraryStationDTO.self, from: $0).station }
    static let spacecraft: @Sendable (Data) throws -> Spacecraft = {
        try JSONDecoder().decode(LaunchLibrarySpacecraftDTO.self, from: $0).spacecraft
    }
}
