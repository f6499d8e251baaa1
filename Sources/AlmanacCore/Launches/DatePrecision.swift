/// How much of a launch date is known: a scheduled launch may only be pinned to a quarter or a year.
public enum DatePrecision: String, CaseIterable, Hashable, Sendable, Codable {
    case hour, day, month, quarter, half, year
}
