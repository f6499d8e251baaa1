import Foundation

/// One SpaceX launch, past or upcoming, from the SpaceX API, Launch Library 2 or both (see
/// `LaunchTimeline`). Only `id`, `name`, `flightNumber` and `date` are required; everything else
/// may be missing upstream and must not make the launch disappear.
public struct Launch: Identifiable, Hashable, Sendable, Codable {
    /// A launch is copied into every list, row and page that shows it, and it is a few dozen
    /// strings and arrays: its fields live in one immutable box shared by the copies, so a copy
    /// is one reference count rather than one per field.
    private let box: Box

    public var id: String { box.fields.id }
    public var flightNumber: Int { box.fields.flightNumber }
    public var name: String { box.fields.name }
    /// The launch time in UTC; how much of it is meaningful is told by `datePrecision`.
    public var date: Date { box.fields.date }
    public var datePrecision: DatePrecision { box.fields.datePrecision }
    public var isUpcoming: Bool { box.fields.isUpcoming }
    /// `nil` while upcoming, and for some past launches whose outcome was never recorded.
    public var success: Bool? { box.fields.success }
    public var rocketID: String? { box.fields.rocketID }
    public var launchpadID: String? { box.fields.launchpadID }
    public var details: String? { box.fields.details }
    public var failures: [LaunchFailure] { box.fields.failures }
    public var links: LaunchLinks { box.fields.links }
    /// The Launch Library 2 id the SpaceX API links this launch to (`launch_library_id`).
    public var launchLibraryID: String? { box.fields.launchLibraryID }
    /// Launch Library 2's part, when it knows this launch.
    public var launchLibrary: LaunchLibraryDetails? { box.fields.launchLibrary }
    public var provenance: LaunchProvenance { box.fields.provenance }
    /// The SpaceX API's cores (a launch stored by an earlier release has none until refreshed).
    public var cores: [BoosterFlight]? { box.fields.cores }

    public init(
        id: String, flightNumber: Int, name: String, date: Date, datePrecision: DatePrecision,
        isUpcoming: Bool, success: Bool?, rocketID: String?, launchpadID: String?,
        details: String?, failures: [LaunchFailure], links: LaunchLinks,
        launchLibraryID: String? = nil, launchLibrary: LaunchLibraryDetails? = nil, provenance: LaunchProvenance = .spacex,
        cores: [BoosterFlight]? = nil
    ) {
        box = Box(
            Fields(
                id: id, flightNumber: flightNumber, name: name, date: date, datePrecision: datePrecision,
                isUpcoming: isUpcoming, success: success, rocketID: rocketID, launchpadID: launchpadID,
                details: details, failures: failures, links: links, launchLibraryID: launchLibraryID,
                launchLibrary: launchLibrary, provenance: provenance, cores: cores))
    }

    /// The stored fields, coded under their own names: the JSON is what it was before the box.
    private struct Fields: Hashable, Sendable, Codable {
        let id: String
        let flightNumber: Int
        let name: String
        let date: Date
        let datePrecision: DatePrecision
        let isUpcoming: Bool
        let success: Bool?
        let rocketID: String?
        let launchpadID: String?
        let details: String?
        let failures: [LaunchFailure]
        let links: LaunchLinks
        let launchLibraryID: String?
        let launchLibrary: LaunchLibraryDetails?
        let provenance: LaunchProvenance
        let cores: [BoosterFlight]?
    }

    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    public init(from decoder: any Decoder) throws {
        box = Box(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try box.fields.encode(to: encoder)
    }

    public static func == (lhs: Launch, rhs: Launch) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    public func hash(into hasher: inout Hasher) {
        box.fields.hash(into: &hasher)
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
    /// for a launch still called upcoming. A launch known to the day or better whose status says
    /// it has yet to fly (to be determined, to be confirmed, on hold) waits for a new date instead:
    /// nil. One known only to its month, quarter, half-year or year is due when that whole period
    /// is over, whatever its status says: "Q3 2026" in December is no plan but an old word.
    public var resultDue: Date? {
        guard isUpcoming else { return nil }
        if datePrecision.isKnownToTheDay, let status = launchLibrary?.status, [.toBeDetermined, .toBeConfirmed, .hold].contains(status) {
            return nil
        }
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
