import Foundation

/// One SpaceX launch, past or upcoming, from the SpaceX API, Launch Library 2 or both (see
/// `LaunchTimeline`). Only `id`, `name`, `flightNumber` and `date` are required; everything else
/// may be missing upstream and must not make the launch disappear.
public struct Launch: Identifiable, Hashable, Sendable, Codable {
    public let id: String
    public let flightNumber: Int
    public let name: String
    /// The launch time in UTC; how much of it is meaningful is told by `datePrecision`.
    public let date: Date
    public let datePrecision: DatePrecision
    public let isUpcoming: Bool
    /// `nil` while upcoming, and for some past launches whose outcome was never recorded.
    public let success: Bool?
    public let rocketID: String?
    public let launchpadID: String?
    public let details: String?
    public let failures: [LaunchFailure]
    public let links: LaunchLinks
    /// The Launch Library 2 id the SpaceX API links this launch to (`launch_library_id`).
    public let launchLibraryID: String?
    /// Launch Library 2's part, when it knows this launch.
    public let launchLibrary: LaunchLibraryDetails?
    public let provenance: LaunchProvenance
    /// The SpaceX API's cores (a launch stored by an earlier release has none until refreshed).
    public let cores: [BoosterFlight]?

    public init(
        id: String, flightNumber: Int, name: String, date: Date, datePrecision: DatePrecision,
        isUpcoming: Bool, success: Bool?, rocketID: String?, launchpadID: String?,
        details: String?, failures: [LaunchFailure], links: LaunchLinks,
        launchLibraryID: String? = nil, launchLibrary: LaunchLibraryDetails? = nil, provenance: LaunchProvenance = .spacex,
        cores: [BoosterFlight]? = nil
    ) {
        self.id = id
        self.flightNumber = flightNumber
        self.name = name
        self.date = date
        self.datePrecision = datePrecision
        self.isUpcoming = isUpcoming
        self.success = success
        self.rocketID = rocketID
        self.launchpadID = launchpadID
        self.details = details
        self.failures = failures
        self.links = links
        self.launchLibraryID = launchLibraryID
        self.launchLibrary = launchLibrary
        self.provenance = provenance
        self.cores = cores
    }

    public var outcome: LaunchOutcome {
        if isUpcoming { return .upcoming }
        switch success {
        case true?: return .success
        case false?: return .failure
        case nil: return .unknown
        }
    }
}

/// Why a launch failed, as far as it is known.
public struct LaunchFailure: Hashable, Sendable, Codable {
    /// Seconds after lift-off.
    public let time: Int?
    /// Kilometres.
    public let altitude: Int?
    public let reason: String?

    public init(time: Int?, altitude: Int?, reason: String?) {
        self.time = time
        self.altitude = altitude
        self.reason = reason
    }
}

extension Launch {
    /// When a result is due: the end of its planned period (the hour, day, month… of its date),
    /// for a launch still called upcoming whose status does not say it has yet to fly (to be
    /// determined, to be confirmed, on hold). Nil for a launch with a result, or one whose status
    /// says it waits.
    public var resultDue: Date? {
        guard isUpcoming else { return nil }
        if let status = launchLibrary?.status, [.toBeDetermined, .toBeConfirmed, .hold].contains(status) { return nil }
        return datePrecision.latestTime(for: date)
    }

    /// Still called upcoming, but its result was due before `now`: its source has not said how it
    /// went yet. Listed with the launches of unknown outcome, never as upcoming.
    public func awaitsResult(at now: Date) -> Bool {
        resultDue.map { $0 < now } ?? false
    }

    /// Known only to the month or coarser while still ahead ("NET 2027", "Q3 2027"): such
    /// launches are listed after the others, whatever the order.
    public var hasVagueDate: Bool { isUpcoming && !datePrecision.isKnownToTheDay }

    /// The first stages that flew it: Launch Library 2's when it names a booster, else the
    /// SpaceX API's cores (which name one only with `/v4/cores`).
    public var boosters: [BoosterFlight] {
        let library = launchLibrary?.boosters ?? []
        if library.contains(where: { $0.serial != nil }) || (cores ?? []).isEmpty { return library }
        return cores ?? []
    }

    /// Images this launch links to (mission patches, LL2's picture), for the image proxy's allowlist.
    public var imageURLs: [String] { [links.patchSmall, links.patchLarge, launchLibrary?.imageURL].compactMap { $0 } }
}
