import Foundation

/// The space stations, the ones in orbit first, and how many people are in space now.
public struct BrowseStations: Sendable {
    private let store: any AstronautStore

    public init(store: any AstronautStore) { self.store = store }

    public struct Listing: Sendable {
        /// In orbit (Launch Library 2's "Active"), by name.
        public let active: [SpaceStation]
        /// De-orbited and decommissioned, newest first.
        public let former: [SpaceStation]
        public let inSpace: InSpaceNow
        public let hasData: Bool
    }

    public func callAsFunction() async throws -> Listing {
        let stations = try await store.stations()
        let former = stations.filter { !$0.isActive }.sorted { ($0.founded ?? "", $0.id) > ($1.founded ?? "", $1.id) }
        return Listing(
            active: stations.filter(\.isActive), former: former, inSpace: try await inSpaceNow(stations: stations),
            hasData: !stations.isEmpty)
    }

    /// How many people are in space, and who where the data names them.
    public func inSpaceNow() async throws -> InSpaceNow { try await inSpaceNow(stations: try await store.stations()) }

    private func inSpaceNow(stations: [SpaceStation]) async throws -> InSpaceNow {
        let aboard = stations.filter(\.isActive).compactMap { station in
            station.onboardCrew.flatMap { $0 > 0 ? InSpaceNow.Aboard(station: station.name, count: $0) : nil }
        }
        return InSpaceNow(aboard: aboard, named: try await store.astronauts().filter { $0.inSpace == true })
    }
}

/// Who is in space now, as far as the data tells: the counts aboard each station (Launch Library
/// 2's `onboard_crew`) and the people its astronaut records flag `in_space` (none in a cut-down
/// capture: then only the counts are known, and nobody is guessed to be aboard).
public struct InSpaceNow: Sendable, Hashable {
    public let aboard: [Aboard]
    public let named: [Astronaut]

    /// "8 aboard the International Space Station".
    public struct Aboard: Sendable, Hashable {
        public let station: String
        public let count: Int
    }

    public var total: Int { max(aboard.reduce(0) { $0 + $1.count }, named.count) }
}

/// One station by id or name ("4", "ISS" is not a name it has; "International Space Station",
/// "tiangong space"), with each docked vehicle's launch and the crew it launched where the store
/// holds that launch.
public struct ShowStation: Sendable {
    private let store: any AstronautStore
    private let launches: any LaunchStore

    public init(store: any AstronautStore, launches: any LaunchStore) {
        self.store = store
        self.launches = launches
    }

    public struct Profile: Sendable {
        public let station: SpaceStation
        public let docked: [(vehicle: SpaceStation.DockedVehicle, launch: Launch?)]
    }

    public func callAsFunction(id: String) async throws -> Profile {
        let station = try NamedRecords.find(id, in: try await store.stations(), kind: .station, name: \.name)
        let listing = try await launches.listing()
        let docked = station.docked.sorted { ($0.dockedAt ?? .distantPast) > ($1.dockedAt ?? .distantPast) }
        return Profile(station: station, docked: docked.map { ($0, $0.launchID.flatMap(listing.launch(id:))) })
    }
}
