import Foundation

/// Where astronauts, space stations and kinds of spacecraft are kept: replaced whole, together,
/// by a refresh or an import, and read whole (under a thousand people, a few stations, a few
/// dozen spacecraft; lists filter in memory).
public protocol AstronautStore: Sendable {
    /// Replaces every astronaut, station and spacecraft in one transaction, with the documents an export writes back.
    func replaceAstronauts(with download: AstronautDownload, refreshedAt: Date) async throws
    /// Every astronaut, by name.
    func astronauts() async throws -> [Astronaut]
    func astronaut(id: Int) async throws -> Astronaut?
    /// Every station, by name.
    func stations() async throws -> [SpaceStation]
    /// Every kind of spacecraft, by name.
    func spacecraft() async throws -> [Spacecraft]
    /// Every astronaut made ready for the list (a keeper keeps it per version).
    func roster() async throws -> AstronautRoster
}

extension AstronautStore {
    public func roster() async throws -> AstronautRoster { AstronautRoster(try await astronauts()) }
}

/// Astronauts, stations and spacecraft from Launch Library 2, or from a snapshot's
/// `ll2/astronauts.json`, `ll2/spacestations.json` and `ll2/spacecraft.json`.
public protocol AstronautSource: Sendable {
    func fetchAstronauts() async throws -> AstronautDownload
}

/// What a source read: the people, stations and spacecraft, the bodies as sent (kept for export) and what was skipped.
public struct AstronautDownload: Sendable {
    public let astronauts: [Astronaut]
    public let stations: [SpaceStation]
    public let spacecraft: [Spacecraft]
    public let documents: [SnapshotDocument]
    public let origin: Origin
    /// Objects that were not a readable astronaut, station or spacecraft, each named with the reason.
    public let skippedReasons: [String]
    public let requestCount: Int

    public init(
        astronauts: [Astronaut], stations: [SpaceStation], spacecraft: [Spacecraft] = [], documents: [SnapshotDocument], origin: Origin,
        skippedReasons: [String] = [], requestCount: Int
    ) {
        self.astronauts = astronauts
        self.stations = stations
        self.spacecraft = spacecraft
        self.documents = documents
        self.origin = origin
        self.skippedReasons = skippedReasons
        self.requestCount = requestCount
    }

    /// Refuses a download without a readable astronaut, or naming an id twice (an upstream gone wrong).
    func validate() throws(UpstreamFailure) {
        guard !astronauts.isEmpty else {
            throw .invalid(dataset: .astronauts, reason: "no readable astronaut" + (skippedReasons.first.map { " (\($0))" } ?? ""))
        }
        var seen = Set<Int>()
        for astronaut in astronauts where !seen.insert(astronaut.id).inserted {
            throw .invalid(dataset: .astronauts, reason: "astronaut id \(astronaut.id) is listed twice")
        }
        seen = []
        for station in stations where !seen.insert(station.id).inserted {
            throw .invalid(dataset: .astronauts, reason: "space station id \(station.id) is listed twice")
        }
        seen = []
        for spacecraft in spacecraft where !seen.insert(spacecraft.id).inserted {
            throw .invalid(dataset: .astronauts, reason: "spacecraft id \(spacecraft.id) is listed twice")
        }
    }
}
