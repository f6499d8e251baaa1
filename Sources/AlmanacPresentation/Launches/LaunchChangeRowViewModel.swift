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

/// The slips view as an Atom feed: each change an entry whose id is its launch's page and the
/// moment it was seen, so it is the same every time the feed is read. Worded in UTC (a feed
/// has no viewer).
public enum LaunchChangesFeed {
    /// `rows` newest first; `origin` is "http://host:port"; `address` and `page` the feed's and
    /// the view's addresses, absolute; `refreshedAt` stands for the feed's time while it is empty.
    public static func feed(
        _ rows: [RecordedChanges.Row], title: String = "Almanac: launch schedule changes", origin: String, address: String, page: String,
        filters: String?, refreshedAt: Date
    ) -> AtomFeed {
        let environment = PresentationEnvironment(now: .fixed(refreshedAt), timeZone: TimeZone(identifier: "UTC") ?? .current)
        let entries = rows.map { row in
            let words = LaunchChangeRowViewModel(row, environment: environment)
            let link = origin + Route.launch(id: row.launch.launch.id).href
            return AtomFeed.Entry(
                id: "\(link)#change-\(Int(row.change.recordedAt.timeIntervalSince1970))", title: words.headline, updated: row.change.recordedAt,
                link: link, summary: words.change.parts.joined(separator: "; "))
        }
        let subtitle = "Launches that moved, were scrubbed, flew or failed, as Almanac saw each refresh" + (filters.map { " (\($0))" } ?? "")
        return AtomFeed(
            address: address, page: page, title: title, subtitle: subtitle, entries: entries, emptySince: refreshedAt)
    }
}
