import AlmanacCore
import Foundation

/// Chuck Norris facts: facts with a full-text index over their text (`FactTextSearch`), the ids
/// each term returned, categories, recent searches and the chosen fact of each day.
public struct SQLFactStore: FactStore {
    private let database: any SQLDatabase
    public init(database: any SQLDatabase) { self.database = database }

    /// The columns every fact query selects (`f` names `fact`).
    static let columns: SQL = "f.id, f.text, f.categories, f.url, f.created_at, f.updated_at"

    private static func fact(_ row: SQLRow) throws -> Fact {
        Fact(
            id: try row["id"], text: try row["text"],
            categories: categories(try row["categories"]), url: try row["url"],
            createdAt: (try row["created_at"] as Double?).map(Date.init(timeIntervalSince1970:)),
            updatedAt: (try row["updated_at"] as Double?).map(Date.init(timeIntervalSince1970:))
        )
    }

    /// A fact's stored categories. Most facts have none, stored as `[]`: read without making a
    /// JSON decoder for each row, which was a third of the cost of a facts search's rows.
    private static func categories(_ stored: Data) -> [String] {
        stored.elementsEqual("[]".utf8) ? [] : (try? JSONDecoder().decode([String].self, from: stored)) ?? []
    }

    /// ` AND NOT f.explicit` while safe mode is on.
    private static func safeModeFilter(_ safeMode: SafeMode) -> SQL {
        safeMode.includesExplicit ? "" : " AND NOT f.explicit"
    }

    /// Adds or updates each fact (by id) and its category links; a fact added is marked
    /// discovered at `discoveredAt` when given (fetched from the facts API, not imported).
    private static func upsert(_ facts: [FetchedFact], discoveredAt: Date?, in session: any SQLSession) async throws {
        let engine = session.engine
        for fetched in facts {
            let fact = fetched.fact
            let categories = String(decoding: try JSONEncoder().encode(fact.categories), as: UTF8.self)
            try await session.execute(
                """
                INSERT INTO fact (
                    id, text, categories, explicit, url, created_at, updated_at, body, discovered_at\(FactTextSearch.foldedTextColumn(on: engine)))
                VALUES (\(fact.id), \(fact.text), \(categories), \(fact.isExplicit), \(fact.url), \(fact.createdAt?.timeIntervalSince1970),
                        \(fact.updatedAt?.timeIntervalSince1970), \(fetched.body), \(discoveredAt?.timeIntervalSince1970)\(FactTextSearch.foldedTextValue(fact.text, on: engine)))
                ON CONFLICT (id) DO UPDATE SET
                    text = excluded.text, categories = excluded.categories, explicit = excluded.explicit, url = excluded.url,
                    created_at = excluded.created_at, updated_at = excluded.updated_at, body = excluded.body\(raw: engine.pick(sqlite: "", postgres: ", folded_text = excluded.folded_text"))
                """)
            try await session.execute("DELETE FROM fact_in_category WHERE fact_id = \(fact.id)")
            for category in Set(fact.categories) {
                try await session.execute("INSERT INTO fact_in_category (category, fact_id) VALUES (\(category), \(fact.id))")
            }
        }
    }

    public func searchFetchedAt(_ term: FactSearchTerm) async throws -> Date? {
        try await database.read { session in
            try await session.value("SELECT fetched_at FROM fact_search_term WHERE term_key = \(term.key)", as: Double.self)
                .map(Date.init(timeIntervalSince1970:))
        }
    }

    public func saveSearch(_ term: FactSearchTerm, facts: [FetchedFact], origin: Origin, at date: Date) async throws -> Int {
        return try await database.write(.dataset(.facts)) { session in
            try await Self.upsert(facts, discoveredAt: date, in: session)
            try await session.execute(
                """
                INSERT INTO fact_search_term (term_key, term, fetched_at) VALUES (\(term.key), \(term.text), \(date.timeIntervalSince1970))
                ON CONFLICT (term_key) DO UPDATE SET term = excluded.term, fetched_at = excluded.fetched_at
                """)
            var added = 0
            for fetched in facts {
                added += try await session.rows(
                    """
                    INSERT INTO fact_term_link (term_key, fact_id) VALUES (\(term.key), \(fetched.fact.id)) ON CONFLICT DO NOTHING RETURNING 1
                    """
                ).count
            }
            try await session.recordFreshness(of: .facts, origin: origin, at: date)
            return added
        }
    }

