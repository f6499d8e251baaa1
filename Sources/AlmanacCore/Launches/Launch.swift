import Foundation

/// One SpaceX launch, past or upcoming. Only `id`, `name`, `flightNumber` and `date` are required;
/// everything else may be missing upstream and must not make the launch disappear.
public struct Launch: Identifiable, Hashable, Sendable {
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

    public init(
        id: String, flightNumber: Int, name: String, date: Date, datePrecision: DatePrecision,
        isUpcoming: Bool, success: Bool?, rocketID: String?, launchpadID: String?,
        details: String?, failures: [LaunchFailure], links: LaunchLinks
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
    /// Images this launch links to (mission patches), for the image proxy's allowlist.
    public var imageURLs: [String] { [links.patchSmall, links.patchLarge].compactMap { $0 } }
}
