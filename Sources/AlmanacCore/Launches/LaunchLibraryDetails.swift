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
    /// "Communications", "Resupply". (This and what follows came with a later release: a launch
    /// stored before has none until its next refresh.)
    public let missionType: String?
    /// "Low Earth Orbit" and its abbreviation, "LEO".
    public let orbit: String?
    public let orbitAbbreviation: String?
    /// Every webcast LL2 lists, its first choice first.
    public let webcasts: [Webcast]?
    /// Whether a webcast is live now (as of the last refresh).
    public let isWebcastLive: Bool?
    public let weatherConcerns: String?
    /// This launch's place in its provider's year: 87 for "the 87th SpaceX launch of 2026".
    public let yearLaunchCount: Int?
    /// Seconds since the pad's previous launch.
    public let padTurnaround: TimeInterval?
    /// LL2's status updates, newest first: the latest `keptUpdates` of them.
    public let updates: [LaunchUpdate]?
    /// How many updates LL2 listed, when it listed more than are kept.
    public let updateCount: Int?
    /// The first stages that flew (or will fly) it.
    public let boosters: [BoosterFlight]?
    /// Who flew it. (This and what follows came with the every-provider release.)
    public let provider: LaunchProvider?
    /// The rocket's family: "Falcon", "Soyuz", "Long March".
    public let rocketFamily: String?
    /// Launch Library 2's ids of the pad and of its site (a location holds several pads).
    public let padID: Int?
    public let locationID: Int?
    /// Where the pad is and what its site is like. (This came with the launch sites' pages.)
    public let place: LaunchPlace?
    /// Who flew on it, in Launch Library 2's order (commander first); empty for an uncrewed
    /// launch, nil for a record that does not say (one without its rocket).
    public let crew: [CrewAssignment]?
    /// The spacecraft it carried, where the record names them (its detailed form does; the
    /// cut-down history does not). This came with the spacecraft pages.
    public let spacecraft: [SpacecraftVehicle]?
    /// The countdown and flight events LL2 plans, in time order (its detailed records carry them
    /// for most recent launches). This came with the launch-day release.
    public let timeline: [TimelineEvent]?

    public init(
        id: String, status: LaunchStatus?, windowStart: Date?, windowEnd: Date?, rocketName: String?, padName: String?,
        locationName: String?, fullName: String, missionDescription: String?, imageURL: String?, infoURL: String?,
        webcastURL: String?, probability: Int?, holdReason: String?, failReason: String?, spacexID: String?, lastUpdated: Date?,
        missionType: String? = nil, orbit: String? = nil, orbitAbbreviation: String? = nil, webcasts: [Webcast]? = nil,
        isWebcastLive: Bool? = nil, weatherConcerns: String? = nil, yearLaunchCount: Int? = nil, padTurnaround: TimeInterval? = nil,
        updates: [LaunchUpdate]? = nil, updateCount: Int? = nil, boosters: [BoosterFlight]? = nil, provider: LaunchProvider? = nil,
        rocketFamily: String? = nil, padID: Int? = nil, locationID: Int? = nil, place: LaunchPlace? = nil,
        crew: [CrewAssignment]? = nil, spacecraft: [SpacecraftVehicle]? = nil, timeline: [TimelineEvent]? = nil
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
        self.missionType = missionType
        self.orbit = orbit
        self.orbitAbbreviation = orbitAbbreviation
        self.webcasts = webcasts
        self.isWebcastLive = isWebcastLive
        self.weatherConcerns = weatherConcerns
        self.yearLaunchCount = yearLaunchCount
        self.padTurnaround = padTurnaround
        self.updates = updates
        self.updateCount = updateCount
        self.boosters = boosters
        self.provider = provider
        self.rocketFamily = rocketFamily
        self.padID = padID
        self.locationID = locationID
        self.place = place
        self.crew = crew
        self.spacecraft = spacecraft
        self.timeline = timeline
    }

    /// What of a launch's lists is kept and shown, however long the upstream made them (the
    /// record as sent is kept whole): a record carrying 100,000 updates must not make a page
    /// of 17 MB. Enough for any real launch (a scrubbed launch collects a few dozen updates).
    public static let keptUpdates = 50
    public static let keptWebcasts = 20
    public static let keptBoosters = 10
    public static let keptCrew = 20
    public static let keptSpacecraft = 10
    /// Most real timelines have 20 to 40 events; the longest in snapshot-v2 has 132.
    public static let keptTimelineEvents = 200
}

/// Where a launch left from, beyond the names and ids of its pad and site: each field as Launch
/// Library 2 gives it, missing when it does not.
public struct LaunchPlace: Hashable, Sendable, Codable {
    public let latitude: Double?
    public let longitude: Double?
    public let padMapImageURL: String?
    public let padWikiURL: String?
    /// The site's country (ISO 3166-1 alpha-3) and time zone ("Pacific/Auckland").
    public let countryCode: String?
    public let timeZone: String?
    public let siteMapImageURL: String?

    public init(
        latitude: Double?, longitude: Double?, padMapImageURL: String?, padWikiURL: String?, countryCode: String?, timeZone: String?,
        siteMapImageURL: String?
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.padMapImageURL = padMapImageURL
        self.padWikiURL = padWikiURL
        self.countryCode = countryCode
        self.timeZone = timeZone
        self.siteMapImageURL = siteMapImageURL
    }
}

/// A webcast of a launch: where to watch it, and who streams it.
public struct Webcast: Hashable, Sendable, Codable {
    public let url: String
    public let title: String?
    public let publisher: String?
    /// "English". (This and what follows came with the launch-day release: a webcast stored
    /// before has none until its launch's next refresh.)
    public let language: String?
    /// "Official Webcast", "Unofficial Re-stream".
    public let kind: String?
    /// When the stream starts and ends, when LL2 knows.
    public let startsAt: Date?
    public let endsAt: Date?

    public init(
        url: String, title: String?, publisher: String?, language: String? = nil, kind: String? = nil, startsAt: Date? = nil,
        endsAt: Date? = nil
    ) {
        (self.url, self.title, self.publisher, self.language, self.kind) = (url, title, publisher, language, kind)
        (self.startsAt, self.endsAt) = (startsAt, endsAt)
    }

    /// Whether it was the stream on air at `moment`, for a launch whose webcast LL2 called live
    /// then: started by then (or its start unknown) and not yet ended.
    public func wasOnAir(at moment: Date) -> Bool {
        (startsAt.map { $0 <= moment } ?? true) && (endsAt.map { $0 > moment } ?? true)
    }
}

/// One of LL2's status updates: "GO for launch.", "Tweaked T-0.", "Launch success."
public struct LaunchUpdate: Hashable, Sendable, Codable {
    public let comment: String
    public let at: Date
    public let author: String?
    public let infoURL: String?

    public init(comment: String, at: Date, author: String?, infoURL: String?) {
        self.comment = comment
        self.at = at
        self.author = author
        self.infoURL = infoURL
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
