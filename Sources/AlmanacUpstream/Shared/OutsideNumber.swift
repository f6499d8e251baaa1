import AlmanacCore
import Foundation

/// Whole numbers from upstream bodies. Their DTO fields are decoded as `Double`, because
/// Foundation's decoder refuses an `Int` field holding `1e+300` or `10000000000000000000` with
/// nothing but "not valid JSON at the top level"; read as a number first, the value is checked
/// here against a plausible range, and a refusal says which record and field were wrong.
enum OutsideNumber {
    /// A required whole number within `range`, or a decoding error naming `field` and `record`.
    static func required(_ value: Double, _ field: String, of record: String, in range: ClosedRange<Int>) throws -> Int {
        guard let whole = Plausible.wholeNumber(value, in: range) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: [],
                    debugDescription: "\(record) has \(field) \(value), not a whole number from \(range.lowerBound) to \(range.upperBound)"
                ))
        }
        return whole
    }

    /// An optional whole number: nil when absent or outside `range` (shown as unknown).
    static func optional(_ value: Double?, in range: ClosedRange<Int>) -> Int? {
        Plausible.wholeNumber(value, in: range)
    }
}
