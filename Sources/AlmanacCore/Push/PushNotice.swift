import Foundation

/// One thing a visitor's device is told about a starred launch: it is about to go (`reminder`),
/// its time moved by more than the reminder lead (`moved`), it was put on hold (`scrubbed`), its
/// webcast went live (`webcastLive`), it lifted off or succeeded (`launched`), or it failed.
public struct PushNotice: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case reminder, moved, scrubbed, launched, failed
        case webcastLive = "webcast-live"

        /// The kinds named in a request ("moved,webcast-live"); an unknown name is refused,
        /// listing the kinds.
        public static func parsing(_ names: [String]) throws(InvalidInput) -> Set<Kind> {
            var kinds = Set<Kind>()
            for name in names {
                guard let kind = Kind(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                    throw InvalidInput(
                        .notices,
                        "\(InputField.notices) must name kinds among \(allCases.map(\.rawValue).joined(separator: ", ")) (got \"\(name.prefix(40))\")"
                    )
                }
                kinds.insert(kind)
            }
            return kinds
        }
    }

    public let kind: Kind
    public let launchID: String
    public let launchName: String
    /// The launch's time as it stands now.
    public let net: Date
    public let precision: DatePrecision
    /// The time it had before it moved (`moved` only).
    public let previousNet: Date?
    /// The profile's lead (how long before the launch a reminder goes).
    public let lead: ReminderLead

    public init(
        kind: Kind, launchID: String, launchName: String, net: Date, precision: DatePrecision, previousNet: Date? = nil,
        lead: ReminderLead
    ) {
        self.kind = kind
        self.launchID = launchID
        self.launchName = launchName
        self.net = net
        self.precision = precision
        self.previousNet = previousNet
        self.lead = lead
    }

    /// What makes a notice once-only for a subscription: the launch, the kind and the time it is
    /// about. A reminder for a time the launch left is a new reminder for its new time; a second
    /// move is a second notice; "launched" is one notice however many statuses say so.
    public var key: String {
        let at = Self.seconds(net)
        return switch kind {
        case .reminder: "\(launchID) reminder@\(at)"
        case .moved: "\(launchID) moved@\(previousNet.map(Self.seconds) ?? "0")>\(at)"
        case .scrubbed, .launched, .failed, .webcastLive: "\(launchID) \(kind.rawValue)"
        }
    }
}

extension PushNotice {
    /// Whole seconds since 1970 as text; a time no `Int` holds is written as it is, never trapped.
    fileprivate static func seconds(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        return Int(exactly: seconds).map(String.init) ?? "\(seconds)"
    }
}

/// A notice for one subscription, in the words and shape its notification shows (`payload`, a
/// JSON object the service worker reads), under the key that makes it once-only (a launch's
/// `PushNotice.key`, a city's `WeatherNotice.key`).
public struct QueuedPush: Hashable, Sendable {
    public let subscriptionID: String
    public let key: String
    public let payload: String

    public init(subscriptionID: String, key: String, payload: String) {
        self.subscriptionID = subscriptionID
        self.key = key
        self.payload = payload
    }

    public init(subscriptionID: String, notice: PushNotice, payload: String) {
        self.init(subscriptionID: subscriptionID, key: notice.key, payload: payload)
    }
}

/// A queued push taken for one delivery attempt, with what sending it needs.
public struct DuePush: Hashable, Sendable {
    public let subscription: PushSubscription
    public let noticeKey: String
    public let payload: String
    /// Attempts made before this one.
    public let attempts: Int

    public init(subscription: PushSubscription, noticeKey: String, payload: String, attempts: Int) {
        self.subscription = subscription
        self.noticeKey = noticeKey
        self.payload = payload
        self.attempts = attempts
    }
}
