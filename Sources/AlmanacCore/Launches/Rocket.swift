/// A launch vehicle with the specifications the rockets catalogue shows.
public struct Rocket: Identifiable, Hashable, Sendable, Codable {
    public let id: String
    public let name: String
    public let type: String
    public let isActive: Bool
    public let stages: Int?
    public let boosters: Int?
    /// US dollars.
    public let costPerLaunch: Int64?
    public let successRatePercent: Int?
    /// `YYYY-MM-DD` as upstream gives it; sorts correctly as text.
    public let firstFlight: String?
    public let country: String?
    public let company: String?
    public let wikipedia: String?
    public let description: String?
    public let heightMeters: Double?
    public let diameterMeters: Double?
    public let massKilograms: Double?
    public let engines: Engines?
    public let landingLegs: Int?
    public let payloadWeights: [PayloadWeight]
    public let images: [String]

    public init(
        id: String, name: String, type: String, isActive: Bool, stages: Int?, boosters: Int?,
        costPerLaunch: Int64?, successRatePercent: Int?, firstFlight: String?, country: String?,
        company: String?, wikipedia: String?, description: String?, heightMeters: Double?,
        diameterMeters: Double?, massKilograms: Double?, engines: Engines?, landingLegs: Int?,
        payloadWeights: [PayloadWeight], images: [String]
    ) {
        self.id = id
        self.name = name
        self.type = type
        self.isActive = isActive
        self.stages = stages
        self.boosters = boosters
        self.costPerLaunch = costPerLaunch
        self.successRatePercent = successRatePercent
        self.firstFlight = firstFlight
        self.country = country
        self.company = company
        self.wikipedia = wikipedia
        self.description = description
        self.heightMeters = heightMeters
        self.diameterMeters = diameterMeters
        self.massKilograms = massKilograms
        self.engines = engines
        self.landingLegs = landingLegs
        self.payloadWeights = payloadWeights
        self.images = images
    }

    public struct Engines: Hashable, Sendable, Codable {
        public let number: Int?
        public let type: String?
        public let version: String?
        public let propellants: [String]

        public init(number: Int?, type: String?, version: String?, propellants: [String]) {
            self.number = number
            self.type = type
            self.version = version
            self.propellants = propellants
        }
    }

    /// What the rocket can lift to one orbit.
    public struct PayloadWeight: Hashable, Sendable, Codable {
        public let orbit: String
        public let kilograms: Double?

        public init(orbit: String, kilograms: Double?) {
            self.orbit = orbit
            self.kilograms = kilograms
        }
    }
}

extension Rocket {
    /// Whether `text` names this rocket: its id, or its name in any case ("falcon 9").
    public func isNamed(by text: String) -> Bool {
        id == text || name.foldedForSearch == text.foldedForSearch
    }
}

/// Just enough of a rocket to label a launch: its name, and its type for clients.
public struct RocketReference: Hashable, Sendable {
    public let id: String
    public let name: String
    public let type: String

    public init(id: String, name: String, type: String) {
        self.id = id
        self.name = name
        self.type = type
    }

    public init(_ rocket: Rocket) {
        self.init(id: rocket.id, name: rocket.name, type: rocket.type)
    }
}
