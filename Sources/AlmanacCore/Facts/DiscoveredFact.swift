import Foundation

/// A fact the facts API brought that Almanac had not stored before, and when: an entry of the
/// new facts' feed. Facts from an import are not discoveries (a snapshot brings hundreds at once,
/// none of them news), so a store seeded from one announces only what the API adds later.
public struct DiscoveredFact: Hashable, Sendable {
    public let fact: Fact
    public let discoveredAt: Date

    public init(fact: Fact, discoveredAt: Date) {
        self.fact = fact
        self.discoveredAt = discoveredAt
    }
}
