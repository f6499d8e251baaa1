import AlmanacStore
import AlmanacCore
import Foundation
import PostgresNIO

/// Chuck Norris facts in PostgreSQL: facts with a GIN-indexed `tsvector` over their folded text,
/// the ids each term returned, categories, recent searches and the chosen fact of each day.
public struct PostgresFactStore: FactStore {
    private let database: PostgresDatabase

    public init(database: PostgresDatabase) { self.database = database }

    public func saveSearch(_ term: FactSearchTerm, facts: [FetchedFact], origin: Origin, at date: Date) async throws -> Int {
        try await database.write(.dataset(.facts)) { connection in
            try await connection.upsertFacts(facts)
            try await connection.run("""
                INSERT INTO fact_search_term (term_key, term, fetched_at) VALUES (\(term.key), \(term.text), \(date.timeIntervalSince1970))
                ON CONFLICT (term_key) DO UPDATE SET term = excluded.term, fetched_at = excluded.fetched_at
                """)
            var added = 0
            for fetched in facts {
                let inserted = try await connection.rows("""
                    INSERT INTO fact_term_link (term_key, fact_id) VALUES (\(term.key), \(fetched.fact.id))
                    ON CONFLICT DO NOTHING RETURNING 1
                    """)
                added += inserted.count
            }
            try await connection.recordFreshness(of: .facts, origin: origin, at: date)
            return added
        }
    }

    public func save(_ facts: [FetchedFact], origin: Origin, at date: Date) async throws {
        try await database.write(.dataset(.facts)) { connection in
            try await connection.upsertFacts(facts)
            try await connection.recordFreshness(of: .facts, origin: origin, at: date)
        }
    }

    public func facts(forTerm term: FactSearchTerm, safeMode: SafeMode, page: PageRequest) async throws -> Page<Fact> {
        let from = "FROM fact_term_link l JOIN fact f ON f.id = l.fact_id WHERE l.term_key = $1" + PostgresFactRow.safeModeFilter(safeMode)
        return try await database.snapshot { connection in
            var binds = PostgresBindings()
            binds.append(term.key)
            let total = try await connection.count(PostgresQuery(unsafeSQL: "SELECT COUNT(*) \(from)", binds: binds))
            binds.append(page.limit)
            binds.append(page.offset)
            let rows = try await connection.rows(PostgresQuery(
                unsafeSQL: "SELECT \(PostgresFactRow.columns) \(from) ORDER BY l.sequence LIMIT $2 OFFSET $3", binds: binds
            ))
            return Page(items: try rows.map(PostgresFactRow.fact), request: page, total: total)
        }
    }

    /// How many matches a local search counts, as the SQLite store does.
    static let rankedMatchLimit = 1000

    /// Whole-word matches first, then prefix matches; within each, shorter facts first, then by id.
    public func facts(matchingText text: String, safeMode: SafeMode, page: PageRequest) async throws -> Page<Fact> {
        guard let query = PostgresTextQuery(text) else { return Page(items: [], request: page, total: 0) }
        let filter = PostgresFactRow.safeModeFilter(safeMode)
        return try await database.snapshot { connection in
            let total = try await connection.count("""
                SELECT COUNT(*) FROM (
                    SELECT 1 FROM fact f WHERE f.search @@ to_tsquery('simple', \(query.prefixes))\(unescaped: filter) LIMIT \(Self.rankedMatchLimit)
                ) AS matches
                """)
            let rows = try await connection.rows("""
                SELECT \(unescaped: PostgresFactRow.columns) FROM fact f
                WHERE f.search @@ to_tsquery('simple', \(query.prefixes))\(unescaped: filter)
                ORDER BY f.search @@ to_tsquery('simple', \(query.wholeWords)) DESC, length(f.text), f.id COLLATE "C"
                LIMIT \(page.limit) OFFSET \(page.offset)
                """)
            return Page(items: try rows.map(PostgresFactRow.fact), request: page, total: total)
        }
    }

    public func fact(id: String) async throws -> Fact? {
        try await database.read { connection in
            try await connection.firstRow("SELECT \(unescaped: PostgresFactRow.columns) FROM fact f WHERE f.id = \(id)").map(PostgresFactRow.fact)
        }
    }

    public func factCount(category: String?, safeMode: SafeMode) async throws -> Int {
        let (from, binds) = Self.selection(category: category, safeMode: safeMode)
        return try await database.read { try await $0.count(PostgresQuery(unsafeSQL: "SELECT COUNT(*) \(from)", binds: binds)) }
    }

    /// One index probe per category: whether any stored fact is in it.
    public func categoriesWithFacts(_ categories: [String], safeMode: SafeMode) async throws -> Set<String> {
        guard !categories.isEmpty else { return [] }
        return try await database.read { connection in
            let filter = PostgresFactRow.safeModeFilter(safeMode)
            return Set(try await connection.rows("""
                SELECT DISTINCT c.category FROM fact_in_category c JOIN fact f ON f.id = c.fact_id
                WHERE c.category = ANY(\(categories))\(unescaped: filter)
                """).map { try $0.decode(String.self) })
        }
    }

