import AlmanacCore
import Foundation
import Synchronization

/// Launch Library 2 from a snapshot (`ll2/upcoming.json`, `ll2/previous.json`, and the reference
/// lists `ll2/agencies.json`, `ll2/astronauts.json`, `ll2/spacestations.json`) at
/// `/2.2.0/launch/upcoming/`, `/2.2.0/launch/previous/`, `/2.2.0/agencies/`, `/2.3.0/astronauts/` and
/// `/2.3.0/space_stations/`, with its paging (`limit` up to 100,
/// `offset`, absolute `next` and `previous` URLs), its `lsp__id` filter (one id or several),
/// `net__lt`, `last_updated__gte` and,
/// like its free tier, a 429 with `Retry-After` beyond `requestsPerHour`.
final class LaunchLibraryReplay: Sendable {
    struct Launch: Sendable {
        let entry: LaunchLibraryPaging.Entry
        /// The launch object as JSON text.
        let json: String
    }

    let lists: [LaunchLibraryList: [Launch]]
    /// Each reference list's objects as JSON text, in the file's order, by the path that serves them.
    let referenceLists: [String: [String]]
    /// Where each reference list is served from, and its file.
    static let referencePaths = [
        "/2.2.0/agencies/": SnapshotLayout.pattern(.agencies), "/2.3.0/astronauts/": SnapshotLayout.astronauts,
        "/2.3.0/space_stations/": SnapshotLayout.spaceStations,
        "/2.3.0/spacecraft_configurations/": SnapshotLayout.spacecraft,
    ]
    let requestsPerHour: Int?
    private let answered = Mutex<[Date]>([])

    /// Nil when the snapshot holds none of the files.
    init?(snapshotDirectory: URL, requestsPerHour: Int?) throws {
        var lists: [LaunchLibraryList: [Launch]] = [:]
        for list in LaunchLibraryList.allCases {
            let file = snapshotDirectory.appendingPathComponent(SnapshotLayout.launchLibrary(list))
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            guard let page = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
                let results = page["results"] as? [[String: Any]]
            else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: file.path])
            }
            lists[list] = try results.map { object in
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
                return Launch(
                    entry: LaunchLibraryPaging.Entry(
                        id: object["id"] as? String ?? "", providerID: (object["launch_service_provider"] as? [String: Any])?["id"] as? Int,
                        lastUpdated: (object["last_updated"] as? String).flatMap { try? Date($0, strategy: .iso8601) },
                        net: (object["net"] as? String).flatMap { try? Date($0, strategy: .iso8601) }, name: object["name"] as? String ?? ""),
                    json: String(decoding: data, as: UTF8.self)
                )
            }
        }
        var referenceLists: [String: [String]] = [:]
        for (path, name) in Self.referencePaths {
            let file = snapshotDirectory.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            guard let page = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
                let results = page["results"] as? [Any]
            else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: file.path])
            }
            referenceLists[path] = try results.map {
                String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
            }
        }
        guard !lists.isEmpty || !referenceLists.isEmpty else { return nil }
        self.lists = lists
        self.referenceLists = referenceLists
        self.requestsPerHour = requestsPerHour
    }

    /// The answer for `path`, or nil when the path is not Launch Library's. `origin` is how the
    /// client reached this server, for the `next` URLs.
    func answer(path: String, query: [String: String], origin: String, now: Date) -> (status: Int, body: String, retryAfter: Int?)? {
        guard path.hasPrefix("/2.2.0/launch/") || Self.referencePaths[path] != nil else { return nil }
        if let wait = overLimit(at: now) {
            return (429, #"{"detail":"Request was throttled. Expected available in \#(wait) seconds."}"#, wait)
        }
        if Self.referencePaths[path] != nil { return (200, page(of: referenceLists[path] ?? [], at: path, query: query, origin: origin), nil) }
        let name = path.dropFirst("/2.2.0/launch/".count).split(separator: "/").first.map(String.init) ?? ""
        guard let list = LaunchLibraryList(rawValue: name) else { return (404, #"{"detail":"Not found."}"#, nil) }
        let launches = lists[list] ?? []
        switch LaunchLibraryPaging.page(launches.map(\.entry), query: query, address: origin + path) {
        case .failure(let refusal):
            return (400, refusal.body, nil)
        case .success(let page):
            let byID = Dictionary(launches.map { ($0.entry.id, $0.json) }) { first, _ in first }
            return (200, page.document(page.ids.compactMap { byID[$0] }), nil)
        }
    }

    /// One page of `objects` in Launch Library 2's list shape, with absolute `next` and
    /// `previous` links to the same path and query.
    private func page(of objects: [String], at path: String, query: [String: String], origin: String) -> String {
        let limit = min(max(Int(query["limit"] ?? "") ?? 10, 1), 100)
        let offset = max(Int(query["offset"] ?? "") ?? 0, 0)
        let page = objects.dropFirst(offset).prefix(limit)
        func link(_ offset: Int) -> String {
            var parameters = query
            parameters["limit"] = String(limit)
            parameters["offset"] = String(offset)
            let text = parameters.sorted { $0.key < $1.key }.map {
                "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
            }
            return "\"\(origin)\(path)?\(text.joined(separator: "&"))\""
        }
        let next = offset + limit < objects.count ? link(offset + limit) : "null"
        let previous = offset > 0 ? link(max(offset - limit, 0)) : "null"
        return #"{"count":\#(objects.count),"next":\#(next),"previous":\#(previous),"results":["# + page.joined(separator: ",") + "]}"
    }

    /// Counts the request; the seconds to wait when the hour's requests are spent.
    private func overLimit(at now: Date) -> Int? {
        guard let requestsPerHour else { return nil }
        return answered.withLock { times in
            times.removeAll { now.timeIntervalSince($0) >= 3600 }
            guard times.count >= requestsPerHour else {
                times.append(now)
                return nil
            }
            return max(1, Int((3600 - now.timeIntervalSince(times[0])).rounded(.up)))
        }
    }
}
