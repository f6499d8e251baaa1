import Foundation

/// A launch site as the stored launches show it: Launch Library 2's location (Cape Canaveral,
/// Baikonur, Mahia) with the pads its launches left from. Worked out from the launches
/// themselves, so its counts are those of the launches list filtered to it.
public struct LaunchSite: Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    /// ISO 3166-1 alpha-3, as Launch Library 2 gives it.
    public let countryCode: String?
    /// "America/New_York": the site's own clock.
    public let timeZone: String?
    public let mapImageURL: String?
    /// Its pads, the busiest first.
    public let pads: [LaunchPad]
    public let tally: LaunchTally

    /// The pad with the shortest time between two launches, with that time.
    public var fastestTurnaround: (pad: LaunchPad, turnaround: PadTurnaround)? {
        pads.compactMap { pad in pad.fastestTurnaround.map { (pad, $0) } }.min { $0.1.seconds < $1.1.seconds }
    }
}

/// A launch pad of a site, and what left from it.
public struct LaunchPad: Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    /// Where it is, when a record of its launches says (Launch Library 2's cut-down records
    /// of the early decades do not).
    public let latitude: Double?
    public let longitude: Double?
    public let mapImageURL: String?
    public let wikiURL: String?
    public let tally: LaunchTally
    /// The two launches closest in time (both flown) from this pad.
    public let fastestTurnaround: PadTurnaround?
}

/// The shortest time between a pad's launches: the second launch and how long after the first.
public struct PadTurnaround: Hashable, Sendable {
    public let launchID: String
    public let launchName: String
    public let seconds: TimeInterval
}

/// How many launches, how they went, and the first and latest that flew.
public struct LaunchTally: Hashable, Sendable {
    public internal(set) var total = 0
    public internal(set) var successes = 0
    public internal(set) var failures = 0
    /// Listed as upcoming by its source (some of them may be past their date).
    public internal(set) var upcoming = 0
    public internal(set) var first: LaunchMention?
    public internal(set) var latest: LaunchMention?

    public init() {}

    mutating func add(_ launch: Launch) {
        total += 1
        switch launch.outcome {
        case .success: successes += 1
        case .failure: failures += 1
        case .upcoming: upcoming += 1
        case .unknown: break
        }
        guard launch.outcome != .upcoming else { return }
        let mention = LaunchMention(launch)
        if first.map({ launch.date < $0.date }) ?? true { first = mention }
        if latest.map({ launch.date >= $0.date }) ?? true { latest = mention }
    }
}

/// A launch named on another record's page: enough to link it and say when.
public struct LaunchMention: Hashable, Sendable {
    public let id: String
    public let name: String
    public let date: Date
    public let datePrecision: DatePrecision

    init(_ launch: Launch) {
        id = launch.id
        name = launch.name
        date = launch.date
        datePrecision = launch.datePrecision
    }
}
