import Foundation

/// One step of a launch's countdown and flight as Launch Library 2 plans it: "GO for Prop Load"
/// 38 minutes before lift-off, "Stage 1 Landing" eight and a half after. (Not to be confused with
/// `LaunchTimeline`, the merged list of every launch.)
public struct TimelineEvent: Hashable, Sendable, Codable {
    /// LL2's short name of the event: "Max-Q", "MECO", "Stage 1 Landing".
    public let name: String
    /// Its longer words, when LL2 gives them: "Main engine cut-off".
    public let description: String?
    /// Seconds from T-0: negative before lift-off.
    public let offset: TimeInterval

    public init(name: String, description: String?, offset: TimeInterval) {
        (self.name, self.description, self.offset) = (name, description, offset)
    }

    /// When it happens for a launch at `launchTime`.
    public func time(launchingAt launchTime: Date) -> Date { launchTime.addingTimeInterval(offset) }
}
