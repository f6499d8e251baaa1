import AlmanacCore
import Foundation

/// The one search box's index (`search_entry`): FTS5 on SQLite, a `tsvector` on PostgreSQL,
/// each word typed matched whole or as the start of a word.
public struct SQLSearchIndex: SearchIndex {
    private let database: any SQLDatabase

    public init(database: any SQLDatabase) { self.database = database }

    public func searchEntries(matching text: SearchText, limit: Int) async throws -> [SearchEntry] {
        try await database.read { session in
            guard let query = TextQuery(text.text, on: session.engine) else { return [] }
            let match: SQL = session.engine.pick(
                sqlite: "search_entry MATCH \(query.prefixes)", postgres: "search @@ to_tsquery('simple', \(query.prefixes))")
            return try await session.rows("SELECT kind, key, title, detail, date_unix, words FROM search_entry WHERE \(match) LIMIT \(limit)")
                .compactMap(Self.entry)
        }
    }

    /// An entry as stored; nil for a kind this build does not know (a newer build wrote it).
    private static func entry(_ row: SQLRow) throws -> SearchEntry? {
        guard let kind = SearchKind(rawValue: try row["kind"]) else { return nil }
        let date: Double? = try row["date_unix"]
        return SearchEntry(
            kind: kind, key: try row["key"], title: try row["title"], detail: try row["detail"],
            date: date.map(Date.init(timeIntervalSince1970:)), storedWords: try row["words"])
    }
}
