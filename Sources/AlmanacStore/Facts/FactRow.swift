import AlmanacCore
import Foundation
import GRDB

/// Reading and writing rows of `fact`.
enum FactRow {
    /// The columns every fact query selects, in the order `fact(from:)` reads them.
    static let columns = "f.id, f.text, f.categories, f.url, f.created_at, f.updated_at"

    static func fact(from row: Row) -> Fact {
        let categoriesJSON: String = row[2]
        let categories = (try? JSONDecoder().decode([String].self, from: Data(categoriesJSON.utf8))) ?? []
        return Fact(
            id: row[0], text: row[1], categories: categories, url: row[3],
            createdAt: (row[4] as Double?).map(Date.init(timeIntervalSince1970:)),
            updatedAt: (row[5] as Double?).map(Date.init(timeIntervalSince1970:))
        )
    }

    /// Adds or updates each fact (by id) and its category links.
    static func upsert(_ facts: [FetchedFact], in db: Database) throws {
        let upsert = try db.cachedStatement(sql: """
            INSERT INTO fact (id, text, categories, explicit, url, created_at, updated_at, body)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET
                text = excluded.text, categories = excluded.categories, explicit = excluded.explicit,
                url = excluded.url, created_at = excluded.created_at, updated_at = excluded.updated_at, body = excluded.body
            """)
        let unlink = try db.cachedStatement(sql: "DELETE FROM fact_in_category WHERE fact_id = ?")
        let link = try db.cachedStatement(sql: "INSERT OR IGNORE INTO fact_in_category (category, fact_id) VALUES (?, ?)")
        let encoder = JSONEncoder()
        for fetched in facts {
            let fact = fetched.fact
            let categories = String(decoding: try encoder.encode(fact.categories), as: UTF8.self)
            try upsert.execute(arguments: [
                fact.id, fact.text, categories, fact.isExplicit, fact.url,
                fact.createdAt?.timeIntervalSince1970, fact.updatedAt?.timeIntervalSince1970, fetched.body,
            ])
            try unlink.execute(arguments: [fact.id])
            for category in fact.categories { try link.execute(arguments: [category, fact.id]) }
        }
    }

    /// `AND f.explicit = 0` while safe mode is on.
    static func safeModeFilter(_ safeMode: SafeMode) -> String {
        safeMode.includesExplicit ? "" : " AND f.explicit = 0"
    }
}
