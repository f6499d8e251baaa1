import AlmanacCore
import Foundation

/// One schedule change in the slips view (`/launches/changes`): the launch it moved, what changed
/// ("NET 25 Nov → 27 Nov", "Go for launch → On hold") and when Almanac saw it.
public struct LaunchChangeRowViewModel: Hashable, Sendable, Encodable {
    public let launch: LaunchRowViewModel
    public let change: LaunchChangeViewModel

    public init(_ row: RecordedChanges.Row, environment: PresentationEnvironment) {
        launch = LaunchRowViewModel(row.launch, environment: environment)
        change = LaunchChangeViewModel(row.change, environment: environment)
    }

    /// "Starlink Group 99-1: NET 25 Nov 2026 07:25 UTC → 27 Nov 2026 07:25 UTC".
    public var headline: String { "\(launch.name): \(change.parts.first ?? "schedule changed")" }
}

/// The slips view as an Atom feed, or the launches announced as one: each change an entry whose
/// id is its launch's page and the moment it was seen, so it is the same every time the feed is
/// read. Worded in UTC (a feed has no viewer).
public enum LaunchChangesFeed {
    /// What a feed follows: schedule changes, or announcements (`LaunchChange.isAnnouncement`).
    public enum Kind: Sendable {
        case changes, announcements

        /// The feed's title, and the title of the page's link to it.
        public var title: String {
            switch self {
            case .changes: "Almanac: launch schedule changes"
            case .announcements: "Almanac: new launches"
            }
        }

        var subtitle: String {
            switch self {
            case .changes: "Launches that moved, were scrubbed, flew or failed, as Almanac saw each refresh"
            case .announcements: "Launches announced: each as the first refresh that listed it saw it"
            }
        }
    }

    /// `rows` newest first; `origin` is "http://host:port"; `address` and `page` the feed's and
    /// the view's addresses, absolute; `refreshedAt` stands for the feed's time while it is empty.
    public static func feed(
        _ rows: [RecordedChanges.Row], kind: Kind = .changes, title: String? = nil, origin: String, address: String, page: String,
        filters: String?, refreshedAt: Date
    ) -> AtomFeed {
        let environment = PresentationEnvironment(now: .fixed(refreshedAt), timeZone: TimeZone(identifier: "UTC") ?? .current)
        let entries = rows.map { row in
            let words = LaunchChangeRowViewModel(row, environment: environment)
            let link = origin + Route.launch(id: row.launch.launch.id).href
            let moment = row.change.isAnnouncement ? "announced" : "change"
            return AtomFeed.Entry(
                id: "\(link)#\(moment)-\(Int(row.change.recordedAt.timeIntervalSince1970))", title: words.headline, updated: row.change.recordedAt,
                link: link, summary: words.change.parts.joined(separator: "; "))
        }
        let subtitle = kind.subtitle + (filters.map { " (\($0))" } ?? "")
        return AtomFeed(
            address: address, page: page, title: title ?? kind.title, subtitle: subtitle, entries: entries, emptySince: refreshedAt)
    }
}
