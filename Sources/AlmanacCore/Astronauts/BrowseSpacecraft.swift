import Foundation

/// The kinds of spacecraft: the ones in use first, then the retired, each by name.
public struct BrowseSpacecraft: Sendable {
    private let store: any AstronautStore

    public init(store: any AstronautStore) { self.store = store }

    public struct Listing: Sendable {
        public let inUse: [Spacecraft]
        public let retired: [Spacecraft]
        public var hasData: Bool { !inUse.isEmpty || !retired.isEmpty }
    }

    public func callAsFunction() async throws -> Listing {
        let all = try await store.spacecraft()
        return Listing(inUse: all.filter(\.inUse), retired: all.filter { !$0.inUse })
    }
}

/// One kind of spacecraft, with the stored launches whose records name it and the stations it
/// is docked at now.
public struct ShowSpacecraft: Sendable {
    private let store: any AstronautStore
    private let launches: any LaunchStore

    public init(store: any AstronautStore, launches: any LaunchStore) {
        self.store = store
        self.launches = launches
    }

    public struct Profile: Sendable {
        public let spacecraft: Spacecraft
        /// Stored launches that carried one, newest first, each with the vehicle's own name
        /// ("Crew Dragon Freedom") where the record gives it. Only detailed records name their
        /// spacecraft, so this is rarely every flight: `Spacecraft.launchCount` is the total.
        public let flights: [(launch: Launch, vehicle: String?)]
        /// Where one is docked now: the station and the vehicle.
        public let docked: [(station: SpaceStation, vehicle: SpaceStation.DockedVehicle)]
    }

    /// The spacecraft an id or a name ("crew dragon", 6) names.
    public func callAsFunction(id: String) async throws -> Profile {
        let spacecraft = try NamedRecords.find(id, in: try await store.spacecraft(), kind: .spacecraft, name: \.name)
        let flights = try await launches.listing().timeline.compactMap { launch -> (launch: Launch, vehicle: String?)? in
            guard let vehicle = launch.launchLibrary?.spacecraft?.first(where: { $0.configurationID == spacecraft.id }) else { return nil }
            return (launch, vehicle.name)
        }
        let docked = try await store.stations().flatMap { station in
            station.docked.filter { $0.spacecraftID == spacecraft.id }.map { (station: station, vehicle: $0) }
        }
        return Profile(spacecraft: spacecraft, flights: flights.sorted { $0.launch.date > $1.launch.date }, docked: docked)
    }
}
