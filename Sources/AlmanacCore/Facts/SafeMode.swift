/// Whether facts in the "explicit" category are shown. On (hiding them) unless the viewer opts out.
public enum SafeMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// Explicit facts are hidden everywhere: search, random, category tags, lists.
    case on
    /// Everything is shown.
    case off

    public var includesExplicit: Bool { self == .off }

    /// Reads the API's `explicit` parameter: `include` turns safe mode off, `hide` (or nothing) keeps it on.
    public init(explicitParameter raw: String?) throws(InvalidInput) {
        switch raw?.lowercased() {
        case nil, "", "hide": self = .on
        case "include": self = .off
        case let other?:
            throw InvalidInput(.explicit, "\(.explicit) must be include or hide (got \"\(other)\")")
        }
    }

    /// Whether a fact may be shown.
    public func allows(_ fact: Fact) -> Bool { includesExplicit || !fact.isExplicit }

    /// Whether a category may be offered.
    public func allows(category: String) -> Bool { includesExplicit || category != Fact.explicitCategory }
}
