import Foundation

/// What a visitor can star: a launch, a booster, an astronaut, a space station, a fact, or a
/// Star Wars record of a resource.
public enum StarKind: Hashable, Sendable, CaseIterable, RawRepresentable, Codable {
    case launch, booster, astronaut, station, fact
    case galaxy(GalaxyResource)

    public static let allCases: [StarKind] = [.launch, .booster, .astronaut, .station, .fact] + GalaxyResource.allCases.map(StarKind.galaxy)

    /// "launch", "booster", "astronaut", "station", "fact", "people", "planets"…: the path
    /// segment and the stored word.
    public var rawValue: String {
        switch self {
        case .launch: "launch"
        case .booster: "booster"
        case .astronaut: "astronaut"
        case .station: "station"
        case .fact: "fact"
        case .galaxy(let resource): resource.rawValue
        }
    }

    public init?(rawValue: String) {
        guard let kind = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = kind
    }

    /// Parses the kind a request names; a word that is none is refused, listing the kinds.
    public init(parsing text: String) throws(InvalidInput) {
        guard let kind = StarKind(rawValue: text) else {
            throw InvalidInput(
                .starKind,
                "\(InputField.starKind) must be one of \(Self.allCases.map(\.rawValue).joined(separator: ", ")) (got \"\(text.prefix(40))\")")
        }
        self = kind
    }

    /// "launch", "booster", "space station", "person", "planet"…: one record of the kind, in a sentence.
    public var noun: String {
        switch self {
        case .galaxy(let resource): resource.singular
        case .station: "space station"
        default: rawValue
        }
    }

    /// "Launches", "Boosters", "Facts", "People"…: a heading over records of the kind.
    public var title: String {
        switch self {
        case .launch: "Launches"
        case .booster: "Boosters"
        case .astronaut: "Astronauts"
        case .station: "Space stations"
        case .fact: "Facts"
        case .galaxy(let resource): resource.title
        }
    }

    /// What a missing record of this kind is called in a 404.
    var missing: NotFound.Record {
        switch self {
        case .launch: .launch
        case .booster: .booster
        case .astronaut: .astronaut
        case .station: .station
        case .fact: .fact
        case .galaxy(let resource): .galaxyRecord(resource)
        }
    }

    /// The kinds in the order `/starred` lists them.
    public var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// One starred record of a profile: what it is, what it was called when starred (a record a
/// refresh removes is still listed, as "no longer in the data"), and when.
public struct Star: Hashable, Sendable, Codable {
    public let kind: StarKind
    public let id: String
    public let name: String
    public let starredAt: Date

    public init(kind: StarKind, id: String, name: String, starredAt: Date) {
        self.kind = kind
        self.id = id
        self.name = name
        self.starredAt = starredAt
    }
}

/// A star as `/starred` lists it: with whether its record is still in the data.
public struct StarredRecord: Hashable, Sendable {
    public let star: Star
    public let isInData: Bool

    public init(star: Star, isInData: Bool) {
        self.star = star
        self.isInData = isInData
    }
}

/// Where a profile's stars are kept (with its other things: moved, downloaded and deleted with it).
public protocol StarStore: Sendable {
    /// Stars the record (a second time keeps one star, with the new name and time), unless the
    /// profile holds `limit` stars already (`ProfileLimitReached`).
    func star(_ star: Star, for profile: ProfileID, limit: Int) async throws
    /// Returns the star it removed; nil when it was not starred.
    func unstar(_ kind: StarKind, id: String, for profile: ProfileID) async throws -> Star?
    /// The profile's stars, newest first.
    func stars(of profile: ProfileID) async throws -> [Star]
    /// The token in the address of the profile's starred-launches calendar; nil until one is made.
    func feedToken(of profile: ProfileID) async throws -> String?
    /// Keeps `token` as the profile's unless it has one already; returns the one it has now.
    func keepFeedToken(_ token: String, for profile: ProfileID) async throws -> String
    /// The profile whose calendar `token` opens, at its current revision; nil for a token nobody
    /// holds.
    func owner(ofFeedToken token: String) async throws -> ProfileRevision?
}
