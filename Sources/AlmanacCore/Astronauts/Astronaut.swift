import Foundation

/// A person who flew to space or is training to, as Launch Library 2 describes them
/// (`/astronauts/`): who, for whom, and every flight by launch.
public struct Astronaut: Hashable, Sendable, Codable, Identifiable {
    public let id: Int
    public let name: String
    /// "American", "Russian"; a dual national lists both.
    public let nationalities: [String]
    public let agency: AgencyReference?
    /// Days as Launch Library 2 gives them ("1959-02-09"), never turned into an instant.
    public let birthDate: String?
    public let deathDate: String?
    public let biography: String?
    /// Their portrait (`http`/`https` only), shown through the image proxy.
    public let imageURL: String?
    /// Every flight, oldest first.
    public let flights: [Flight]
    public let firstFlight: Date?
    public let lastFlight: Date?
    /// Launch Library 2's `in_space` flag; nil where the record leaves it out (a cut-down capture).
    public let inSpace: Bool?
    /// "Active", "Retired", "Deceased"…; nil where the record leaves it out.
    public let status: String?

    /// The agency they fly for, as the astronaut record names it.
    public struct AgencyReference: Hashable, Sendable, Codable {
        public let id: Int?
        public let name: String
        public let abbreviation: String?

        public init(id: Int?, name: String, abbreviation: String?) {
            (self.id, self.name, self.abbreviation) = (id, name, abbreviation)
        }
    }

    /// One flight: the launch by Launch Library 2's id (the store may not hold it), its name and day.
    public struct Flight: Hashable, Sendable, Codable {
        public let launchID: String
        public let name: String
        public let date: Date?

        public init(launchID: String, name: String, date: Date?) {
            (self.launchID, self.name, self.date) = (launchID, name, date)
        }
    }

    public init(
        id: Int, name: String, nationalities: [String], agency: AgencyReference?, birthDate: String?, deathDate: String?,
        biography: String?, imageURL: String?, flights: [Flight], firstFlight: Date?, lastFlight: Date?, inSpace: Bool?, status: String?
    ) {
        self.id = id
        self.name = name
        self.nationalities = nationalities
        self.agency = agency
        self.birthDate = birthDate
        self.deathDate = deathDate
        self.biography = biography
        self.imageURL = imageURL
        self.flights = flights
        self.firstFlight = firstFlight
        self.lastFlight = lastFlight
        self.inSpace = inSpace
        self.status = status
    }

    /// What the status filter reads: in space now where the record says so, else its status, else
    /// "Deceased" for a date of death; nil when nothing tells.
    public var condition: AstronautCondition? {
        if inSpace == true { return .inSpace }
        if let status, let known = AstronautCondition(statusName: status) { return known }
        return deathDate == nil ? nil : .deceased
    }
}

/// The states the astronauts list filters by.
public enum AstronautCondition: String, CaseIterable, Hashable, Sendable, Codable {
    case inSpace = "in-space"
    case active, retired, deceased

    /// Launch Library 2's status names ("Active", "Retired", "Deceased", "Lost In Training"…).
    init?(statusName: String) {
        switch statusName.lowercased() {
        case "active", "in training": self = .active
        case "retired", "dismissed", "resigned during training": self = .retired
        case "deceased", "lost in training", "lost in flight": self = .deceased
        default: return nil
        }
    }

    public var label: String {
        switch self {
        case .inSpace: "In space now"
        case .active: "Active"
        case .retired: "Retired"
        case .deceased: "Deceased"
        }
    }
}

extension NotFound.Record {
    /// An astronaut no stored one has as its id or name.
    public static let astronaut = Self.named("astronaut")
    /// A space station no stored one has as its id or name.
    public static let station = Self.named("space station")
}
