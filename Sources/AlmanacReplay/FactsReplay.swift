import AlmanacCore
import Foundation

/// api.chucknorris.io from a snapshot (`chucknorris/jokes.json`, `chucknorris/categories.json`),
/// with the upstream's rules: search needs 3 to 120 characters and returns every match unpaged
/// as `{total, result}` (a case-insensitive substring match); random takes `category=a,b`;
/// unknown ids and categories answer 404. The replay server answers with it, and so does
/// Almanac's own mirror (`/mirror/chucknorris/jokes/`) from the store's facts.
public struct FactsReplay: Sendable {
    struct Joke: Sendable {
        let id: String
        let folded: String
        let categories: [String]
        /// The joke object as JSON text.
        let json: String
    }

    let jokes: [Joke]
    let categories: [String]

    /// Nil when the snapshot has no facts.
    init?(snapshotDirectory: URL) throws {
        let file = snapshotDirectory.appendingPathComponent(SnapshotLayout.facts)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let categoriesFile = snapshotDirectory.appendingPathComponent(SnapshotLayout.factCategories)
        let categories = FileManager.default.fileExists(atPath: categoriesFile.path) ? try Data(contentsOf: categoriesFile) : nil
        try self.init(jokes: try Data(contentsOf: file), categories: categories, source: file.path)
    }

    /// From `chucknorris/jokes.json` and, when there is one, `chucknorris/categories.json`, as a
    /// store exports them; `source` names where they came from in an error.
    public init(jokes document: Data, categories categoriesDocument: Data?, source: String = "the store") throws {
        guard let objects = try JSONSerialization.jsonObject(with: document) as? [[String: Any]] else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: source])
        }
        jokes = try objects.map { object in
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
            return Joke(
                id: object["id"] as? String ?? "", folded: (object["value"] as? String ?? "").lowercased(),
                categories: object["categories"] as? [String] ?? [], json: String(decoding: data, as: UTF8.self)
            )
        }
        if let categoriesDocument {
            categories = try JSONDecoder().decode([String].self, from: categoriesDocument)
        } else {
            categories = Array(Set(jokes.flatMap(\.categories))).sorted()
        }
    }

    /// The status and body for a path under `/jokes`.
    public func answer(path: String, query: [String: String]) -> (status: Int, body: String) {
        switch path {
        case "/jokes/categories":
            return (200, "[" + categories.map { "\"\($0)\"" }.joined(separator: ",") + "]")
        case "/jokes/search":
            // Counted as the upstream counts (code units, near enough: code points), not as characters.
            let text = query["query"] ?? ""
            let term = text.lowercased()
            guard (3...120).contains(text.unicodeScalars.count) else {
                return (400, #"{"status":400,"error":"Bad Request","message":"search.query: size must be between 3 and 120","path":"/jokes/search"}"#)
            }
            let found = jokes.filter { $0.folded.contains(term) }
            return (200, #"{"total":\#(found.count),"result":["# + found.map(\.json).joined(separator: ",") + "]}")
        case "/jokes/random":
            let wanted = (query["category"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            let pool = wanted.isEmpty ? jokes : jokes.filter { !Set($0.categories).isDisjoint(with: wanted) }
            guard let joke = pool.randomElement() else {
                return (
                    404,
                    #"{"status":404,"error":"Not Found","message":\#(Self.quoted("No jokes for category \"\(wanted.joined(separator: ","))\" found.")),"path":"/jokes/random"}"#
                )
            }
            return (200, joke.json)
        default:
            let id = path.dropFirst("/jokes/".count)
            guard path.hasPrefix("/jokes/"), let joke = jokes.first(where: { $0.id == id }) else {
                return (404, #"{"status":404,"error":"Not Found","path":\#(Self.quoted(path))}"#)
            }
            return (200, joke.json)
        }
    }

    /// `text` as a JSON string, quoted and escaped: an id or category from the request is
    /// anything at all.
    private static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? #""""#
    }
}