    public func fact(at offset: Int, category: String?, safeMode: SafeMode) async throws -> Fact? {
        var (from, binds) = Self.selection(category: category, safeMode: safeMode)
        binds.append(max(0, offset))
        let query = PostgresQuery(unsafeSQL: #"SELECT \#(PostgresFactRow.columns) \#(from) ORDER BY f.id COLLATE "C" LIMIT 1 OFFSET $\#(binds.count)"#, binds: binds)
        return try await database.read { try await $0.firstRow(query).map(PostgresFactRow.fact) }
    }

    /// The facts of one category (or all) that safe mode allows.
    private static func selection(category: String?, safeMode: SafeMode) -> (String, PostgresBindings) {
        var binds = PostgresBindings()
        guard let category else { return ("FROM fact f WHERE TRUE" + PostgresFactRow.safeModeFilter(safeMode), binds) }
        binds.append(category)
        return ("FROM fact_in_category c JOIN fact f ON f.id = c.fact_id WHERE c.category = $1" + PostgresFactRow.safeModeFilter(safeMode), binds)
    }

    public func factOfTheDay(_ day: String, choose: @escaping @Sendable (Int) -> Int) async throws -> Fact? {
        let chosen: PostgresQuery = """
            SELECT \(unescaped: PostgresFactRow.columns) FROM fact_of_the_day d JOIN fact f ON f.id = d.fact_id WHERE d.day = \(day)
            """
        // Read first: every home page asks, and only the first of the day has to write.
        if let fact = try await database.read({ try await $0.firstRow(chosen).map(PostgresFactRow.fact) }) { return fact }
        return try await database.write(.dataset(.facts)) { connection in
            if let row = try await connection.firstRow(chosen) { return try PostgresFactRow.fact(row) }
            let count = try await connection.count("SELECT COUNT(*) FROM fact WHERE NOT explicit")
            guard count > 0 else { return nil }
            guard let id = try await connection.firstRow("""
                SELECT id FROM fact WHERE NOT explicit ORDER BY id COLLATE "C" LIMIT 1 OFFSET \(choose(count) % count)
                """)?.decode(String.self) else { return nil }
            try await connection.run("INSERT INTO fact_of_the_day (day, fact_id) VALUES (\(day), \(id)) ON CONFLICT (day) DO UPDATE SET fact_id = excluded.fact_id")
            return try await connection.firstRow(chosen).map(PostgresFactRow.fact)
        }
    }

    public func categories() async throws -> (names: [String], fetchedAt: Date?) {
        let rows = try await database.read { connection in
            try await connection.rows("SELECT name, fetched_at FROM fact_category ORDER BY position").map { try $0.decode((String, Double).self) }
        }
        return (rows.map(\.0), rows.first.map { Date(timeIntervalSince1970: $0.1) })
    }

    public func replaceCategories(_ names: [String], origin: Origin, at date: Date) async throws {
        try await database.write(.dataset(.facts)) { connection in
            try await connection.run("DELETE FROM fact_category")
            for (position, name) in names.enumerated() {
                try await connection.run("""
                    INSERT INTO fact_category (name, position, fetched_at) VALUES (\(name), \(position), \(date.timeIntervalSince1970))
                    ON CONFLICT (name) DO NOTHING
                    """)
            }
            try await connection.recordFreshness(of: .facts, origin: origin, at: date)
        }
    }

    public func recentSearches(of profile: ProfileID) async throws -> [RecentSearch] {
        try await database.read { try await $0.recentSearches(of: profile) }
    }

    public func recordSearch(_ term: FactSearchTerm, at date: Date, for profile: ProfileID) async throws {
        try await database.write(.profile(profile)) { connection in
            // Deleted first so the term gets a new sequence: the newest search sorts first even
            // when two searches share a timestamp.
            try await connection.run("DELETE FROM profile_recent_search WHERE profile_id = \(profile.rawValue) AND term_key = \(term.key)")
            try await connection.run("""
                INSERT INTO profile_recent_search (profile_id, term_key, term, searched_at)
                VALUES (\(profile.rawValue), \(term.key), \(term.text), \(date.timeIntervalSince1970))
                """)
            try await connection.run("""
                DELETE FROM profile_recent_search WHERE profile_id = \(profile.rawValue) AND term_key NOT IN (
                    SELECT term_key FROM profile_recent_search WHERE profile_id = \(profile.rawValue)
                    ORDER BY searched_at DESC, sequence DESC LIMIT \(RecentSearch.limit))
                """)
        }
    }

    public func clearRecentSearches(of profile: ProfileID) async throws {
        try await database.write(.profile(profile)) { connection in
            try await connection.run("DELETE FROM profile_recent_search WHERE profile_id = \(profile.rawValue)")
        }
    }
}
