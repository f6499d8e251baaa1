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
    /// The agencies, astronauts, stations and kinds of spacecraft.
    let referenceLists: LaunchLibraryReferenceLists
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
        var documents: [String: Data] = [:]
        for file in LaunchLibraryReferenceLists.paths.values {
            let url = snapshotDirectory.appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: url.path) { documents[file] = try Data(contentsOf: url) }
        }
        let referenceLists = try LaunchLibraryReferenceLists(documents: documents)
        guard !lists.isEmpty || !referenceLists.isEmpty else { return nil }
        self.lists = lists
        self.referenceLists = referenceLists
        self.requestsPerHour = requestsPerHour
    }

    /// The answer for `path`, or nil when the path is not Launch Library's. `origin` is how the
    /// client reached this server, for the `next` URLs.
    func answer(path: String, query: [String: String], origin: String, now: Date) -> (status: Int, body: String, retryAfter: Int?)? {
        guard path.hasPrefix("/2.2.0/launch/") || LaunchLibraryReferenceLists.paths[path] != nil else { return nil }
        if let wait = overLimit(at: now) {
            return (429, #"{"detail":"Request was throttled. Expected available in \#(wait) seconds."}"#, wait)
        }
        if LaunchLibraryReferenceLists.paths[path] != nil {
            return (
                200, referenceLists.answer(path: path, query: query, origin: origin) ?? #"{"count":0,"next":null,"previous":null,"results":[]}"#, nil
            )
        }
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
