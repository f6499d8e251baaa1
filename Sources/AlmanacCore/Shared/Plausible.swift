import Foundation

/// The ranges a value from outside (an upstream body, a snapshot file) must fall in before it is
/// used. Outside them a value is not a measurement but damage or an attack: an optional value
/// becomes unknown, a required one refuses its record. Every conversion of an outside number goes
/// through here, so none can trap (`Int(1e19)` would).
public enum Plausible {
    /// 1950-01-01 … 2100-12-31 (UTC): every date the datasets hold falls in it.
    public static let dates = Date(timeIntervalSince1970: -631_152_000)...Date(timeIntervalSince1970: 4_133_980_799)

    /// Years of `dates`.
    public static let years = 1950...2100

    /// The largest magnitude a measurement may have (a SWAPI population is below 10^13).
    public static let magnitude = 1e15

    /// UTC offsets in use lie within ±18 hours.
    public static let utcOffsetSeconds = -64_800...64_800

    /// How many records one list of a dataset may announce.
    public static let collectionCount = 0...1_000_000

    /// The date, when it lies within `dates`.
    public static func date(_ date: Date?) -> Date? {
        guard let date, dates.contains(date) else { return nil }
        return date
    }

    /// A finite number no larger than `magnitude`, and within `range` when one is given.
    public static func number(_ value: Double?, in range: ClosedRange<Double>? = nil) -> Double? {
        guard let value, value.isFinite, abs(value) <= magnitude else { return nil }
        if let range, !range.contains(value) { return nil }
        return value
    }

    /// A number that is a whole number (after rounding) and within `range`.
    public static func wholeNumber(_ value: Double?, in range: ClosedRange<Int>) -> Int? {
        guard let value = number(value), let whole = Int(exactly: value.rounded()), range.contains(whole) else { return nil }
        return whole
    }

    /// An integer within `range`.
    public static func integer<Number: BinaryInteger>(_ value: Number?, in range: ClosedRange<Number>) -> Number? {
        guard let value, range.contains(value) else { return nil }
        return value
    }
}
