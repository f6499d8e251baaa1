import Foundation

/// What Launch Library 2 tells about a launch beyond the fields every launch has: its finer
/// status, launch window, the rocket and pad by name (LL2 flies rockets the SpaceX catalogue never
/// had), and its own links. Every field but the id may be missing.
public struct LaunchLibraryDetails: Hashable, Sendable, Codable {
    /// LL2's UUID, stable across its updates.
    public let id: String
    public let status: LaunchStatus?
    /// The launch window, when LL2 gives one.
    public let windowStart: Date?
    public let windowEnd: Date?
    /// "Falcon 9 Block 5", "Starship".
    public let rocketName: String?
    /// "Space Launch Complex 40".
    public let padName: String?
    /// "Cape Canaveral SFS, FL, USA".
    public let locationName: String?
    /// LL2's full launch name: "Falcon 9 Block 5 | Starlink Group 15-20".
    public let fullName: String
    public let missionDescription: String?
    public let imageURL: String?
    public let infoURL: String?
    public let webcastURL: String?
    /// Chance of good weather, 0–100.
    public let probability: Int?
    public let holdReason: String?
    public let failReason: String?
    /// The SpaceX API id LL2 links this launch to (`r_spacex_api_id`).
    public let spacexID: String?
    /// When LL2 last changed the launch: an incremental refresh asks for newer ones.
    public let lastUpdated: Date?

    public init(
        id: String, status: LaunchStatus?, windowStart: Date?, windowEnd: Date?, rocketName: String?, padName: String?,
        locationName: String?, fullName: String, missionDescription: String?, imageURL: String?, infoURL: String?,
        webcastURL: String?, probability: Int?, holdReason: String?, failReason: String?, spacexID: String?, lastUpdated: Date?
    ) {
        self.id = id
        self.status = status
        self.windowStart = windowStart
        self.windowEnd = windowEnd
        self.rocketName = rocketName
        self.padName = padName
        self.locationName = locationName
        self.fullName = fullName
        self.missionDescription = missionDescription
        self.imageURL = imageURL
        self.infoURL = infoURL
        self.webcastURL = webcastURL
        self.probability = probability
        self.holdReason = holdReason
        self.failReason = failReason
        self.spacexID = spacexID
        self.lastUpdated = lastUpdated
    }
}

/// Which source a launch on the timeline came from.
public enum LaunchProvenance: String, CaseIterable, Hashable, Sendable, Codable {
    /// The SpaceX API alone (2006–2022).
    case spacex
    /// Launch Library 2 alone (after the SpaceX API froze).
    case launchLibrary = "ll2"
    /// Both: the SpaceX API's detail with Launch Library 2's newer date and status.
    case both

    public var words: String {
        switch self {
        case .spacex: "SpaceX API"
        case .launchLibrary: "Launch Library 2"
        case .both: "SpaceX API and Launch Library 2"
        }
    }

    /// The same for a narrow column.
    public var shortWords: String {
        switch self {
        case .spacex: "SpaceX"
        case .launchLibrary: "LL2"
        case .both: "both"
        }
    }
}
