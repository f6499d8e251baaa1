import AlmanacCore
import Foundation

/// A notice as the notification shows it: the JSON object the service worker reads (`title`,
/// `body`, the launch page's `url`, and a `tag` per launch, so a newer notice about a launch
/// replaces the older one on the screen). Times are in UTC: the server does not know the
/// device's zone. Well under the 3,993 bytes one push message holds, however long a name is.
public struct PushMessage: Hashable, Sendable, Encodable {
    public let title: String
    public let body: String
    public let url: String
    public let tag: String

    /// The longest launch name a notification repeats (Launch Library's names are under 100).
    static let nameLimit = 200

    public init(_ notice: PushNotice) {
        let name = notice.launchName.count > Self.nameLimit ? String(notice.launchName.prefix(Self.nameLimit - 1)) + "…" : notice.launchName
        let when = DateText.net(notice.net, precision: notice.precision, in: DateText.utcCalendar)
        switch notice.kind {
        case .reminder:
            title = "\(name) launches soon"
            body = "Planned: \(when) (your reminder \(Self.leadText(notice.lead)) before)"
        case .moved:
            title = "\(name) moved"
            let was = notice.previousNet.map { DateText.net($0, precision: notice.precision, in: DateText.utcCalendar) }
            body = "Now \(when)" + (was.map { " (was \($0))" } ?? "")
        case .scrubbed:
            title = "\(name) is on hold"
            body = "It was planned for \(when); a new time will follow."
        case .webcastLive:
            title = "\(name): the webcast is live"
            body = "Planned: \(when). Open the launch to watch."
        case .launched:
            title = "\(name) has launched"
            body = "Lift-off \(when)"
        case .failed:
            title = "\(name) failed"
            body = "The launch of \(when) did not succeed."
        }
        url = Route.launch(id: notice.launchID).href
        tag = "launch-\(notice.launchID)"
    }

    /// The JSON the push carries.
    public static func json(_ notice: PushNotice) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(PushMessage(notice))).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// "10 minutes", "1 hour", "1 day": a lead in words, for notifications and the settings.
    public static func leadText(_ lead: ReminderLead) -> String {
        switch lead {
        case .tenMinutes: "10 minutes"
        case .oneHour: "1 hour"
        case .oneDay: "1 day"
        }
    }
}