    public func save(_ facts: [FetchedFact], origin: Origin, at date: Date) async throws {
        try await database.write(.dataset(.facts)) { session in
            try await Self.upsert(facts, discoveredAt: origin.kind == .upstream ? date : nil, in: session)
            try await session.recordFreshness(of: .facts, origin: origin, at: date)
        }
    }

    public func facts(forTerm term: FactSearchTerm, safeMode: SafeMode, page: PageRequest) async throws -> Page<Fact> {
        try await database.snapshot { session in try await Self.facts(forTerm: term, safeMode: safeMode, page: page, in: session) }
    }

    private static func facts(
        forTerm term: FactSearchTerm, safeMode: SafeMode, page: PageRequest, in session: any SQLSession
    ) async throws -> Page<Fact> {
        let from: SQL = "FROM fact_term_link l JOIN fact f ON f.id = l.fact_id WHERE l.term_key = \(term.key)\(Self.safeModeFilter(safeMode))"
        let total = try await session.count("SELECT COUNT(*) \(from)")
        let rows = try await session.rows(
            """
            SELECT \(Self.columns) \(from) ORDER BY l.\(session.engine.insertionOrder) LIMIT \(page.limit) OFFSET \(page.offset)
            """)
        return Page(items: try rows.map(Self.fact), request: page, total: total)
    }

    public func facts(matchingText text: String, safeMode: SafeMode, page: PageRequest) async throws -> Page<Fact> {
        try await database.snapshot { session in try await Self.facts(matchingText: text, safeMode: safeMode, page: page, in: session) }
    }

    private static func facts(
        matchingText text: String, safeMode: SafeMode, page: PageRequest, in session: any SQLSession
    ) async throws -> Page<Fact> {
        guard let search = FactTextSearch.statements(text, filter: Self.safeModeFilter(safeMode), page: page, on: session.engine) else {
            return Page(items: [], request: page, total: 0)
        }
        let total = try await session.count(search.count)
        return Page(items: try await session.rows(search.page).map(Self.fact), request: page, total: total)
    }

    public func fact(id: String) async throws -> Fact? {
        try await database.read { try await Self.fact(id: id, in: $0) }
    }

    private static func fact(id: String, in session: any SQLSession) async throws -> Fact? {
        try await session.firstRow("SELECT \(columns) FROM fact f WHERE f.id = \(id)").map(fact)
    }

    public func allowedFactIDs(category: String?, safeMode: SafeMode) async throws -> [String] {
        try await database.read { session in
            try await session.values(
                "SELECT f.id \(Self.selection(category: category, safeMode: safeMode)) ORDER BY f.id\(session.engine.byteOrder)", as: String.self)
        }
    }

    /// One index probe per category: whether any stored fact is in it.
    public func categoriesWithFacts(_ categories: [String], safeMode: SafeMode) async throws -> Set<String> {
        guard !categories.isEmpty else { return [] }
        return try await database.read { session in
            Set(
                try await session.values(
                    """
                    SELECT DISTINCT c.category FROM fact_in_category c JOIN fact f ON f.id = c.fact_id
                    WHERE c.category IN (\(SQL.joined(categories.map { "\($0)" }, separator: ", ")))\(Self.safeModeFilter(safeMode))
                    """, as: String.self))
        }
    }

    /// The facts of one category (or all) that safe mode allows.
    public func discoveredFacts(category: String?, safeMode: SafeMode, limit: Int) async throws -> [DiscoveredFact] {
        try await database.read { session in
            try await session.rows(
                """
                SELECT \(Self.columns), f.discovered_at \(Self.selection(category: category, safeMode: safeMode)) AND f.discovered_at IS NOT NULL
                ORDER BY f.discovered_at DESC, f.id\(session.engine.byteOrder) LIMIT \(limit)
                """
            ).map { row in
                DiscoveredFact(fact: try Self.fact(row), discoveredAt: Date(timeIntervalSince1970: try row["discovered_at"]))
            }
        }
    }

