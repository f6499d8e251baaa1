import AlmanacCore

/// Local full-text search of facts, the one part of the facts store each engine writes its own
/// way: SQLite's FTS5 index `fact_fts` over the text (diacritics removed by its tokenizer), and
/// PostgreSQL's GIN-indexed `tsvector` over `folded_text` (folded by `foldedForSearch`). Both
/// rank whole-word matches first, then prefix matches; within each, shorter facts first (a word
/// is more what a short fact is about), then by id. Totals stop at `rankedMatchLimit`.
enum FactTextSearch {
    /// How many matches a local search ranks: ranking every match of a word found in most facts
    /// would cost a scan of its whole posting list per query; the first matches stream instead.
    static let rankedMatchLimit = 1000

    /// The statements counting and listing the matches of `text`; nil when it has no word.
    static func statements(_ text: String, filter: SQL, page: PageRequest, on engine: SQLEngine) -> (count: SQL, page: SQL)? {
        let limit = rankedMatchLimit
        switch engine {
        case .sqlite:
            guard let query = TextQuery(text, on: engine) else { return nil }
            // CROSS JOIN keeps the full-text index as the outer loop (never a scan of every fact).
            return (
                """
                SELECT COUNT(*) FROM (
                    SELECT 1 FROM fact_fts m CROSS JOIN fact f ON f.number = m.rowid WHERE fact_fts MATCH \(query.prefixes)\(filter) LIMIT \(limit))
                """,
                """
                WITH whole AS (SELECT rowid FROM fact_fts WHERE fact_fts MATCH \(query.wholeWords) LIMIT \(limit)),
                     prefixed AS (SELECT rowid FROM fact_fts WHERE fact_fts MATCH \(query.prefixes) LIMIT \(limit)),
                     candidate AS (SELECT rowid, 0 AS tier FROM whole UNION ALL SELECT rowid, 1 AS tier FROM prefixed)
                SELECT \(SQLFactStore.columns) FROM candidate c CROSS JOIN fact f ON f.number = c.rowid WHERE 1 = 1\(filter)
                GROUP BY f.number ORDER BY min(c.tier), length(f.text), f.id LIMIT \(page.limit) OFFSET \(page.offset)
                """
            )
        case .postgres:
            guard let query = TextQuery(text, on: engine) else { return nil }
            return (
                """
                SELECT COUNT(*) FROM (
                    SELECT 1 FROM fact f WHERE f.search @@ to_tsquery('simple', \(query.prefixes))\(filter) LIMIT \(limit)) AS matches
                """,
                """
                SELECT \(SQLFactStore.columns) FROM fact f WHERE f.search @@ to_tsquery('simple', \(query.prefixes))\(filter)
                ORDER BY f.search @@ to_tsquery('simple', \(query.wholeWords)) DESC, length(f.text), f.id COLLATE "C"
                LIMIT \(page.limit) OFFSET \(page.offset)
                """
            )
        }
    }

    /// PostgreSQL keeps the folded text the `tsvector` is made from; SQLite's tokenizer folds.
    static func foldedTextColumn(on engine: SQLEngine) -> SQL { engine.pick(sqlite: "", postgres: ", folded_text") }

    static func foldedTextValue(_ text: String, on engine: SQLEngine) -> SQL {
        engine.pick(sqlite: "", postgres: ", \(text.foldedForSearch)")
    }
}
