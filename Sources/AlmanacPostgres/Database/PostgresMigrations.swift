import AlmanacStore
import AlmanacCore
import PostgresNIO

/// The PostgreSQL schema, as migrations applied in order and recorded in `almanac_migration`.
/// Append-only: a released migration is never edited; a change is a new one at the end.
///
/// Times are seconds since 1970 as `double precision`, as in the SQLite store, so a dataset's
/// refresh time reads back exactly and keys the same caches. Decoded values every page reads
/// whole (a launch, a rocket, a forecast) are kept as JSON text; what is filtered, sorted or
/// searched has its own indexed column.
enum PostgresMigrations {
    struct Migration {
        let name: String
        let statements: [String]
    }

    static let all: [Migration] = [
        Migration(name: "v1: datasets, launches, galaxy, facts, weather and profiles", statements: [
            """
            CREATE TABLE dataset_refresh (
                dataset text PRIMARY KEY, refreshed_at double precision NOT NULL,
                origin_kind text NOT NULL, origin_location text NOT NULL)
            """,
            """
            CREATE TABLE dataset_document (
                dataset text NOT NULL, path text NOT NULL, body bytea NOT NULL, etag text, last_modified text,
                PRIMARY KEY (dataset, path))
            """,
            "CREATE TABLE dataset_failure (dataset text PRIMARY KEY, reason text NOT NULL, failed_at double precision NOT NULL)",
            // SpaceX as it came; `launch_timeline` below is what the launches screens read.
            "CREATE TABLE spacex_company (id integer PRIMARY KEY CHECK (id = 1), body text NOT NULL)",
            "CREATE TABLE spacex_launch (id text PRIMARY KEY, date_unix double precision NOT NULL, launch text NOT NULL)",
            "CREATE TABLE spacex_rocket (id text PRIMARY KEY, position integer NOT NULL, body text NOT NULL)",
            "CREATE TABLE spacex_launchpad (id text PRIMARY KEY, position integer NOT NULL, body text NOT NULL)",
            """
            CREATE TABLE ll2_launch (
                id text PRIMARY KEY, list text NOT NULL, net double precision NOT NULL, launch text NOT NULL, body bytea NOT NULL)
            """,
            "CREATE TABLE ll2_list (list text PRIMARY KEY, refreshed_at double precision NOT NULL, updated_through double precision)",
            """
            CREATE TABLE launch_timeline (
                id text PRIMARY KEY, flight_number integer NOT NULL, search_name text NOT NULL,
                date_unix double precision NOT NULL, month_key integer NOT NULL, outcome text NOT NULL,
                rocket_id text, launchpad_id text, launch_library_id text, launch text NOT NULL)
            """,
            "CREATE INDEX launch_timeline_on_date ON launch_timeline (date_unix, flight_number)",
            "CREATE INDEX launch_timeline_on_month ON launch_timeline (month_key)",
            "CREATE INDEX launch_timeline_on_launch_library_id ON launch_timeline (launch_library_id)",
            """
            CREATE TABLE galaxy_record (
                resource text NOT NULL, id integer NOT NULL, name text NOT NULL, search_name text NOT NULL,
                field_values text NOT NULL, links text NOT NULL, PRIMARY KEY (resource, id))
            """,
            // One row per numeric field that parsed, so lists sort in SQL with unknown values last.
            """
            CREATE TABLE galaxy_number (
                resource text NOT NULL, id integer NOT NULL, field text NOT NULL, value double precision NOT NULL,
                PRIMARY KEY (resource, field, id))
            """,
            // `search` is the text folded by Swift's `foldedForSearch` (case and accents) and split
            // by PostgreSQL's simple parser: the same words SQLite's FTS5 index finds.
            """
            CREATE TABLE fact (
                id text PRIMARY KEY, text text NOT NULL, categories text NOT NULL, explicit boolean NOT NULL,
                url text NOT NULL, created_at double precision, updated_at double precision, body bytea NOT NULL,
                folded_text text NOT NULL,
                search tsvector GENERATED ALWAYS AS (to_tsvector('simple', folded_text)) STORED)
            """,
            "CREATE INDEX fact_on_search ON fact USING GIN (search)",
            "CREATE INDEX fact_on_explicit ON fact (explicit, id)",
            """
            CREATE TABLE fact_in_category (
                fact_id text NOT NULL REFERENCES fact (id) ON DELETE CASCADE, category text NOT NULL,
                PRIMARY KEY (fact_id, category))
            """,
            "CREATE INDEX fact_in_category_on_category ON fact_in_category (category, fact_id)",
            "CREATE TABLE fact_search_term (term_key text PRIMARY KEY, term text NOT NULL, fetched_at double precision NOT NULL)",
            // `sequence` is the order each id was first linked to the term.
            """
            CREATE TABLE fact_term_link (
                term_key text NOT NULL REFERENCES fact_search_term (term_key) ON DELETE CASCADE,
                fact_id text NOT NULL REFERENCES fact (id) ON DELETE CASCADE,
                sequence bigint GENERATED ALWAYS AS IDENTITY, PRIMARY KEY (term_key, fact_id))
            """,
            "CREATE INDEX fact_term_link_in_order ON fact_term_link (term_key, sequence)",
            "CREATE TABLE fact_category (name text PRIMARY KEY, position integer NOT NULL, fetched_at double precision NOT NULL)",
            "CREATE TABLE fact_of_the_day (day text PRIMARY KEY, fact_id text NOT NULL REFERENCES fact (id) ON DELETE CASCADE)",
            // Folded names compare byte by byte (C collation), so a prefix is an index range.
            """
            CREATE TABLE weather_place (
                id text PRIMARY KEY, name text NOT NULL, folded_name text COLLATE "C" NOT NULL, region text,
                country_code text NOT NULL, country_name text, latitude double precision NOT NULL,
                longitude double precision NOT NULL, time_zone text, population bigint,
                in_list boolean NOT NULL, from_geocoder boolean NOT NULL)
            """,
            "CREATE INDEX weather_place_on_folded_name ON weather_place (folded_name)",
            """
            CREATE TABLE weather_place_word (
                word text COLLATE "C" NOT NULL, place_id text NOT NULL REFERENCES weather_place (id) ON DELETE CASCADE,
                PRIMARY KEY (word, place_id))
            """,
            "CREATE INDEX weather_place_word_on_place ON weather_place_word (place_id)",
            "CREATE TABLE weather_geocoding (query text PRIMARY KEY, body bytea NOT NULL, fetched_at double precision NOT NULL)",
            """
            CREATE TABLE weather_forecast (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, latitude double precision NOT NULL,
                longitude double precision NOT NULL, fetched_at double precision NOT NULL, origin_kind text NOT NULL,
                origin_location text NOT NULL, forecast bytea NOT NULL, body bytea NOT NULL)
            """,
            "CREATE INDEX weather_forecast_on_latitude ON weather_forecast (latitude, longitude)",
            // Profiles, and what each holds. The local profile always exists.
            """
            CREATE TABLE profile (
                id text PRIMARY KEY, created_at double precision NOT NULL, touched_at double precision NOT NULL,
                units text, safe_mode text)
            """,
            "CREATE INDEX profile_on_touched_at ON profile (touched_at)",
            "INSERT INTO profile (id, created_at, touched_at) VALUES ('local', 0, 0)",
            """
            CREATE TABLE profile_move_code (
                code text PRIMARY KEY, profile_id text NOT NULL REFERENCES profile (id) ON DELETE CASCADE,
                expires_at double precision NOT NULL)
            """,
            // Positions are 1…count within a profile; a removed city keeps its old place in
            // `removed_position` (and no `position`) until it is restored or another goes.
            """
            CREATE TABLE weather_city (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, profile_id text NOT NULL, place_id text,
                name text NOT NULL, region text, country_code text NOT NULL, latitude double precision NOT NULL,
                longitude double precision NOT NULL, time_zone text, position integer, removed_position integer)
            """,
            "CREATE INDEX weather_city_on_profile ON weather_city (profile_id, position)",
            // `sequence` orders entries made in the same instant: the later one is newer.
            """
            CREATE TABLE profile_recent_search (
                profile_id text NOT NULL, term_key text NOT NULL, term text NOT NULL, searched_at double precision NOT NULL,
                sequence bigint GENERATED ALWAYS AS IDENTITY, PRIMARY KEY (profile_id, term_key))
            """,
            """
            CREATE TABLE profile_recent_view (
                profile_id text NOT NULL, resource text NOT NULL, id integer NOT NULL, viewed_at double precision NOT NULL,
                sequence bigint GENERATED ALWAYS AS IDENTITY, PRIMARY KEY (profile_id, resource, id))
            """,
        ]),
        // Every profile made before counts as returned: only new visitors' can be unreturned.
        Migration(name: "v2: profiles that never came back", statements: [
            "ALTER TABLE profile ADD COLUMN returned boolean NOT NULL DEFAULT true",
            "CREATE INDEX profile_on_unreturned ON profile (returned, created_at)",
            "CREATE INDEX profile_move_code_on_profile ON profile_move_code (profile_id, expires_at)",
        ]),
        // "Refresh now" asked of any instance, for the one that refreshes (`PostgresRefreshRequests`).
        Migration(name: "v3: refresh requests", statements: [
            "CREATE TABLE refresh_request (dataset text PRIMARY KEY, requested_at double precision NOT NULL, done_at double precision)",
        ]),
    ]
}