    private static func selection(category: String?, safeMode: SafeMode) -> SQL {
        guard let category else { return "FROM fact f WHERE 1 = 1\(safeModeFilter(safeMode))" }
        return "FROM fact_in_category c JOIN fact f ON f.id = c.fact_id WHERE c.category = \(category)\(safeModeFilter(safeMode))"
    }

    public func factOfTheDay(_ day: String, choose: @escaping @Sendable (Int) -> Int) async throws -> Fact? {
        let chosen: SQL = "SELECT \(Self.columns) FROM fact_of_the_day d JOIN fact f ON f.id = d.fact_id WHERE d.day = \(day)"
        // Read first: every home page asks, and only the first of the day has to write.
        if let fact = try await database.read({ try await $0.firstRow(chosen).map(Self.fact) }) { return fact }
        // Under the facts' lock, but announcing no change: every answer that shows the day's fact
        // asked for it, and so chose it, before it was drawn (kept answers stay as they are).
        return try await database.writeTransaction([.dataset(.facts)], announcing: []) { session in
            if let row = try await session.firstRow(chosen) { return try Self.fact(row) }
            let count = try await session.count("SELECT COUNT(*) FROM fact WHERE NOT explicit")
            guard count > 0 else { return nil }
            guard
                let id = try await session.value(
                    """
                    SELECT id FROM fact WHERE NOT explicit ORDER BY id\(session.engine.byteOrder) LIMIT 1 OFFSET \(choose(count) % count)
                    """, as: String.self)
            else { return nil }
            try await session.execute(
                """
                INSERT INTO fact_of_the_day (day, fact_id) VALUES (\(day), \(id)) ON CONFLICT (day) DO UPDATE SET fact_id = excluded.fact_id
                """)
            return try await session.firstRow(chosen).map(Self.fact)
        }
    }

    public func categories() async throws -> (names: [String], fetchedAt: Date?) {
        let rows = try await database.read { try await $0.rows("SELECT name, fetched_at FROM fact_category ORDER BY position") }
        return (try rows.map { try $0["name"] }, try rows.first.map { Date(timeIntervalSince1970: try $0["fetched_at"]) })
    }

    public func replaceCategories(_ names: [String], origin: Origin, at date: Date) async throws {
        try await database.write(.dataset(.facts)) { session in
            try await session.execute("DELETE FROM fact_category")
            for (position, name) in names.enumerated() {
                try await session.execute(
                    """
                    INSERT INTO fact_category (name, position, fetched_at) VALUES (\(name), \(position), \(date.timeIntervalSince1970))
                    ON CONFLICT (name) DO NOTHING
                    """)
            }
            try await session.recordFreshness(of: .facts, origin: origin, at: date)
        }
    }

    public func recentSearches(of profile: ProfileID) async throws -> [RecentSearch] {
        try await database.read { try await $0.recentSearches(of: profile) }
    }

    public func recordSearch(_ term: FactSearchTerm, at date: Date, for profile: ProfileID) async throws {
        try await database.write(.profile(profile)) { session in
            // Deleted first so the term is inserted last: the newest search sorts first even
            // when two searches share a timestamp.
            try await session.execute("DELETE FROM profile_recent_search WHERE profile_id = \(profile.rawValue) AND term_key = \(term.key)")
            try await session.execute(
                """
                INSERT INTO profile_recent_search (profile_id, term_key, term, searched_at)
                VALUES (\(profile.rawValue), \(term.key), \(term.text), \(date.timeIntervalSince1970))
                """)
            try await session.execute(
                """
                DELETE FROM profile_recent_search WHERE profile_id = \(profile.rawValue) AND term_key NOT IN (
                    SELECT term_key FROM profile_recent_search WHERE profile_id = \(profile.rawValue)
                    ORDER BY searched_at DESC, \(session.engine.insertionOrder) DESC LIMIT \(RecentSearch.limit))
                """)
        }
    }

    public func clearRecentSearches(of profile: ProfileID) async throws {
        try await database.write(.profile(profile)) { session in
            try await session.execute("DELETE FROM profile_recent_search WHERE profile_id = \(profile.rawValue)")
        }
    }
}
