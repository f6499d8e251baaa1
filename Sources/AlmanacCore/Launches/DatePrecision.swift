/// How much of a launch date is known: a scheduled launch may only be pinned to a quarter or a
/// year. The SpaceX API names six of these; Launch Library 2 adds the minute (its "second" and
/// "minute") and the decade.
public enum DatePrecision: String, CaseIterable, Hashable, Sendable, Codable {
    case minute, hour, day, month, quarter, half, year, decade

    /// Known to the hour or better: worth a countdown.
    public var isExact: Bool { self == .minute || self == .hour }
}
