import Foundation

/// One field of a resource's schema: its SWAPI key, a label in words and how to read it.
public struct GalaxyField: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Words shown as they come ("blond", "19BBY").
        case text
        /// Several paragraphs (a film's opening crawl).
        case longText
        /// A number, shown with grouped digits and the unit when it parses ("172 cm"), else verbatim.
        case quantity(unit: String?)
        /// A `YYYY-MM-DD` date.
        case date
        /// A URL to one record of a resource (homeworld).
        case link(GalaxyResource)
        /// URLs to records of a resource (films, residents, pilots…).
        case links(GalaxyResource)
    }

    public let key: String
    public let label: String
    public let kind: Kind

    public init(_ key: String, _ kind: Kind = .text, label: String? = nil) {
        self.key = key
        self.kind = kind
        self.label = label ?? key.replacingOccurrences(of: "_", with: " ")
    }

    /// Whether the field holds links rather than a value.
    public var isLink: Bool {
        switch kind {
        case .link, .links: true
        default: false
        }
    }

    /// The number to sort by: a quantity's value or a date as `yyyymmdd`; nil when unknown.
    public func sortValue(of text: String) -> Double? {
        switch kind {
        case .quantity: return GalaxyNumber.parse(text)
        case .date:
            let parts = text.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3, (0...9999).contains(parts[0]), (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
            return Double(parts[0] * 10_000 + parts[1] * 100 + parts[2])
        default: return nil
        }
    }
}
