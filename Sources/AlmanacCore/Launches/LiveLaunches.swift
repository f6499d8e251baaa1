import Foundation

/// Why a launch is happening now: what the "Live now" card says.
public enum LiveReason: String, Hashable, Sendable, Codable {
    /// Launch Library 2's status is In Flight.
    case inFlight = "in-flight"
    /// Its webcast is live (as of the last refresh).
    case webcastLive = "webcast-live"
    /// The clock is inside its launch window and it has not flown.
    case inWindow = "in-window"
}

extension Launch {
    /// How far from its time a launch's stored "in flight" or "webcast live" still counts: a flag
    /// kept from a refresh long ago (a snapshot months old, an upstream down since) is not news.
    static let liveReach: TimeInterval = 6 * 3_600
    /// A longer window is a placeholder, not a launch day.
    static let longestLiveWindow: TimeInterval = 86_400

    /// Launch Library 2 says it flew and is still flying, and `now` is near its time (a capture's
    /// months-old "in flight" is not).
    public func isInFlight(at now: Date) -> Bool {
        launchLibrary?.status == .inFlight && abs(now.timeIntervalSince(date)) <= Self.liveReach
    }

    /// Why the launch is live at `now`, or nil when it is not.
    public func liveReason(at now: Date) -> LiveReason? {
        let library = launchLibrary
        let isNear = abs(now.timeIntervalSince(date)) <= Self.liveReach
        if isInFlight(at: now) { return .inFlight }
        if isNear, outcome == .upcoming || library?.status == .inFlight, library?.isWebcastLive == true { return .webcastLive }
        if outcome == .upcoming, let start = library?.windowStart, let end = library?.windowEnd, start <= now, now <= end,
            end.timeIntervalSince(start) <= Self.longestLiveWindow
        {
            return .inWindow
        }
        return nil
    }
}

/// The launches happening now, for the "Live now" card on the home page and above the launches
/// list: in flight, webcast live or inside their window, judged against the clock at each ask
/// (stored flags count only near the launch's time), soonest first.
public struct LiveLaunches: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    public struct Row: Sendable {
        public let row: BrowseLaunches.Row
        public let reason: LiveReason
    }

    /// Whether launch day is on: a launch is live, or one known to the hour lifts off within the
    /// hour (its page is followed and its status will move). The refresher then asks Launch
    /// Library 2 as often as its budget allows.
    public func isLaunchDay(at now: Date) async throws -> Bool {
        if !(try await callAsFunction(at: now)).isEmpty { return true }
        return try await liftsOffSoon(at: now)
    }

    /// Whether a launch known to the hour lifts off within the hour: launch day for a caller
    /// that has found nothing live already.
    public func liftsOffSoon(at now: Date) async throws -> Bool {
        let timeline = try await store.timeline()
        var index = UpcomingLaunches.firstIndex(in: timeline, notBefore: now)
        while index < timeline.endIndex, timeline[index].date <= now.addingTimeInterval(Self.soon) {
            if timeline[index].isUpcoming, timeline[index].datePrecision.isExact { return true }
            index += 1
        }
        return false
    }

    /// How soon a launch known to the hour makes it launch day.
    static let soon: TimeInterval = 3_600

    /// Found in the timeline the store keeps per refresh: only the launches dated within a day of
    /// `now` are looked at (a window is at most a day), found by halving.
    public func callAsFunction(at now: Date) async throws -> [Row] {
        let timeline = try await store.timeline()
        let reach = max(Launch.liveReach, Launch.longestLiveWindow)
        let latest = now.addingTimeInterval(reach)
        var live: [Row] = []
        var index = UpcomingLaunches.firstIndex(in: timeline, notBefore: now.addingTimeInterval(-reach))
        while index < timeline.endIndex, timeline[index].date <= latest {
            if let reason = timeline[index].liveReason(at: now) {
                live.append(Row(row: BrowseLaunches.Row(launch: timeline[index], rocket: nil), reason: reason))
            }
            index += 1
        }
        guard !live.isEmpty else { return [] }
        let references = try await store.launchReferences()
        return live.map { live in
            Row(
                row: BrowseLaunches.Row(launch: live.row.launch, rocket: live.row.launch.rocketID.flatMap(references.rocket(id:))),
                reason: live.reason)
        }
    }
}
