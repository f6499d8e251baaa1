import AlmanacCore
import Foundation

/// What the SpaceX API's launches refer to by id and name elsewhere: each core's serial
/// (`/v4/cores`) and each landing place (`/v4/landpads`). Both are optional documents: without
/// them a launch still shows its cores' flights and landings, unnamed.
struct SpaceXNames: Sendable {
    /// Core id → serial ("B1067").
    var cores: [String: String] = [:]
    /// Landing pad id → its names.
    var landpads: [String: (name: String?, abbreviation: String?)] = [:]

    struct CoreDTO: Decodable {
        let id: String
        let serial: String?
    }

    struct LandpadDTO: Decodable {
        let id: String
        let name: String?
        let full_name: String?
    }

    static func cores(_ body: Data) throws -> [String: String] {
        let cores = try OutsideJSON.decode([CoreDTO].self, from: body)
        return Dictionary(
            cores.compactMap { core in BoosterFlight.knownSerial(core.serial).map { (core.id, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    static func landpads(_ body: Data) throws -> [String: (name: String?, abbreviation: String?)] {
        let pads = try OutsideJSON.decode([LandpadDTO].self, from: body)
        return Dictionary(
            pads.map { ($0.id, (name: $0.full_name.nilIfBlank ?? $0.name.nilIfBlank, abbreviation: $0.name.nilIfBlank)) },
            uniquingKeysWith: { first, _ in first })
    }
}
