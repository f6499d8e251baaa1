import AlmanacCore
import Foundation
import GRDB

/// Chuck Norris facts in SQLite: facts with an FTS5 index over their text, the ids each term
/// returned, categories, recent searches and the chosen fact of each day.
public struct SQLiteFactStore: FactStore {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    public func saveSearch(_ term: FactSearchTerm, facts: [FetchedFact], origin: Origin, at date: Date) async throws -> Int {
        try await database.writer.write { db in
            try FactRow.upsert(facts, in: db)
            try db.execute(sql: """
                INSERT INTO fact_search_term (term_key, term, fetched_at) VALUES (?, ?, ?)
                ON CONFLICT(term_key) DO UPDATE SET term = excluded.term, fetched_at = excluded.fetched_at
                """, arguments: [term.key, term.text, date.timeIntervalSince1970])
            let link = try db.cachedStatement(sql: "INSERT OR IGNORE INTO fact_term_link (term_key, fact_id) VALUES (?, ?)")
            var added = 0
            for fetched in facts {
                try link.execute(arguments: [term.key, fetched.fact.id])
                added += db.changesCount
            }
            try db.recordFreshness(of: .facts, origin: origin, at: date)
            return added
        }
    }

    public func save(_ facts: [FetchedFact], origin: Origin, at date: Date) async throws {
        try await database.writer.write { db in
            try FactRow.upsert(facts, in: db)
            try db.recordFreshness(of: .facts, origin: origin, at: date)
        }
    }

