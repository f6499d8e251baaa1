import Foundation

/// Where push subscriptions, each profile's reminder lead, the queue of what is sent and the
/// server's VAPID key are kept. Subscriptions and leads belong to a profile (deleted, exported
/// and copied with it); what was sent is Almanac's own record, so nothing is sent twice, even
/// after a restart or by another instance.
public protocol PushStore: Sendable {
    /// Keeps the subscription for the profile (an endpoint subscribed before moves to it, with the
    /// new keys), unless the profile holds `limit` others (`ProfileLimitReached`).
    func subscribe(_ subscription: PushSubscription, for profile: ProfileID, limit: Int) async throws
    /// Removes the profile's subscription; false when it had none by that id.
    func unsubscribe(id: String, for profile: ProfileID) async throws -> Bool
    func subscriptions(of profile: ProfileID) async throws -> [PushSubscription]
    /// The profile's devices whose latest notice failed (given up with none delivered since, or
    /// retried and still waiting), by subscription id, with when that was last so.
    func failingDevices(of profile: ProfileID) async throws -> [String: Date]
    /// The profile's lead; nil until it chooses one.
    func reminderLead(of profile: ProfileID) async throws -> ReminderLead?
    func setReminderLead(_ lead: ReminderLead, for profile: ProfileID) async throws
    /// The kinds of notice the profile turned off; none until it turns one off.
    func quietNotices(of profile: ProfileID) async throws -> Set<PushNotice.Kind>
    func setQuietNotices(_ kinds: Set<PushNotice.Kind>, for profile: ProfileID) async throws
    /// What the profile is pushed about the weather; `.off` until it chooses.
    func weatherAlerts(of profile: ProfileID) async throws -> WeatherAlertSettings
    func setWeatherAlerts(_ settings: WeatherAlertSettings, for profile: ProfileID) async throws

    /// Every subscription with its profile's lead, starred launches and weather settings.
    func pushTargets() async throws -> [PushTarget]
    /// Queues each push unless its subscription was queued that notice before; returns how many
    /// were new.
    func enqueue(_ pushes: [QueuedPush], at date: Date) async throws -> Int
    /// The queued pushes due at `date`, each taken for one attempt: not due again before `lease`
    /// has passed (a sender that stops mid-attempt leaves it to be retried then).
    func takeDue(at date: Date, lease: TimeInterval) async throws -> [DuePush]
    /// What each attempt of a cycle came to, kept in one write.
    func settle(_ settlements: [(push: DuePush, settlement: PushSettlement)], at date: Date) async throws
    /// What was queued for the profile's devices, as kept (for `almanac store copy`).
    func queue(of profile: ProfileID) async throws -> [PushRecord]
    /// Keeps records another store made, leaving any it has already.
    func restoreQueue(_ records: [PushRecord]) async throws
    /// How many queued pushes are sent, waiting and given up.
    func queueCounts() async throws -> PushQueueCounts

    /// The server's VAPID private key as kept; nil until one is made.
    func vapidKey() async throws -> String?
    /// Keeps `key` unless one is kept already (`replacing` says otherwise); returns the one kept.
    func keepVAPIDKey(_ key: String, replacing: Bool) async throws -> String
}

/// One notice queued for a device, with what became of it, as a store keeps it.
public struct PushRecord: Hashable, Sendable {
    public let subscriptionID: String
    public let noticeKey: String
    public let payload: String
    /// "queued", "sent" or "failed".
    public let state: String
    public let attempts: Int
    public let dueAt: Date
    public let queuedAt: Date

    public init(subscriptionID: String, noticeKey: String, payload: String, state: String, attempts: Int, dueAt: Date, queuedAt: Date) {
        self.subscriptionID = subscriptionID
        self.noticeKey = noticeKey
        self.payload = payload
        self.state = state
        self.attempts = attempts
        self.dueAt = dueAt
        self.queuedAt = queuedAt
    }
}

/// What became of a queued push after an attempt.
public enum PushSettlement: Hashable, Sendable {
    case sent
    /// Tried again at the date given.
    case retry(at: Date)
    /// Given up (a refusal, or too many attempts).
    case failed
    /// The push service says the subscription is gone: it and its queue are removed.
    case subscriptionGone
}

public struct PushQueueCounts: Hashable, Sendable {
    public let sent: Int
    public let waiting: Int
    public let failed: Int

    public init(sent: Int, waiting: Int, failed: Int) {
        self.sent = sent
        self.waiting = waiting
        self.failed = failed
    }
}

/// Sends one encrypted message to a push service: what the sender needs of the outside world.
public protocol PushDelivery: Sendable {
    func deliver(_ payload: String, to subscription: PushSubscription, urgentFor ttl: TimeInterval) async -> PushOutcome
    /// The cycle's deliveries are done: what they shared (connections) can go.
    func finishCycle() async
}

extension PushDelivery {
    public func finishCycle() async {}
}

/// What a push service answered.
public enum PushOutcome: Hashable, Sendable {
    /// 201: accepted for the browser.
    case delivered
    /// 404 or 410: the subscription expired or was cancelled.
    case gone
    /// 429, 5xx, a timeout or a connection that failed: worth another try (no sooner than
    /// `after`, when the service said so).
    case retry(after: TimeInterval?, reason: String)
    /// Any other answer, or a subscription no message can be made for: not worth repeating.
    case refused(reason: String)
}
