/// A validated rockets filter: active only or all, and a sort key.
public struct RocketQuery: Hashable, Sendable {
    public var activeOnly: Bool
    public var sort: RocketSort

    public init(activeOnly: Bool = false, sort: RocketSort = .name) {
        self.activeOnly = activeOnly
        self.sort = sort
    }

    /// Parses the raw `active` and `sort` values from a query string or flags.
    public init(parsingActive active: String?, sort: String?) throws(InvalidInput) {
        let activeOnly: Bool
        switch active.nonEmpty?.lowercased() {
        case nil, "false", "0", "no", "all": activeOnly = false
        case "true", "1", "yes": activeOnly = true
        case let other?:
            throw InvalidInput(.active, "\(.active) must be true or false (got \"\(other)\")")
        }
        var sortKey = RocketSort.name
        if let text = sort.nonEmpty {
            guard let parsed = RocketSort(rawValue: text) else {
                let allowed = RocketSort.allCases.map(\.rawValue).joined(separator: ", ")
                throw InvalidInput(.sort, "\(.sort) must be one of \(allowed) (got \"\(text)\")")
            }
            sortKey = parsed
        }
        self.init(activeOnly: activeOnly, sort: sortKey)
    }
}

/// How the rockets catalogue is ordered; each key has the direction a reader expects.
public enum RocketSort: String, CaseIterable, Hashable, Sendable {
    /// A to Z.
    case name
    /// Oldest first; rockets that never flew last.
    case firstFlight = "first-flight"
    /// Most reliable first; unknown last.
    case successRate = "success-rate"
    /// Cheapest first; unknown last.
    case cost
}
