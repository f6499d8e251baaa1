import Foundation

/// A subscription with what its profile follows: the sender plans from these.
public struct PushTarget: Hashable, Sendable {
    public let subscription: PushSubscription
    /// The profile the subscription belongs to (whose saved cities weather notices are about).
    public let profile: ProfileID
    public let lead: ReminderLead
    /// The profile's starred launches, by id, with when each was starred.
    public let starredLaunches: [String: Date]
    /// The kinds of notice the profile turned off.
    public let quiet: Set<PushNotice.Kind>
    /// What the profile is told about the weather in its saved cities.
    public let weather: WeatherAlertSettings

    public init(
        subscription: PushSubscription, profile: ProfileID, lead: ReminderLead, starredLaunches: [String: Date], quiet: Set<PushNotice.Kind> = [],
        weather: WeatherAlertSettings = .off
    ) {
        self.subscription = subscription
        self.profile = profile
        self.lead = lead
        self.starredLaunches = starredLaunches
        self.quiet = quiet
        self.weather = weather
    }
}

/// Which notices are due now, for every subscription: a pure function of the starred launches as
/// stored, the schedule changes Almanac recorded, and the time; a kind the profile turned off is
/// not planned (and so not sent later, should it turn the kind on again).
///
/// - A reminder once the launch is within the profile's lead and still ahead, for a launch known
///   to the hour or better (a "NET November" launch has no hour to be reminded of).
/// - A change is told only when it was recorded after both the star and the subscription (what
///   happened before the visitor followed is not news) and within `recentChanges` of now (a
///   sender that was stopped for a week does not send last week's news).
/// - "moved" when the time moved by more than the lead and the launch is still ahead; "scrubbed"
///   for a status of on hold, "launched" (lift-off) for in flight or success, "failed" for
///   (partial) failure.
/// - "webcast is live" while Launch Library 2 calls its webcast live and the launch is live by
///   the clock (`Launch.liveReason`: near its time, not flown), so an old flag is not news.
public struct PlanPushes: Sendable {
    public static let recentChanges: TimeInterval = 6 * 60 * 60

    public init() {}

    public func callAsFunction(
        targets: [PushTarget], launches: [String: Launch], changes: [LaunchChange], now: Date
    ) -> [(
        subscriptionID: String, notice: PushNotice
    )] {
        let recent = Dictionary(grouping: changes.filter { $0.recordedAt >= now - Self.recentChanges && $0.recordedAt <= now }, by: \.launchID)
        var planned: [(String, PushNotice)] = []
        for target in targets {
            for (launchID, starredAt) in target.starredLaunches.sorted(by: { $0.key < $1.key }) {
                guard let launch = launches[launchID] else { continue }
                let following = max(starredAt, target.subscription.createdAt)
                let launchChanges = recent[launch.launchLibrary?.id ?? launch.launchLibraryID ?? launch.id] ?? []
                for notice in notices(for: launch, lead: target.lead, changes: launchChanges.filter { $0.recordedAt >= following }, now: now)
                where !target.quiet.contains(notice.kind) {
                    planned.append((target.subscription.id, notice))
                }
            }
        }
        return planned
    }

    private func notices(for launch: Launch, lead: ReminderLead, changes: [LaunchChange], now: Date) -> [PushNotice] {
        func notice(_ kind: PushNotice.Kind, previous: Date? = nil) -> PushNotice {
            PushNotice(
                kind: kind, launchID: launch.id, launchName: launch.name, net: launch.date, precision: launch.datePrecision, previousNet: previous,
                lead: lead)
        }
        var notices: [PushNotice] = []
        let timed = launch.datePrecision == .minute || launch.datePrecision == .hour
        if launch.isUpcoming, timed, launch.launchLibrary?.status != .hold, now >= launch.date - lead.seconds, now < launch.date {
            notices.append(notice(.reminder))
        }
        if launch.launchLibrary?.isWebcastLive == true, launch.liveReason(at: now) != nil {
            notices.append(notice(.webcastLive))
        }
        for change in changes {
            guard let from = change.from else { continue }  // an announcement: no one starred it yet
            if change.movedTheDate, abs(change.to.net.timeIntervalSince(from.net)) > lead.seconds, launch.isUpcoming, launch.date > now {
                notices.append(notice(.moved, previous: from.net))
            }
            if change.changedTheStatus, let status = change.to.status, let kind = Self.kind(of: status) {
                notices.append(notice(kind))
            }
        }
        // One of each key: two changes that say "launched" (in flight, then success) are one notice.
        var seen = Set<String>()
        return notices.filter { seen.insert($0.key).inserted }
    }

    private static func kind(of status: LaunchStatus) -> PushNotice.Kind? {
        switch status {
        case .hold: .scrubbed
        case .inFlight, .success: .launched
        case .failure, .partialFailure: .failed
        case .go, .toBeDetermined, .toBeConfirmed: nil
        }
    }
}
