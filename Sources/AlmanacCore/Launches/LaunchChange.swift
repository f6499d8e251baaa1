import Foundation

/// A change to a launch's schedule that Almanac saw between two refreshes: its NET (or how
/// precisely it is known), its window or its status. No upstream keeps this history; Almanac
/// records it as it refreshes, so a launch can say "moved from 25 Nov to 27 Nov". It is
/// Almanac's own data: a refresh never replaces it and a snapshot never carries it.
public struct LaunchChange: Hashable, Sendable, Codable {
    /// Launch Library 2's id of the launch.
    public let launchID: String
    /// When the refresh that saw it ran.
    public let recordedAt: Date
    public let from: LaunchSchedule
    public let to: LaunchSchedule

    public init(launchID: String, recordedAt: Date, from: LaunchSchedule, to: LaunchSchedule) {
        self.launchID = launchID
        self.recordedAt = recordedAt
        self.from = from
        self.to = to
    }

    /// Whether the NET moved (or how precisely it is known changed): what a calendar event follows.
    public var movedTheDate: Bool { from.net != to.net || from.precision != to.precision }

    /// The change between a launch as stored and as refreshed; nil when its schedule is the same.
    public static func between(_ old: Launch, _ new: Launch, at date: Date) -> LaunchChange? {
        let (from, to) = (LaunchSchedule(old), LaunchSchedule(new))
        guard from != to else { return nil }
        return LaunchChange(launchID: new.id, recordedAt: date, from: from, to: to)
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
