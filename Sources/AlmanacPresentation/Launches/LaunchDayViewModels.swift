import AlmanacCore
import Foundation

/// A step of a launch's timeline: "T−38:00 · 2:36 PM · GO for Prop Load".
public struct TimelineStepViewModel: Hashable, Sendable, Encodable {
    public let name: String
    public let description: String?
    /// Seconds from T-0, negative before lift-off: what a page's script moves its cursor by.
    public let offset: Int
    /// "T−38:00", "T+8:30", "T+1:02:05".
    public let offsetText: String
    /// When it happens, UTC ISO 8601 and in the viewer's zone ("2:36 PM"); nil while the launch's
    /// time is not known to the hour.
    public let time: String?
    public let timeText: String?

    init(_ event: TimelineEvent, launch: Launch, calendar: Calendar) {
        name = event.name
        description = event.description == event.name ? nil : event.description
        offset = Int(event.offset.rounded())
        offsetText = Self.offsetText(offset)
        let moment = launch.datePrecision.isExact ? event.time(launchingAt: launch.date) : nil
        time = moment.map(DateText.iso8601)
        timeText = moment.flatMap { WallClock($0, in: calendar.timeZone) }.map(LaunchTimeText.clockTime)
    }

    /// "T−38:00" (minutes and seconds), "T+1:02:05" past an hour, "T−2 d 3:00:00" past a day;
    /// the minus is the typographic one.
    static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "−" : "+"
        let total = abs(seconds)
        let (days, hours, minutes, rest) = (total / 86_400, total % 86_400 / 3_600, total % 3_600 / 60, total % 60)
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let clock = days > 0 || hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes < 10 ? "0" : "")\(minutes):\(two(rest))"
        return "T\(sign)" + (days > 0 ? "\(days) d \(clock)" : clock)
    }
}

/// One webcast of a launch: where, who, in which language, from when; whether it is the one on
/// air.
public struct WebcastViewModel: Hashable, Sendable, Encodable {
    /// The stream's title, else its publisher, else "Webcast".
    public let label: String
    public let url: String
    public let publisher: String?
    public let language: String?
    /// "Official Webcast", "Unofficial Re-stream".
    public let kind: String?
    /// When it starts, UTC ISO 8601 and in the viewer's zone ("21 Aug 2026, 2:14 PM").
    public let start: String?
    public let startText: String?
    /// On air as of the last refresh.
    public let isLive: Bool

    /// A launch's webcasts, the live ones first (then Launch Library 2's order). Which is live is
    /// judged at the record's own time (`lastUpdated`), not the clock, so a page drawn once says
    /// the same until the next refresh: when LL2 calls the webcast live, the streams on air then
    /// are; when no stream says its times, its first choice is.
    static func all(of library: LaunchLibraryDetails?, calendar: Calendar) -> [WebcastViewModel] {
        let webcasts = library?.webcasts ?? []
        var live = Set<Int>()
        if library?.isWebcastLive == true, !webcasts.isEmpty {
            let asOf = library?.lastUpdated ?? .distantFuture
            live = Set(webcasts.indices.filter { webcasts[$0].startsAt != nil && webcasts[$0].wasOnAir(at: asOf) })
            if live.isEmpty { live = [webcasts.startIndex] }
        }
        let ordered = webcasts.indices.filter(live.contains) + webcasts.indices.filter { !live.contains($0) }
        return ordered.map { index in WebcastViewModel(webcasts[index], isLive: live.contains(index), calendar: calendar) }
    }

    init(_ webcast: Webcast, isLive: Bool, calendar: Calendar) {
        label = webcast.title ?? webcast.publisher ?? "Webcast"
        url = webcast.url
        publisher = webcast.title == nil ? nil : webcast.publisher
        language = webcast.language
        kind = webcast.kind
        start = webcast.startsAt.map(DateText.iso8601)
        startText = webcast.startsAt.map { LaunchTimeText.time($0, precision: .minute, in: calendar) }
        self.isLive = isLive
    }

    /// "Spaceflight Now · English · Unofficial Webcast".
    public var aboutText: String? { [publisher, language, kind].compactMap { $0 }.joined(separator: " · ").nilIfEmpty }
}

/// The "Live now" card: a launch happening now and why, with its stream.
public struct LiveLaunchViewModel: Hashable, Sendable, Encodable {
    public let launch: LaunchRowViewModel
    /// `in-flight`, `webcast-live`, `in-window`.
    public let reason: String
    /// "In flight", "Webcast live", "In its launch window".
    public let reasonText: String
    /// The stream to open: the live one, else Launch Library 2's first choice.
    public let webcast: WebcastViewModel?

    public init(_ live: LiveLaunches.Row, environment: PresentationEnvironment) {
        launch = LaunchRowViewModel(live.row, environment: environment)
        reason = live.reason.rawValue
        reasonText =
            switch live.reason {
            case .inFlight: "In flight"
            case .webcastLive: "Webcast live"
            case .inWindow: "In its launch window"
            }
        webcast = WebcastViewModel.all(of: live.row.launch.launchLibrary, calendar: environment.calendar).first
    }
}
