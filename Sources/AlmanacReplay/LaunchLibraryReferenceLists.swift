import AlmanacCore
import Foundation

/// Launch Library 2's reference lists from their snapshot files (`ll2/agencies.json`,
/// `ll2/astronauts.json`, `ll2/spacestations.json`, `ll2/spacecraft.json`) at `/2.2.0/agencies/`,
/// `/2.3.0/astronauts/`, `/2.3.0/space_stations/` and `/2.3.0/spacecraft_configurations/`, paged
/// as Launch Library pages them (`LaunchLibraryPaging`). The replay server answers with it from
/// a snapshot, Almanac's Launch Library mirror from the store.
public struct LaunchLibraryReferenceLists: Sendable {
    /// Each list's objects as JSON text, in the file's order, by the path that serves them.
    let lists: [String: [String]]

    /// Where each reference list is served from, and its file.
    public static let paths = [
        "/2.2.0/agencies/": SnapshotLayout.pattern(.agencies), "/2.3.0/astronauts/": SnapshotLayout.astronauts,
        "/2.3.0/space_stations/": SnapshotLayout.spaceStations, "/2.3.0/spacecraft_configurations/": SnapshotLayout.spacecraft,
    ]

    /// From the snapshot files by path, as a store exports them (or a snapshot holds them).
    public init(documents: [String: Data]) throws {
        var lists: [String: [String]] = [:]
        for (path, file) in Self.paths {
            guard let document = documents[file] else { continue }
            guard let page = try JSONSerialization.jsonObject(with: document) as? [String: Any], let results = page["results"] as? [Any] else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: file])
            }
            lists[path] = try results.map {
                String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
            }
        }
        self.lists = lists
    }

    var isEmpty: Bool { lists.isEmpty }

    /// The page of the list at `path` (one of `paths`' keys) that `query` asks for, its links to
    /// `origin` + `path`; nil for a list this holds no file of.
    public func answer(path: String, query: [String: String], origin: String) -> String? {
        guard let objects = lists[path] else { return nil }
        let entries = objects.indices.map { LaunchLibraryPaging.Entry(id: String($0), providerID: nil, lastUpdated: nil, net: nil, name: "") }
        // The reference lists are paged, not filtered (`mode` and the like stay in the links).
        let paging = query.filter { !LaunchLibraryPaging.filters.contains($0.key) }
        guard case .success(let page) = LaunchLibraryPaging.page(entries, query: paging, address: origin + path) else { return nil }
        return page.document(page.ids.compactMap { Int($0) }.map { objects[$0] })
    }
}
