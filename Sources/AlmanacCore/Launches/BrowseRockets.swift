import Foundation

/// The rockets catalogue, filtered and sorted. The list is small, so it is ordered here rather
/// than in the store.
public struct BrowseRockets: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    public func callAsFunction(_ query: RocketQuery) async throws -> [Rocket] {
        let rockets = try await store.rockets().filter { !query.activeOnly || $0.isActive }
        return rockets.sorted { lhs, rhs in
            let byName = lhs.name.localizedStandardCompare(rhs.name) == .orderedAscending
            switch query.sort {
            case .name:
                return byName
            case .firstFlight:
                return Self.ordered(lhs.firstFlight, rhs.firstFlight, ascending: true) ?? byName
            case .successRate:
                return Self.ordered(lhs.successRatePercent, rhs.successRatePercent, ascending: false) ?? byName
            case .cost:
                return Self.ordered(lhs.costPerLaunch, rhs.costPerLaunch, ascending: true) ?? byName
            }
        }
    }

    /// Compares optional keys with missing values last; nil when equal, so the caller breaks the tie.
    private static func ordered<Key: Comparable>(_ lhs: Key?, _ rhs: Key?, ascending: Bool) -> Bool? {
        switch (lhs, rhs) {
        case (nil, nil): return nil
        case (nil, _): return false
        case (_, nil): return true
        case let (lhs?, rhs?):
            if lhs == rhs { return nil }
            return ascending ? lhs < rhs : lhs > rhs
        }
    }
}