    public func facts(forTerm term: FactSearchTerm, safeMode: SafeMode, page: PageRequest) async throws -> Page<Fact> {
        try await database.writer.read { db in
            let from = "FROM fact_term_link l CROSS JOIN fact f ON f.id = l.fact_id WHERE l.term_key = ?" + FactRow.safeModeFilter(safeMode)
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) \(from)", arguments: [term.key]) ?? 0
            let rows = try Row.fetchAll(db, sql: "SELECT \(FactRow.columns) \(from) ORDER BY l.rowid LIMIT ? OFFSET ?",
                                        arguments: [term.key, page.limit, page.offset])
            return Page(items: rows.map(FactRow.fact), request: page, total: total)
        }
    }

    /// How many matches a local search ranks. Ranking every match of a word found in most facts
    /// would cost a scan of its whole posting list per query; the first matches stream instead.
    static let rankedMatchLimit = 1000

    /// Whole-word matches first, then prefix matches; within each, shorter facts first (a
    /// word is more what a short fact is about), then by id. Totals stop at `rankedMatchLimit`.
    public func facts(matchingText text: String, safeMode: SafeMode, page: PageRequest) async throws -> Page<Fact> {
        guard let query = FullTextQuery(text) else { return Page(items: [], request: page, total: 0) }
        return try await database.writer.read { db in
            let limit = Self.rankedMatchLimit
            // CROSS JOIN keeps the full-text index as the outer loop (never a scan of every fact).
            let total = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM (
                    SELECT 1 FROM fact_fts m CROSS JOIN fact f ON f.number = m.rowid
                    WHERE fact_fts MATCH ?\(FactRow.safeModeFilter(safeMode)) LIMIT ?
                )
                """, arguments: [query.prefixes, limit]) ?? 0
            let rows = try Row.fetchAll(db, sql: """
                WITH whole AS (SELECT rowid FROM fact_fts WHERE fact_fts MATCH ? LIMIT ?),
                     prefixed AS (SELECT rowid FROM fact_fts WHERE fact_fts MATCH ? LIMIT ?),
                     candidate AS (SELECT rowid, 0 AS tier FROM whole UNION ALL SELECT rowid, 1 AS tier FROM prefixed)
                SELECT \(FactRow.columns) FROM candidate c CROSS JOIN fact f ON f.number = c.rowid
                WHERE 1\(FactRow.safeModeFilter(safeMode))
                GROUP BY f.number ORDER BY min(c.tier), length(f.text), f.id LIMIT ? OFFSET ?
                """, arguments: [query.wholeWords, limit, query.prefixes, limit, page.limit, page.offset])
            return Page(items: rows.map(FactRow.fact), request: page, total: total)
        }
    }

    public func fact(id: String) async throws -> Fact? {
        try await database.writer.read { db in
            try Row.fetchOne(db, sql: "SELECT \(FactRow.columns) FROM fact f WHERE f.id = ?", arguments: [id]).map(FactRow.fact)
        }
    }

    public func factCount(category: String?, safeMode: SafeMode) async throws -> Int {
        try await database.writer.read { db in
            let (from, arguments) = Self.selection(category: category, safeMode: safeMode)
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) \(from)", arguments: arguments) ?? 0
        }
    }

    /// One index probe per category: whether any stored fact is in it.
    public func categoriesWithFacts(_ categories: [String], safeMode: SafeMode) async throws -> Set<String> {
        let sql = "SELECT EXISTS(SELECT 1 FROM fact_in_category c JOIN fact f ON f.id = c.fact_id WHERE c.category = ?\(FactRow.safeModeFilter(safeMode)))"
        return try await database.writer.read { db in
            let statement = try db.cachedStatement(sql: sql)
            return Set(try categories.filter { try Bool.fetchOne(statement, arguments: [$0]) ?? false })
        }
    }

    public func fact(at offset: Int, category: String?, safeMode: SafeMode) async throws -> Fact? {
        try await database.writer.read { db in
            let (from, arguments) = Self.selection(category: category, safeMode: safeMode)
            return try Row.fetchOne(db, sql: "SELECT \(FactRow.columns) \(from) ORDER BY f.id LIMIT 1 OFFSET ?",
                                    arguments: arguments + [max(0, offset)]).map(FactRow.fact)
        }
    }

    /// The facts of one category (or all) that safe mode allows.
    private static func selection(category: String?, safeMode: SafeMode) -> (String, StatementArguments) {
        guard let category else { return ("FROM fact f WHERE 1" + FactRow.safeModeFilter(safeMode), []) }
        return ("FROM fact_in_category c JOIN fact f ON f.id = c.fact_id WHERE c.category = ?" + FactRow.safeModeFilter(safeMode), [category])
    }

    public func factOfTheDay(_ day: String, choose: @escaping @Sendable (Int) -> Int) async throws -> Fact? {
        let chosen = "SELECT \(FactRow.columns) FROM fact_of_the_day d JOIN fact f ON f.id = d.fact_id WHERE d.day = ?"
        // Read first: every home page asks, and only the first of the day has to write.
        if let fact = try await database.writer.read({ db in try Row.fetchOne(db, sql: chosen, arguments: [day]).map(FactRow.fact) }) {
            return fact
        }
        return try await database.writer.write { db in
            if let row = try Row.fetchOne(db, sql: chosen, arguments: [day]) { return FactRow.fact(from: row) }
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM fact WHERE explicit = 0") ?? 0
            guard count > 0 else { return nil }
            guard let id = try String.fetchOne(db, sql: "SELECT id FROM fact WHERE explicit = 0 ORDER BY id LIMIT 1 OFFSET ?",
                                               arguments: [choose(count) % count]) else { return nil }
            try db.execute(sql: "INSERT OR REPLACE INTO fact_of_the_day (day, fact_id) VALUES (?, ?)", arguments: [day, id])
            return try Row.fetchOne(db, sql: chosen, arguments: [day]).map(FactRow.fact)
        }
    }

    public func categories() async throws -> (names: [String], fetchedAt: Date?) {
        try await database.writer.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT name, fetched_at FROM fact_category ORDER BY position")
            return (rows.map { $0["name"] }, rows.first.map { Date(timeIntervalSince1970: $0["fetched_at"]) })
        }
    }

    public func replaceCategories(_ names: [String], origin: Origin, at date: Date) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM fact_category")
            for (position, name) in names.enumerated() {
                try db.execute(sql: "INSERT OR IGNORE INTO fact_category (name, position, fetched_at) VALUES (?, ?, ?)",
                               arguments: [name, position, date.timeIntervalSince1970])
            }
            try db.recordFreshness(of: .facts, origin: origin, at: date)
        }
    }

    public func recentSearches(of profile: ProfileID) async throws -> [RecentSearch] {
        try await database.writer.read { db in try RecentSearchRow.listed(profile, db) }
    }

    public func recordSearch(_ term: FactSearchTerm, at date: Date, for profile: ProfileID) async throws {
        try await database.writer.write { db in
            // Delete first so the term gets a new rowid: the newest search sorts first even
            // when two searches share a timestamp.
            try db.execute(sql: "DELETE FROM profile_recent_search WHERE profile_id = ? AND term_key = ?", arguments: [profile.rawValue, term.key])
            try db.execute(sql: "INSERT INTO profile_recent_search (profile_id, term_key, term, searched_at) VALUES (?, ?, ?, ?)",
                           arguments: [profile.rawValue, term.key, term.text, date.timeIntervalSince1970])
            try db.execute(sql: """
                DELETE FROM profile_recent_search WHERE profile_id = ?1 AND term_key NOT IN (
                    SELECT term_key FROM profile_recent_search WHERE profile_id = ?1 ORDER BY searched_at DESC, rowid DESC LIMIT ?2
                )
                """, arguments: [profile.rawValue, RecentSearch.limit])
        }
    }

    public func clearRecentSearches(of profile: ProfileID) async throws {
        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM profile_recent_search WHERE profile_id = ?", arguments: [profile.rawValue])
        }
    }
}
