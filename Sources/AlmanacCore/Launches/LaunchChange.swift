import Foundation

/// A change to a launch's schedule that Almanac saw between two refreshes: its NET (or how
/// precisely it is known), its window or its status; or its announcement, the refresh that
/// first brought it (`from` is nil). No upstream keeps this history; Almanac records it as it
/// refreshes, so a launch can say "moved from 25 Nov to 27 Nov". It is Almanac's own data: a
/// refresh never replaces it and a snapshot never carries it.
public struct LaunchChange: Hashable, Sendable, Codable {
    /// Launch Library 2's id of the launch.
    public let launchID: String
    /// When the refresh that saw it ran.
    public let recordedAt: Date
    /// Nil when the refresh saw the launch for the first time: its announcement.
    public let from: LaunchSchedule?
    public let to: LaunchSchedule

    public init(launchID: String, recordedAt: Date, from: LaunchSchedule?, to: LaunchSchedule) {
        self.launchID = launchID
        self.recordedAt = recordedAt
        self.from = from
        self.to = to
    }

    /// Whether this is the launch's announcement rather than a change of its schedule.
    public var isAnnouncement: Bool { from == nil }

    /// Whether the NET moved (or how precisely it is known changed): what a calendar event follows.
    public var movedTheDate: Bool {
        guard let from else { return false }
        return from.net != to.net || from.precision != to.precision
    }

    /// Whether the status changed (an announcement has none to change from).
    public var changedTheStatus: Bool {
        guard let from else { return false }
        return from.status != to.status
    }

    /// What a refresh that brought `new` records of it: how its schedule changed from `stored`;
    /// its announcement when nothing was stored and `announcing` (see `announces`); nil when its
    /// schedule is the same.
    public static func seen(_ new: Launch, stored: Launch?, at date: Date, announcing: Bool) -> LaunchChange? {
        let to = LaunchSchedule(new)
        guard let stored else { return announcing ? LaunchChange(launchID: new.id, recordedAt: date, from: nil, to: to) : nil }
        let from = LaunchSchedule(stored)
        guard from != to else { return nil }
        return LaunchChange(launchID: new.id, recordedAt: date, from: from, to: to)
    }

    /// Whether a refresh of `list` announces the launches it brings for the first time: only the
    /// upcoming list, and only once it was refreshed before (the first sync, an import and the
    /// previous launches backfilled over days bring thousands that are old news).
    public static func announces(_ list: LaunchLibraryList, refreshedBefore: Bool) -> Bool {
        list == .upcoming && refreshedBefore
    }
}

/// What a launch's schedule is at one moment: its NET and how precisely it is known, its window
/// and its status.
public struct LaunchSchedule: Hashable, Sendable, Codable {
    public let net: Date
    public let precision: DatePrecision
    public let windowStart: Date?
    public let windowEnd: Date?
    public let status: LaunchStatus?

    public init(net: Date, precision: DatePrecision, windowStart: Date?, windowEnd: Date?, status: LaunchStatus?) {
        self.net = net
        self.precision = precision
        self.windowStart = windowStart
        self.windowEnd = windowEnd
        self.status = status
    }

    public init(_ launch: Launch) {
        self.init(
            net: launch.date, precision: launch.datePrecision, windowStart: launch.launchLibrary?.windowStart,
            windowEnd: launch.launchLibrary?.windowEnd, status: launch.launchLibrary?.status
        )
    }
}
