import Foundation

/// A first-stage booster ("B1067") and every launch in the store it flew or is to fly, from both
/// sources, oldest first.
public struct Booster: Hashable, Sendable {
    public let serial: String
    public let flights: [Flight]

    /// One launch of the booster, with how it went for the booster.
    public struct Flight: Hashable, Sendable {
        public let launch: Launch
        public let stage: BoosterFlight
    }

    /// Flights that have happened (the launch is no longer upcoming).
    public var flown: [Flight] { flights.filter { !$0.launch.isUpcoming } }

    /// How many times it has flown: the most a record tells (a flown one's flight number, or one
    /// less than a planned one's), else the flights the store holds (it may lack the early ones).
    public var flightCount: Int {
        let flownNumbers = flown.compactMap(\.stage.flightNumber)
        let beforePlanned = flights.filter(\.launch.isUpcoming).compactMap { $0.stage.flightNumber.map { $0 - 1 } }
        return max(flown.count, (flownNumbers + beforePlanned).max() ?? 0)
    }

    /// Landings that succeeded: the most a record counts, else those among the stored flights.
    public var landings: Int {
        max(flown.filter { $0.stage.landing?.succeeded == true }.count, flights.compactMap(\.stage.landingsSoFar).max() ?? 0)
    }

    public var firstFlight: Date? { flown.first?.launch.date }
    public var lastFlight: Date? { flown.last?.launch.date }
    /// Its next flight, when one is planned.
    public var nextFlight: Flight? { flights.first { $0.launch.isUpcoming } }

    /// Where the booster stands after its last flight in the store.
    public var status: BoosterStatus {
        guard let last = flown.last else { return flightCount > 0 ? .active : .new }
        switch (last.stage.landing?.attempted, last.stage.landing?.succeeded) {
        case (false?, _): return .expended
        case (_, false?): return .lost
        default: return .active
        }
    }

    /// Every booster the launches name, by serial, in serial order.
    public static func gather(from launches: [Launch]) -> [Booster] {
        var flights: [String: [Flight]] = [:]
        for launch in launches {
            for stage in launch.boosters {
                guard let serial = stage.serial else { continue }
                flights[serial, default: []].append(Flight(launch: launch, stage: stage))
            }
        }
        return flights.map { serial, flights in
            Booster(serial: serial, flights: flights.sorted { ($0.launch.date, $0.launch.id) < ($1.launch.date, $1.launch.id) })
        }.sorted { $0.serial.localizedStandardCompare($1.serial) == .orderedAscending }
    }
}

/// Where a booster stands, as far as the store knows.
public enum BoosterStatus: String, Hashable, Sendable, CaseIterable {
    /// Not flown yet.
    case new
    /// Landed after its last flight: it can fly again.
    case active
    /// Its last landing failed.
    case lost
    /// Its last flight tried no landing.
    case expended
}
