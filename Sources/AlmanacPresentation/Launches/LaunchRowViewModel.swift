import AlmanacCore
import Foundation

/// One row of the launches list, every value already formatted for the viewer.
public struct LaunchRowViewModel: Hashable, Sendable, Encodable {
    public let id: String
    public let flightNumber: Int
    public let name: String
    /// UTC, ISO 8601: for clients and `<time datetime>`.
    public let date: String
    public let datePrecision: String
    /// As people write it, in the viewer's zone, as precisely as it is known (`LaunchTimeText`):
    /// "24 Mar 2006, 10:30 PM", "25 Aug 2026, 1:49 AM", "August 2026", "Q3 2026": one format per precision.
    public let dateText: String
    /// "today", "3 days from now", "120 days since now".
    public let daysText: String
    /// The same distance in the largest unit that fits: "in 3 days", "4 years ago".
    public let whenText: String
    public let rocket: RocketLabel?
    /// Who flew it, when known (its id is the launches list's `provider` filter).
    public let provider: ProviderLabel?
    /// "Falcon 9", or "Unknown rocket".
    public let rocketText: String
    public let outcome: OutcomeViewModel
    /// The small mission patch (or Launch Library's picture), as the page should load it; nil
    /// means "show the placeholder".
    public let patchURL: String?
    /// Which source the launch came from: `spacex`, `ll2` or `both`.
    public let source: String
    /// "SpaceX API", "Launch Library 2", "SpaceX API and Launch Library 2".
    public let sourceText: String
    /// "SpaceX", "LL2", "both", for a narrow column.
    public let sourceShortText: String
    /// Launch Library 2's status in words ("Go for launch", "Date to be confirmed"), when it knows the launch.
    public let status: String?
    /// The planned time is known to the hour or better: worth a countdown.
    public let isExact: Bool
    /// Known to its day or better: a calendar can hold it.
    public let isKnownToTheDay: Bool
    /// For a launch still ahead whose time is known to the hour or better: what its countdown
    /// says before its script runs ("in 2 hours"); nil otherwise (no countdown for coarser dates).
    public let countdownText: String?

    public struct RocketLabel: Hashable, Sendable, Encodable {
        public let id: String
        public let name: String
        public let type: String
    }

    public struct ProviderLabel: Hashable, Sendable, Encodable {
        /// Launch Library 2's agency id.
        public let id: String
        public let name: String
        /// For a row on a phone: the name when short, else its abbreviation ("CASC" for "China
        /// Aerospace Science and Technology Corporation").
        public let shortName: String

        /// Longer names than this are abbreviated in a row.
        static let longestShortName = 24

        init(_ provider: LaunchProvider) {
            id = String(provider.id)
            name = provider.name
            shortName = provider.name.count > Self.longestShortName ? provider.abbreviation ?? provider.name : provider.name
        }
    }

    /// The distance of a launch still ahead whose day passed without a new one.
    static let newDateDue = "new date to come"

    public init(_ row: borrowing BrowseLaunches.Row, environment: PresentationEnvironment) {
        let launch = row.launch
        let calendar = environment.calendar
        id = launch.id
        flightNumber = launch.flightNumber
        name = launch.name
        date = DateText.iso8601(launch.date)
        datePrecision = launch.datePrecision.rawValue
        dateText = LaunchTimeText.time(
            launch.date, precision: launch.datePrecision, in: calendar)
        if launch.isUpcoming, let coarse = Self.coarseDistance(launch, now: environment.now(), calendar: calendar) {
            // "39 days from now" to the last day of "2026" would promise a date nobody gave.
            (daysText, whenText) = (coarse, coarse)
        } else if launch.isUpcoming, launch.date < environment.now(), !launch.awaitsResult(at: environment.now()),
            !launch.isInFlight(at: environment.now())
        {
            // Its day passed while its status says it waits (to be determined, on hold): still
            // ahead, on a day its source has yet to give; "3 months ago" would call it past.
            (daysText, whenText) = ("date passed", Self.newDateDue)
        } else {
            daysText = DateText.relativeDays(to: launch.date, now: environment.now(), in: calendar)
            whenText = DateText.when(launch.date, now: environment.now(), in: calendar)
        }
        rocket = row.rocket.map { RocketLabel(id: $0.id, name: $0.name, type: $0.type) }
        provider = launch.provider.map(ProviderLabel.init)
        // The rocket by name: SpaceX's type field says "rocket" for every one of them.
        rocketText = row.rocket?.name ?? launch.launchLibrary?.rocketName ?? "Unknown rocket"
        outcome = OutcomeViewModel(launch, now: environment.now())
        patchURL = (launch.links.patchSmall ?? launch.launchLibrary?.imageURL).map(environment.imageURL)
        source = launch.provenance.rawValue
        sourceText = launch.provenance.words
        sourceShortText = launch.provenance.shortWords
        // A launch whose time passed is not "Go" any more: how old the word is, instead.
        status =
            outcome.datePassed
            ? launch.launchLibrary?.lastUpdated.map {
                "No result yet; Launch Library last updated it \(DateText.when($0, now: environment.now(), in: calendar))"
            }
            : launch.launchLibrary?.status?.words
        isExact = launch.datePrecision.isExact
        isKnownToTheDay = launch.datePrecision.isKnownToTheDay
        countdownText =
            launch.isUpcoming && isExact && !outcome.datePassed && whenText != Self.newDateDue
            ? DateText.countdown(to: launch.date, now: environment.now()) : nil
    }

    /// What of the clock a launch's row reads. A launch that happened reads only the viewer's day
    /// (its "days since"); one still ahead also reads instants (its result falls due, its planned
    /// month begins), so the minute too. Rows of one launch, as stored, in one zone and with equal
    /// readings say the same: a drawing of the row holds while its reading does.
    public struct ClockReading: Hashable, Sendable {
        let day: Int
        let minute: Int?

        public init(of launch: borrowing Launch, now: Date, viewerDay: Int) {
            day = viewerDay
            minute = launch.isUpcoming ? Int((now.timeIntervalSince1970 / 60).rounded(.down)) : nil
        }
    }

    /// For a launch planned only to the month or coarser: "this month", "this year", or the
    /// distance to the start of its period ("in 5 months"); nil when known to the day or better.
    private static func coarseDistance(_ launch: borrowing Launch, now: Date, calendar: Calendar) -> String? {
        let unit: String
        switch launch.datePrecision {
        case .minute, .hour, .day: return nil
        case .month: unit = "month"
        case .quarter: unit = "quarter"
        case .half: unit = "half-year"
        case .year: unit = "year"
        case .decade: unit = "decade"
        }
        let period = launch.datePrecision.period(holding: launch.date)
        if period.contains(now) { return "this \(unit)" }
        return DateText.when(period.lowerBound, now: now, in: calendar)
    }
}
