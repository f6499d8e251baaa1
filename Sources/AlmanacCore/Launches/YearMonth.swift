/// A calendar month such as 2021-07, as typed in `from` / `to` filters.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    public init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// What `init(_:)` accepts, as a regular expression: year 0001 to 9999, month 01 to 12.
    public static let pattern = "^([1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])-(0[1-9]|1[0-2])$"

    /// Parses `YYYY-MM`; anything else is nil.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1])
        else { return nil }
        self.init(year: year, month: month)
    }

    /// `year * 100 + month`: orders months and is what the store indexes.
    public var key: Int { year * 100 + month }

    public var description: String {
        let monthText = month < 10 ? "0\(month)" : "\(month)"
        return "\(year)-\(monthText)"
    }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool { lhs.key < rhs.key }
}
