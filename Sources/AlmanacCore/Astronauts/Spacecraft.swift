import Foundation

/// A kind of spacecraft, as Launch Library 2 describes its configurations
/// (`/spacecraft_configurations/`): Crew Dragon 2, Soyuz MS, Shenzhou, the Space Shuttle.
public struct Spacecraft: Hashable, Sendable, Codable, Identifiable {
    public let id: Int
    public let name: String
    /// "Capsule", "Cargo Resupply", "Spaceplane".
    public let type: String?
    /// Who builds or flies it: "SpaceX", "China Academy of Space Technology".
    public let agency: String?
    public let inUse: Bool
    /// Whether it may carry people; nil where the record does not say.
    public let humanRated: Bool?
    public let crewCapacity: Int?
    /// "Cargo and Human Transportation to Lunar Orbit".
    public let capability: String?
    public let history: String?
    public let details: String?
    /// A day as given ("2019-03-02").
    public let maidenFlight: String?
    /// Metres.
    public let height: Double?
    public let diameter: Double?
    /// Kilograms to orbit and back.
    public let payloadCapacity: Int?
    public let payloadReturnCapacity: Int?
    /// "Up to 210 days docked".
    public let flightLife: String?
    /// Launches of this kind of spacecraft, as Launch Library 2 counts them (every one it knows,
    /// not only those the store holds), and their outcome.
    public let launchCount: Int?
    public let successfulLaunches: Int?
    public let failedLaunches: Int?
    /// How many of its vehicles have flown (five Crew Dragons).
    public let vehiclesFlown: Int?
    public let imageURL: String?
    public let wikiURL: String?
    public let infoURL: String?

    public init(
        id: Int, name: String, type: String?, agency: String?, inUse: Bool, humanRated: Bool?, crewCapacity: Int?, capability: String?,
        history: String?, details: String?, maidenFlight: String?, height: Double?, diameter: Double?, payloadCapacity: Int?,
        payloadReturnCapacity: Int?, flightLife: String?, launchCount: Int?, successfulLaunches: Int?, failedLaunches: Int?,
        vehiclesFlown: Int?, imageURL: String?, wikiURL: String?, infoURL: String?
    ) {
        self.id = id
        self.name = name
        self.type = type
        self.agency = agency
        self.inUse = inUse
        self.humanRated = humanRated
        self.crewCapacity = crewCapacity
        self.capability = capability
        self.history = history
        self.details = details
        self.maidenFlight = maidenFlight
        self.height = height
        self.diameter = diameter
        self.payloadCapacity = payloadCapacity
        self.payloadReturnCapacity = payloadReturnCapacity
        self.flightLife = flightLife
        self.launchCount = launchCount
        self.successfulLaunches = successfulLaunches
        self.failedLaunches = failedLaunches
        self.vehiclesFlown = vehiclesFlown
        self.imageURL = imageURL
        self.wikiURL = wikiURL
        self.infoURL = infoURL
    }
}

/// One vehicle a launch carried or a station has docked, as the record names it: "Crew Dragon
/// Freedom", of the kind (`Spacecraft`) with Launch Library 2's configuration id 6.
public struct SpacecraftVehicle: Hashable, Sendable, Codable {
    /// The vehicle's own name; nil where the record names only its kind.
    public let name: String?
    /// The kind's id and name ("Crew Dragon 2"); nil where the record does not say.
    public let configurationID: Int?
    public let configurationName: String?

    public init(name: String?, configurationID: Int?, configurationName: String?) {
        (self.name, self.configurationID, self.configurationName) = (name, configurationID, configurationName)
    }

    /// "Crew Dragon Freedom", else the kind's name.
    public var displayName: String? { name ?? configurationName }
}

extension NotFound.Record {
    /// A kind of spacecraft asked for by id or name.
    public static let spacecraft = Self.named("spacecraft")
}
