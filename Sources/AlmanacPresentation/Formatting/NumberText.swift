/// Locale-independent number formatting: the same text on every machine and in every test.
public enum NumberText {
    /// Digits grouped by thousands with commas: 74000000000 → "74,000,000,000". Works on the
    /// ASCII digits as bytes: weather pages format hundreds of numbers each.
    public static func grouped<Number: BinaryInteger>(_ value: Number) -> String {
        let digits = Array(String(value.magnitude).utf8)
        guard digits.count > 3 || value < 0 else { return String(decoding: digits, as: UTF8.self) }
        var result: [UInt8] = value < 0 ? [UInt8(ascii: "-")] : []
        result.reserveCapacity(digits.count + digits.count / 3 + 1)
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(UInt8(ascii: ",")) }
            result.append(digit)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A measurement with at most `decimals` decimals and grouped digits: 549054 → "549,054", 3.7 → "3.7".
    public static func decimal(_ value: Double, decimals: Int = 1) -> String {
        // Beyond 10^15 a Double has no decimals left to show, and `Int64` would overflow; three
        // decimals at most keep 10^15 × 10^decimals within `Int64` too.
        guard value.isFinite, abs(value) < 1e15 else { return "unknown" }
        let decimals = min(max(decimals, 0), 3)
        let scale: Int64 = [1, 10, 100, 1000][decimals]
        // Whole numbers of the last decimal, so the digits come from integer arithmetic.
        let scaled = Int64((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        let text = sign + grouped(scaled / scale)
        let fraction = scaled % scale
        guard fraction > 0 else { return text }
        var digits = Array(String(fraction).utf8)
        digits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: decimals - digits.count), at: 0)
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        return text + "." + String(decoding: digits, as: UTF8.self)
    }

    /// A measurement rounded to a whole number ("17"), "–" when it is not one (non-finite or
    /// too large to be one): never a trap.
    public static func whole(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15, let whole = Int(exactly: value.rounded()) else { return "–" }
        return String(whole)
    }

    /// US dollars in words a reader takes in at a glance: "USD 50,000,000".
    public static func dollars(_ value: Int64) -> String { "USD " + grouped(value) }
}

extension NumberText {
    /// "1st", "2nd", "3rd", "11th", "87th".
    public static func ordinal(_ value: Int) -> String {
        let suffix: String
        switch (value % 10, value % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(grouped(value))\(suffix)"
    }

    /// A duration in its two largest units: "3 days 3 hours", "5 hours 2 minutes", "40 seconds".
    public static func duration(seconds: Double) -> String {
        let total = Int(max(0, min(seconds, 1e12)).rounded())
        let parts: [(Int, Noun)] = [
            (total / 86_400, Noun("day")), (total % 86_400 / 3_600, Noun("hour")), (total % 3_600 / 60, Noun("minute")), (total % 60, Noun("second")),
        ]
        let shown = parts.drop { $0.0 == 0 }.prefix(2).filter { $0.0 > 0 }
        return shown.isEmpty ? "0 seconds" : shown.map { $1.count($0) }.joined(separator: " ")
    }
}
