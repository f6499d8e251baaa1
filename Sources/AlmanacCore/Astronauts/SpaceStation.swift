import Foundation

/// A space station, as Launch Library 2 describes it (`/space_stations/?mode=detailed`): the ISS
/// and Tiangong in orbit, Mir, Skylab and the Salyuts de-orbited.
public struct SpaceStation: Hashable, Sendable, Codable, Identifiable {
    public let id: Int
    public let name: String
    /// "Active", "De-Orbited", "Decommissioned".
    public let status: String?
    /// Days as given ("1998-11-20").
    public let founded: String?
    public let deorbited: String?
    public let summary: String?
    /// "Low Earth Orbit".
    public let orbit: String?
    /// The agencies that own it, by name.
    public let owners: [String]
    /// How many people are aboard, as Launch Library 2 counts them (its one live figure).
    public let onboardCrew: Int?
    public let expeditions: [Expedition]
    /// What is docked now, port by port.
    public let docked: [DockedVehicle]
    public let imageURL: String?
    /// Metres, tonnes and cubic metres, where given.
    public let height: Double?
    public let width: Double?
    public let mass: Double?
    public let volume: Double?

    public struct Expedition: Hashable, Sendable, Codable {
        public let name: String
        public let start: Date?
        public let end: Date?
        /// Empty where the record names no crew (the capture's expeditions do not).
        public let crew: [CrewAssignment]

        public init(name: String, start: Date?, end: Date?, crew: [CrewAssignment]) {
            (self.name, self.start, self.end, self.crew) = (name, start, end, crew)
        }
    }

    /// A vehicle at a port, with the launch that brought it (by Launch Library 2's id).
    public struct DockedVehicle: Hashable, Sendable, Codable {
        /// "Harmony zenith".
        public let port: String
        /// "Crew Dragon Freedom", "Progress MS-34".
        public let spacecraft: String
        public let dockedAt: Date?
        public let launchID: String?
        public let launchName: String?
        /// Launch Library 2's id of its kind (`Spacecraft`), where the record says.
        public let spacecraftID: Int?

        public init(port: String, spacecraft: String, dockedAt: Date?, launchID: String?, launchName: String?, spacecraftID: Int? = nil) {
            (self.port, self.spacecraft, self.dockedAt, self.launchID, self.launchName) = (port, spacecraft, dockedAt, launchID, launchName)
            self.spacecraftID = spacecraftID
        }
    }

    public init(
        id: Int, name: String, status: String?, founded: String?, deorbited: String?, summary: String?, orbit: String?,
        owners: [String], onboardCrew: Int?, expeditions: [Expedition], docked: [DockedVehicle], imageURL: String?,
        height: Double?, width: Double?, mass: Double?, volume: Double?
    ) {
        self.id = id
        self.name = name
        self.status = status
        self.founded = founded
        self.deorbited = deorbited
        self.summary = summary
        self.orbit = orbit
        self.owners = owners
        self.onboardCrew = onboardCrew
        self.expeditions = expeditions
        self.docked = docked
        self.imageURL = imageURL
        self.height = height
        self.width = width
        self.mass = mass
        self.volume = volume
    }

    /// In orbit and crewed or crewable: the ones listed first; the de-orbited and decommissioned apart.
    public var isActive: Bool { status?.lowercased() == "active" }
}
