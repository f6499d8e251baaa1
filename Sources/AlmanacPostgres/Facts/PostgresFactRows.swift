import AlmanacCore
import Foundation
import PostgresNIO

/// Reading and writing rows of `fact`.
enum PostgresFactRow {
    /// The columns every fact query selects, in the order `fact(_:)` reads them.
    static let columns = "f.id, f.text, f.categories, f.url, f.created_at, f.updated_at"

    static func fact(_ row: PostgresRow) throws -> Fact {
        let (id, text, categories, url, createdAt, updatedAt) = try row.decode((String, String, String, String, Double?, Double?).self)
        return Fact(
            id: id, text: text, categories: (try? JSONText.decode([String].self, from: categories)) ?? [], url: url,
            createdAt: createdAt.map(Date.init(timeIntervalSince1970:)), updatedAt: updatedAt.map(Date.init(timeIntervalSince1970:))
        )
    }

    /// ` AND NOT f.explicit` while safe mode is on.
    static func safeModeFilter(_ safeMode: SafeMode) -> String {
        safeMode.includesExplicit ? "" : " AND NOT f.explicit"
    }
}

/// What a viewer typed, as `tsquery` text: every word must appear, whole or as the start of a
/// longer word. Words are folded as the stored text is, and are letters and digits only, so
/// nothing typed is read as query syntax.
struct PostgresTextQuery {
    let wholeWords: String
    let prefixes: String

    /// Nil when the text has no word characters at all.
    init?(_ text: String) {
        let words = text.foldedForSearch.split { !($0.isLetter || $0.isNumber) }.prefix(16)
        guard !words.isEmpty else { return nil }
        wholeWords = words.map { "'\($0)'" }.joined(separator: " & ")
        prefixes = words.map { "'\($0)':*" }.joined(separator: " & ")
    }
}

extension PostgresConnection {
    /// Adds or updates each fact (by id) and its category links.
    func upsertFacts(_ facts: [FetchedFact]) async throws {
        for fetched in facts {
            let fact = fetched.fact
            try await run("""
                INSERT INTO fact (id, text, categories, explicit, url, created_at, updated_at, body, folded_text)
                VALUES (\(fact.id), \(fact.text), \(try JSONText.encode(fact.categories)), \(fact.isExplicit), \(fact.url),
                        \(fact.createdAt?.timeIntervalSince1970), \(fact.updatedAt?.timeIntervalSince1970), \(fetched.body),
                        \(fact.text.foldedForSearch))
                ON CONFLICT (id) DO UPDATE SET
                    text = excluded.text, categories = excluded.categories, explicit = excluded.explicit, url = excluded.url,
                    created_at = excluded.created_at, updated_at = excluded.updated_at, body = excluded.body, folded_text = excluded.folded_text
                """)
            try await run("DELETE FROM fact_in_category WHERE fact_id = \(fact.id)")
            for category in Set(fact.categories) {
                try await run("INSERT INTO fact_in_category (category, fact_id) VALUES (\(category), \(fact.id))")
            }
        }
    }
}