extension PostgresDatabase {
    /// Applies the migrations the database lacks, one instance at a time (an advisory lock:
    /// two instances started together do not both create the tables).
    func migrate() async throws {
        // Opening is not a request: it waits as long as the server takes (a busy server, a
        // long migration), never `PostgresPool.waitLimit`. The lock is per schema, so two
        // deployments in one database (or parallel tests) migrate side by side.
        let schema = location.searchPath
        try await transaction("BEGIN", limit: nil) { connection in
            try await connection.run("SELECT pg_advisory_xact_lock(\(WriteScope.lockSpace), hashtext('migrate:' || \(schema ?? "")))")
            if let schema { try await connection.run("CREATE SCHEMA IF NOT EXISTS \(unescaped: schema)") }
            try await connection.run("""
                CREATE TABLE IF NOT EXISTS almanac_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())
                """)
            let applied = Set(try await connection.rows("SELECT name FROM almanac_migration").map { try $0.decode(String.self) })
            for migration in PostgresMigrations.all where !applied.contains(migration.name) {
                for statement in migration.statements {
                    try await connection.run(PostgresQuery(unsafeSQL: statement))
                }
                try await connection.run("INSERT INTO almanac_migration (name) VALUES (\(migration.name))")
            }
        }
    }

    /// Whether every migration of this build has run (a newer build's extra ones are fine).
    func isMigrated(within limit: Duration? = nil) async throws -> Bool {
        let applied = try await read(limit: limit) { connection in
            Set(try await connection.rows("SELECT name FROM almanac_migration").map { try $0.decode(String.self) })
        }
        return PostgresMigrations.all.allSatisfy { applied.contains($0.name) }
    }
}
