/// Locale-independent number formatting: the same text on every machine and in every test.
public enum NumberText {
    /// Digits grouped by thousands with commas: 74000000000 → "74,000,000,000".
    public static func grouped<Number: BinaryInteger>(_ value: Number) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// A measurement with at most `decimals` decimals and grouped digits: 549054 → "549,054", 3.7 → "3.7".
    public static func decimal(_ value: Double, decimals: Int = 1) -> String {
        // Beyond 10^15 a Double has no decimals left to show, and `Int64` would overflow.
        guard value.isFinite, abs(value) < 1e15 else { return "unknown" }
        let scale = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
        let rounded = (value * scale).rounded() / scale
        let whole = Int64(rounded.rounded(.towardZero))
        let fraction = abs(rounded - Double(whole))
        var text = grouped(whole)
        if rounded < 0, whole == 0 { text = "-" + text }
        guard decimals > 0, fraction > 0 else { return text }
        let fractionDigits = String(Int((fraction * scale).rounded()))
        let padded = String(repeating: "0", count: max(0, decimals - fractionDigits.count)) + fractionDigits
        return text + "." + String(padded.reversed().drop { $0 == "0" }.reversed())
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
