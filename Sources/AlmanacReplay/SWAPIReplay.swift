import AlmanacCore
import Foundation

/// SWAPI from its snapshot files (`swapi/<resource>.json`, from a snapshot directory or from a
/// store) in both shapes its mirrors use, under two prefixes:
/// - `/swapi.dev/api/<resource>/?page=N[&search=]`: pages of 10 (`{count, next, previous, results}`),
///   URLs ending in a slash, 404 `{"detail":"Not found"}` past the last page;
/// - `/swapi.info/api/<resource>`: every record as a bare array, URLs without a trailing slash.
/// Both serve `/<resource>/<id>` too. URLs in bodies point back at the server answering. The
/// replay server answers with it, and so does Almanac's own SWAPI mirror (`/mirror/swapi/api/`).
public struct SWAPIReplay: Sendable {
    public enum Style: String, Sendable {
        case paged = "swapi.dev"
        case complete = "swapi.info"
    }

    struct Record: Sendable {
        let id: Int
        let name: String
        /// The record's JSON with every SWAPI URL as `marker` + `/<resource>/<id>/` (swapi.dev).
        let paged: String
        /// The same with `marker` + `/<resource>/<id>` (swapi.info).
        let complete: String
    }

    static let marker = "\u{1}BASE\u{1}"

    /// Resource name → records in snapshot order.
    let resources: [String: [Record]]
    /// Records per swapi.dev page.
    let pageSize: Int

    /// Reads `swapi/<resource>.json` (either shape's records); nil when the snapshot has no SWAPI.
    init?(snapshotDirectory: URL, pageSize: Int = 10) throws {
        let folder = snapshotDirectory.appendingPathComponent(DatasetID.swapi.snapshotFolder)
        guard FileManager.default.fileExists(atPath: folder.path) else { return nil }
        var documents: [String: Data] = [:]
        for resource in GalaxyResource.allCases {
            let path = SnapshotLayout.swapi(resource)
            let file = snapshotDirectory.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            documents[path] = try Data(contentsOf: file)
        }
        try self.init(documents: documents, pageSize: pageSize, source: folder.path)
    }

    /// From the snapshot files by path (`swapi/people.json` → its bytes), as a store exports them;
    /// `source` names where they came from in an error.
    public init(documents: [String: Data], pageSize: Int = 10, source: String = "the store") throws {
        let urlPattern = try NSRegularExpression(pattern: #"https?://[^"]+?/api(/[a-z]+/[0-9]+)/?""#)
        var resources: [String: [Record]] = [:]
        for resource in GalaxyResource.allCases {
            guard let document = documents[SnapshotLayout.swapi(resource)] else { continue }
            guard let objects = try JSONSerialization.jsonObject(with: document) as? [[String: Any]] else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: "\(source)/\(resource.rawValue).json"])
            }
            resources[resource.rawValue] = try objects.map { object in
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
                let text = String(decoding: data, as: UTF8.self)
                func rewrite(slash: String) -> String {
                    urlPattern.stringByReplacingMatches(
                        in: text, range: NSRange(text.startIndex..., in: text), withTemplate: Self.marker + "$1" + slash + "\""
                    )
                }
                let url = object["url"] as? String ?? ""
                let id = Int(url.split(separator: "/").last ?? "") ?? 0
                return Record(
                    id: id, name: (object["name"] ?? object["title"]) as? String ?? "",
                    paged: rewrite(slash: "/"), complete: rewrite(slash: "")
                )
            }
        }
        self.resources = resources
        self.pageSize = max(1, pageSize)
    }

    /// The answer for `path` (after the style prefix) and its query, or a 404 body.
    func answer(style: Style, path: String, query: [String: String], origin: String) -> (status: Int, body: String) {
        answer(style: style, path: path, query: query, base: "\(origin)/\(style.rawValue)/api")
    }

    /// The answer for `path` (after `base`, the API's root: `http://host/mirror/swapi/api`) and
    /// its query, or a 404 body; every SWAPI URL in it begins with `base`.
    public func answer(style: Style, path: String, query: [String: String], base: String) -> (status: Int, body: String) {
        let parts = path.split(separator: "/").map(String.init)
        // The root: each resource's list, as swapi.dev's `/api/` names them.
        if parts.isEmpty {
            let slash = style == .paged ? "/" : ""
            let links = GalaxyResource.allCases.filter { resources[$0.rawValue] != nil }.map {
                "\"\($0.rawValue)\":\"\(base)/\($0.rawValue)\(slash)\""
            }
            return (200, "{" + links.joined(separator: ",") + "}")
        }
        guard let resource = parts.first, let records = resources[resource], parts.count <= 2 else {
            return notFound(style)
        }
        func render(_ record: Record) -> String {
            (style == .paged ? record.paged : record.complete).replacingOccurrences(of: Self.marker, with: base)
        }
        if parts.count == 2 {
            guard let id = Int(parts[1]), let record = records.first(where: { $0.id == id }) else { return notFound(style) }
            return (200, render(record))
        }
        switch style {
        case .complete:
            return (200, "[" + records.map(render).joined(separator: ",") + "]")
        case .paged:
            let search = query["search"]?.lowercased() ?? ""
            let matching = search.isEmpty ? records : records.filter { $0.name.lowercased().contains(search) }
            let page = query["page"].flatMap { Int($0) } ?? 1
            // The page checked against the last one before its first record's position is
            // worked out: any number a query names must not overflow it (that traps).
            let pages = max((matching.count + pageSize - 1) / pageSize, 1)
            guard (1...pages).contains(page) else { return notFound(style) }
            let start = (page - 1) * pageSize
            let slice = matching[start..<min(start + pageSize, matching.count)]
            func link(_ number: Int) -> String {
                let searchPart = search.isEmpty ? "" : "&search=\(search.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
                return "\"\(base)/\(resource)/?page=\(number)\(searchPart)\""
            }
            let next = start + pageSize < matching.count ? link(page + 1) : "null"
            let previous = page > 1 ? link(page - 1) : "null"
            return (
                200,
                #"{"count":\#(matching.count),"next":\#(next),"previous":\#(previous),"results":["# + slice.map(render).joined(separator: ",") + "]}"
            )
        }
    }

    private func notFound(_ style: Style) -> (status: Int, body: String) {
        (404, style == .paged ? #"{"detail":"Not found"}"# : #"{"message":"Resource not found"}"#)
    }
}
