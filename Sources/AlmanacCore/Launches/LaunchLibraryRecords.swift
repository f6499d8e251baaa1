import Foundation

/// Launch Library 2's launches as it sent them, for a mirror of its API: each list in the order
/// Launch Library answers it, with what its filters read of each launch (from the launches read
/// model, not from the records), and the records themselves for the page answered.
public struct LaunchLibraryRecords: Sendable {
    let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    /// What a list's filters read of one launch.
    public struct Indexed: Sendable {
        /// Launch Library's id.
        public let id: String
        public let providerID: Int?
        public let lastUpdated: Date?
        public let net: Date
        /// "Falcon 9 Block 5 | Starlink Group 99-1".
        public let name: String
    }

    /// The launches of each list: upcoming soonest first, previous latest first, as Launch
    /// Library orders them; `all` holds both, soonest first.
    public struct Index: Sendable {
        public let upcoming: [Indexed]
        public let previous: [Indexed]
        public let all: [Indexed]
    }

    public func index() async throws -> Index {
        let lists = try await store.launchLibraryLists()
        var byList: [LaunchLibraryList: [Indexed]] = [:]
        for launch in try await store.timeline() {
            guard let details = launch.launchLibrary, let list = lists[details.id] else { continue }
            byList[list, default: []].append(
                Indexed(id: details.id, providerID: details.provider?.id, lastUpdated: details.lastUpdated, net: launch.date, name: details.fullName))
        }
        let soonestFirst: (Indexed, Indexed) -> Bool = { ($0.net, $0.id) < ($1.net, $1.id) }
        let upcoming = (byList[.upcoming] ?? []).sorted(by: soonestFirst)
        let previous = (byList[.previous] ?? []).sorted(by: soonestFirst)
        return Index(upcoming: upcoming, previous: previous.reversed(), all: (upcoming + previous).sorted(by: soonestFirst))
    }

    /// The records of `ids` as Launch Library sent them, in the order of `ids`.
    public func bodies(_ ids: [String]) async throws -> [Data] {
        let found = try await store.launchLibraryBodies(ids)
        return ids.compactMap { found[$0] }
    }

    /// Every launch of both sources, merged (`LaunchTimeline`), from the read model.
    public func timeline() async throws -> [Launch] { try await store.timeline() }

    /// One record as Launch Library sent it; nil when it is not stored.
    public func body(id: String) async throws -> Data? { try await store.launchLibraryBodies([id])[id] }
}
