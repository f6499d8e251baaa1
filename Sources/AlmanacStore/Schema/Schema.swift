import AlmanacCore

/// Every table of the store, written once for both engines: what a new store is made of.
///
/// Types are ones both engines read the same way (`text`, `integer`, `bigint`, `double precision`,
/// `boolean`), and a key is `NOT NULL` in so many words (SQLite would take a null one otherwise);
/// the few words that differ come from `SQLEngine` below, and the facts' full-text
/// index is written per engine, side by side. Times are seconds since 1970. Values every page
/// reads whole (a launch, a rocket, a forecast) are JSON text; what is filtered, sorted or
/// searched has its own indexed column. Every statement is `IF NOT EXISTS`, so a store made by
/// an earlier release gains only what it lacks (`EarlierReleases`).
///
/// A change is made here (a new table, a new column in its `CREATE TABLE`), so a new store gets
/// it at once. A store made before gains a new table when it is next opened (`Migrations.apply`
/// makes every table declared here that it lacks); a new column needs a step appended to
/// `Migrations.all` (`ensureColumn`).
enum Schema {
    static let tables: [Table] = [
        // What every dataset shares: when and from where it was refreshed, its upstream bodies
        // (with what identifies each, for conditional requests), its latest failure.
        Table("dataset_refresh") { _ in
            [
                "CREATE TABLE IF NOT EXISTS dataset_refresh (dataset text PRIMARY KEY NOT NULL, refreshed_at double precision NOT NULL, origin_kind text NOT NULL, origin_location text NOT NULL)"
            ]
        },
        Table("dataset_document") { engine in
            [
                "CREATE TABLE IF NOT EXISTS dataset_document (dataset text NOT NULL, path text NOT NULL, body \(engine.bytes) NOT NULL, etag text, last_modified text, PRIMARY KEY (dataset, path))"
            ]
        },
        Table("dataset_failure") { _ in
            [
                "CREATE TABLE IF NOT EXISTS dataset_failure (dataset text PRIMARY KEY NOT NULL, reason text NOT NULL, failed_at double precision NOT NULL)"
            ]
        },
        // Each dataset's version, counted by every write that announces it (`SQLDatabase.write`):
        // what answers kept between requests are keyed by (`StoreChanges`).
        Table("store_version") { _ in
            ["CREATE TABLE IF NOT EXISTS store_version (topic text PRIMARY KEY NOT NULL, version bigint NOT NULL)"]
        },
        // "Refresh now" asked of any instance, for the one that refreshes (several servers).
        Table("refresh_request") { _ in
            [
                "CREATE TABLE IF NOT EXISTS refresh_request (dataset text PRIMARY KEY NOT NULL, requested_at double precision NOT NULL, done_at double precision)"
            ]
        },

        // SpaceX as it came; `launch_timeline` is what the launches screens read.
        Table("spacex_company") { _ in ["CREATE TABLE IF NOT EXISTS spacex_company (id integer PRIMARY KEY CHECK (id = 1), body text NOT NULL)"] },
        Table("spacex_launch", counting: [.init(.spacex, "launches")]) { _ in
            ["CREATE TABLE IF NOT EXISTS spacex_launch (id text PRIMARY KEY NOT NULL, date_unix double precision NOT NULL, launch text NOT NULL)"]
        },
        Table("spacex_rocket", counting: [.init(.spacex, "rockets")]) { _ in
            ["CREATE TABLE IF NOT EXISTS spacex_rocket (id text PRIMARY KEY NOT NULL, position integer NOT NULL, body text NOT NULL)"]
        },
        Table("spacex_launchpad", counting: [.init(.spacex, "launchpads")]) { _ in
            ["CREATE TABLE IF NOT EXISTS spacex_launchpad (id text PRIMARY KEY NOT NULL, position integer NOT NULL, body text NOT NULL)"]
        },
        Table(
            "ll2_launch",
            counting: LaunchLibraryList.allCases.map { .init(.launchLibrary, "\($0.rawValue) launches", where: "list = \($0.rawValue)") }
        ) { engine in
            [
                "CREATE TABLE IF NOT EXISTS ll2_launch (id text PRIMARY KEY NOT NULL, list text NOT NULL, net double precision NOT NULL, launch text NOT NULL, body \(engine.bytes) NOT NULL)"
            ]
        },
        // Launch Library 2's agencies, each as Almanac reads it (the bodies are documents).
        Table("ll2_agency", counting: [.init(.agencies, "agencies")]) { _ in
            ["CREATE TABLE IF NOT EXISTS ll2_agency (id bigint PRIMARY KEY NOT NULL, name text NOT NULL, agency text NOT NULL)"]
        },
        // Launch Library 2's astronauts, space stations and kinds of spacecraft, each as Almanac
        // reads it (the bodies are documents).
        Table("ll2_astronaut", counting: [.init(.astronauts, "astronauts")]) { _ in
            ["CREATE TABLE IF NOT EXISTS ll2_astronaut (id bigint PRIMARY KEY NOT NULL, name text NOT NULL, astronaut text NOT NULL)"]
        },
        Table("ll2_station", counting: [.init(.astronauts, "space stations")]) { _ in
            ["CREATE TABLE IF NOT EXISTS ll2_station (id bigint PRIMARY KEY NOT NULL, name text NOT NULL, station text NOT NULL)"]
        },
        // The weather at a pad on a day (`PadForecast`, as JSON), fetched by the refresher.
        Table("launch_pad_forecast") { _ in
            [
                "CREATE TABLE IF NOT EXISTS launch_pad_forecast (pad_id bigint NOT NULL, day text NOT NULL, fetched_at double precision NOT NULL, forecast text NOT NULL, PRIMARY KEY (pad_id, day))"
            ]
        },
        Table("ll2_spacecraft", counting: [.init(.astronauts, "spacecraft")]) { _ in
            ["CREATE TABLE IF NOT EXISTS ll2_spacecraft (id bigint PRIMARY KEY NOT NULL, name text NOT NULL, spacecraft text NOT NULL)"]
        },
        Table("ll2_list") { _ in
            [
                """
                CREATE TABLE IF NOT EXISTS ll2_list (
                    list text PRIMARY KEY NOT NULL, refreshed_at double precision NOT NULL, updated_through double precision,
                    backfill_before double precision, providers text)
                """
            ]
        },
        // Both sources merged (`LaunchTimeline`), rebuilt whenever either is refreshed; when a
        // result is due (`Launch.resultDue`) and whether the date is vague, for "upcoming" and the order.
        // Its index for lists is made by migration 11 (on columns older stores gain at step 4).
        Table("launch_timeline") { _ in
            [
                """
                CREATE TABLE IF NOT EXISTS launch_timeline (
                    id text PRIMARY KEY NOT NULL, flight_number integer NOT NULL, search_name text NOT NULL, date_unix double precision NOT NULL,
                    month_key integer NOT NULL, outcome text NOT NULL, rocket_id text, launchpad_id text, launch_library_id text, launch text NOT NULL,
                    result_due_unix double precision, vague_date boolean NOT NULL DEFAULT false)
                """,
                "CREATE INDEX IF NOT EXISTS launch_timeline_on_month ON launch_timeline (month_key)",
                "CREATE INDEX IF NOT EXISTS launch_timeline_on_launch_library_id ON launch_timeline (launch_library_id)",
            ]
        },

        // Launch schedule changes Almanac saw between refreshes (`LaunchChange`, as JSON): its own
        // data, never replaced by a refresh nor exported with a snapshot.
        Table("launch_change") { engine in
            [
                """
                CREATE TABLE IF NOT EXISTS launch_change (
                    launch_id text NOT NULL, recorded_at double precision NOT NULL, change text NOT NULL\(engine.insertionOrderColumn))
                """,
                "CREATE INDEX IF NOT EXISTS launch_change_of_launch ON launch_change (launch_id, recorded_at)",
                "CREATE INDEX IF NOT EXISTS launch_change_on_time ON launch_change (recorded_at)",
            ]
        },

        // SWAPI: values and links as JSON (six resources with different fields, always read
        // whole: lists are sorted and paged from the records decoded once per refresh,
        // `GalaxyListing`), and the name folded for the search box's index.
        Table("galaxy_record", counting: GalaxyResource.allCases.map { .init(.swapi, $0.rawValue, where: "resource = \($0.rawValue)") }) { _ in
            [
                """
                CREATE TABLE IF NOT EXISTS galaxy_record (
                    resource text NOT NULL, id integer NOT NULL, name text NOT NULL, search_name text NOT NULL,
                    field_values text NOT NULL, links text NOT NULL, PRIMARY KEY (resource, id))
                """
            ]
        },

        // Chuck Norris facts, with the one table each engine writes its own way (see `FactTextSearch`).
        Table("fact", counting: [.init(.facts, "facts")]) { engine in
            engine.pick(sqlite: factWithFTS5, postgres: factWithTextSearchVector) + [
                "CREATE INDEX IF NOT EXISTS fact_on_explicit ON fact (explicit, id)"
            ]
        },
        // Keyed by fact (a fact's links are replaced when it is stored again), indexed by
        // category (random picks of one category).
        Table("fact_in_category") { _ in
            [
                """
                CREATE TABLE IF NOT EXISTS fact_in_category (
                    fact_id text NOT NULL REFERENCES fact (id) ON DELETE CASCADE, category text NOT NULL, PRIMARY KEY (fact_id, category))
                """,
                "CREATE INDEX IF NOT EXISTS fact_in_category_on_category ON fact_in_category (category, fact_id)",
            ]
        },
        Table("fact_search_term") { _ in
            [
                "CREATE TABLE IF NOT EXISTS fact_search_term (term_key text PRIMARY KEY NOT NULL, term text NOT NULL, fetched_at double precision NOT NULL)"
            ]
        },
        // Which ids each term returned, in the order they were first linked (`insertionOrder`).
        Table("fact_term_link") { engine in
            [
                """
                CREATE TABLE IF NOT EXISTS fact_term_link (
                    term_key text NOT NULL REFERENCES fact_search_term (term_key) ON DELETE CASCADE,
                    fact_id text NOT NULL REFERENCES fact (id) ON DELETE CASCADE\(engine.insertionOrderColumn), UNIQUE (term_key, fact_id))
                """
            ] + engine.pick(sqlite: [], postgres: ["CREATE INDEX IF NOT EXISTS fact_term_link_in_order ON fact_term_link (term_key, sequence)"])
        },
        Table("fact_category", counting: [.init(.facts, "categories")]) { _ in
            [
                "CREATE TABLE IF NOT EXISTS fact_category (name text PRIMARY KEY NOT NULL, position integer NOT NULL, fetched_at double precision NOT NULL)"
            ]
        },
        Table("fact_of_the_day") { _ in
            [
                "CREATE TABLE IF NOT EXISTS fact_of_the_day (day text PRIMARY KEY NOT NULL, fact_id text NOT NULL REFERENCES fact (id) ON DELETE CASCADE)"
            ]
        },

        // Weather: saved cities (each a profile's), forecasts, then places, the order its status
        // counts them in. A saved city's `position` is 1…count within its profile; a removed city
        // keeps its old place in `removed_position` (and no `position`) until it is restored or
        // another goes.
        Table("weather_city", counting: [.init(.weather, "saved cities", where: "position IS NOT NULL")]) { engine in
            [
                """
                CREATE TABLE IF NOT EXISTS weather_city (
                    id \(engine.generatedKey), place_id text, name text NOT NULL, region text, country_code text NOT NULL,
                    latitude double precision NOT NULL, longitude double precision NOT NULL, time_zone text, position integer,
                    removed_position integer, profile_id text NOT NULL DEFAULT 'local')
                """,
                "CREATE INDEX IF NOT EXISTS weather_city_on_profile ON weather_city (profile_id, position)",
            ]
        },

        // One forecast per grid point; a city finds the nearest (see `Forecast.nearbyTolerance`).
        Table("weather_forecast", counting: [.init(.weather, "forecasts")]) { engine in
            [
                """
                CREATE TABLE IF NOT EXISTS weather_forecast (
                    id \(engine.generatedKey), latitude double precision NOT NULL, longitude double precision NOT NULL,
                    fetched_at double precision NOT NULL, origin_kind text NOT NULL, origin_location text NOT NULL,
                    forecast \(engine.bytes) NOT NULL, body \(engine.bytes) NOT NULL)
                """,
                "CREATE INDEX IF NOT EXISTS weather_forecast_on_latitude ON weather_forecast (latitude, longitude)",
            ]
        },
        // Places from the imported city list and every geocoder answer, found by name
        // (folded names compare byte by byte, so a prefix is an index range) and by every word
        // of their names ("york" finds New York by an index range, not a scan).
        Table("weather_place", counting: [.init(.weather, "places")]) { engine in
            [
                """
                CREATE TABLE IF NOT EXISTS weather_place (
                    id text PRIMARY KEY NOT NULL, name text NOT NULL, folded_name text\(engine.byteOrder) NOT NULL, region text, country_code text NOT NULL,
                    country_name text, latitude double precision NOT NULL, longitude double precision NOT NULL, time_zone text, population bigint,
                    in_list boolean NOT NULL, from_geocoder boolean NOT NULL)
                """,
                "CREATE INDEX IF NOT EXISTS weather_place_on_folded_name ON weather_place (folded_name)",
            ]
        },
        Table("weather_place_word") { engine in
            [
                """
                CREATE TABLE IF NOT EXISTS weather_place_word (
                    word text\(engine.byteOrder) NOT NULL, place_id text NOT NULL REFERENCES weather_place (id) ON DELETE CASCADE,
                    PRIMARY KEY (word, place_id))\(engine.withoutRowID)
                """,
                "CREATE INDEX IF NOT EXISTS weather_place_word_on_place ON weather_place_word (place_id)",
            ]
        },
        Table("weather_geocoding") { engine in
            [
                "CREATE TABLE IF NOT EXISTS weather_geocoding (query text PRIMARY KEY NOT NULL, body \(engine.bytes) NOT NULL, fetched_at double precision NOT NULL)"
            ]
        },
        // Profiles, and what each holds. The local profile always exists; a visitor's profile
        // that never came back after its first request (`returned` false) expires soon.
        // `revision` counts the changes to what it holds (`SQLDatabase.write`), so what a server
        // keeps drawn for the profile is known stale on every instance by one read.
        Table("profile") { _ in
            [
                """
                CREATE TABLE IF NOT EXISTS profile (
                    id text PRIMARY KEY NOT NULL, created_at double precision NOT NULL, touched_at double precision NOT NULL,
                    units text, safe_mode text, returned boolean NOT NULL DEFAULT true, revision bigint NOT NULL DEFAULT 0)
                """,
                "CREATE INDEX IF NOT EXISTS profile_on_touched_at ON profile (touched_at)",
                "CREATE INDEX IF NOT EXISTS profile_on_unreturned ON profile (returned, created_at)",
                "INSERT INTO profile (id, created_at, touched_at) VALUES ('local', 0, 0) ON CONFLICT (id) DO NOTHING",
            ]
        },
        Table("profile_move_code") { _ in
            [
                """
                CREATE TABLE IF NOT EXISTS profile_move_code (
                    code text PRIMARY KEY NOT NULL, profile_id text NOT NULL REFERENCES profile (id) ON DELETE CASCADE, expires_at double precision NOT NULL)
                """,
                "CREATE INDEX IF NOT EXISTS profile_move_code_on_profile ON profile_move_code (profile_id, expires_at)",
            ]
        },
        // Newest first by time, then by `insertionOrder` (entries made in the same instant).
        Table("profile_recent_search", counting: [.init(.facts, "recent searches")]) { engine in
            [
                """
                CREATE TABLE IF NOT EXISTS profile_recent_search (
                    profile_id text NOT NULL, term_key text NOT NULL, term text NOT NULL, searched_at double precision NOT NULL\(engine.insertionOrderColumn),
                    PRIMARY KEY (profile_id, term_key))
                """
            ]
        },
        // A star keeps the record's name, so one a refresh removes is still listed.
        Table("profile_star") { engine in
            [
                """
                CREATE TABLE IF NOT EXISTS profile_star (
                    profile_id text NOT NULL, kind text NOT NULL, id text NOT NULL, name text NOT NULL,
                    starred_at double precision NOT NULL\(engine.insertionOrderColumn),
                    PRIMARY KEY (profile_id, kind, id))
                """
            ]
        },
        // The secret in the address of a profile's starred-launches calendar: it reads that feed
        // and nothing else, so a calendar app never holds the profile's own token.
        Table("profile_feed") { _ in
            ["CREATE TABLE IF NOT EXISTS profile_feed (profile_id text PRIMARY KEY, token text NOT NULL UNIQUE)"]
        },
        // Reminders by Web Push: each browser subscribed (its endpoint is a capability, never
        // shown whole), each profile's lead, and every notice queued for a subscription with
        // what became of it, so nothing is sent twice, whichever instance sends.
        Table("push_subscription") { _ in
            [
                """
                CREATE TABLE IF NOT EXISTS push_subscription (
                    id text PRIMARY KEY NOT NULL, profile_id text NOT NULL, endpoint text NOT NULL, p256dh text NOT NULL, auth text NOT NULL,
                    created_at double precision NOT NULL)
                """,
                "CREATE INDEX IF NOT EXISTS push_subscription_profile ON push_subscription (profile_id)",
            ]
        },
        Table("profile_reminder") { _ in
            [
                // `quiet_notices`: the kinds of notice turned off, comma-separated (`PushNotice.Kind`);
                // `weather_alerts`: what is pushed about the weather, as JSON (`WeatherAlertSettings`), '' for none.
                """
                CREATE TABLE IF NOT EXISTS profile_reminder (
                  profile_id text PRIMARY KEY NOT NULL, lead_minutes integer NOT NULL, quiet_notices text NOT NULL DEFAULT '',
                  weather_alerts text NOT NULL DEFAULT ''
                )
                """
            ]
        },
        Table("push_sent") { _ in
            [
                """
                CREATE TABLE IF NOT EXISTS push_sent (
                    subscription_id text NOT NULL, notice text NOT NULL, payload text NOT NULL, state text NOT NULL,
                    attempts integer NOT NULL, due_at double precision NOT NULL, queued_at double precision NOT NULL,
                    PRIMARY KEY (subscription_id, notice))
                """,
                "CREATE INDEX IF NOT EXISTS push_sent_due ON push_sent (state, due_at)",
            ]
        },
        // The server's VAPID key, made on first start (or by `almanac vapid generate`).
        Table("push_server_key") { _ in
            ["CREATE TABLE IF NOT EXISTS push_server_key (name text PRIMARY KEY NOT NULL, private_key text NOT NULL)"]
        },
        Table("profile_recent_view") { engine in
            [
                """
                CREATE TABLE IF NOT EXISTS profile_recent_view (
                    profile_id text NOT NULL, resource text NOT NULL, id integer NOT NULL, viewed_at double precision NOT NULL\(engine.insertionOrderColumn),
                    PRIMARY KEY (profile_id, resource, id))
                """
            ]
        },
        // The one search box's index of launches, rockets, sites, agencies, astronauts, boosters and SWAPI records
        // (`SearchEntry`), rebuilt with the dataset it comes from; each engine its own way,
        // side by side below (facts have their own index, above).
        Table("search_entry") { engine in engine.pick(sqlite: searchEntryInFTS5, postgres: searchEntryWithTextSearchVector) },
    ]

    /// SQLite: the entries live in the FTS5 table itself (they are only ever rebuilt whole, so
    /// no content table and triggers are needed); only `words` is indexed, with 1- to 3-letter
    /// prefixes of their own, since the box searches as you type.
    private static let searchEntryInFTS5: [SQL] = [
        """
        CREATE VIRTUAL TABLE IF NOT EXISTS search_entry USING fts5(
            kind UNINDEXED, key UNINDEXED, title UNINDEXED, detail UNINDEXED, date_unix UNINDEXED, words,
            tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')
        """
    ]

    /// PostgreSQL: a GIN-indexed `tsvector` over the folded words, as for the facts.
    private static let searchEntryWithTextSearchVector: [SQL] = [
        """
        CREATE TABLE IF NOT EXISTS search_entry (
            kind text NOT NULL, key text NOT NULL, title text NOT NULL, detail text, date_unix double precision, words text NOT NULL,
            search tsvector GENERATED ALWAYS AS (to_tsvector('simple', words)) STORED, PRIMARY KEY (kind, key))
        """,
        "CREATE INDEX IF NOT EXISTS search_entry_on_search ON search_entry USING GIN (search)",
    ]

    /// SQLite: an integer key of the facts' own, which an external-content FTS5 index refers to,
    /// kept in step by triggers. Diacritics are folded by the tokenizer, so "cafe" finds "café";
    /// 3- and 4-letter prefixes have their own index, so a short prefix is one lookup.
    private static let factWithFTS5: [SQL] = [
        """
        CREATE TABLE IF NOT EXISTS fact (
            number INTEGER PRIMARY KEY, id text NOT NULL UNIQUE, text text NOT NULL, categories text NOT NULL, explicit boolean NOT NULL,
            url text NOT NULL, created_at double precision, updated_at double precision, body BLOB NOT NULL,
            discovered_at double precision)
        """,
        """
        CREATE VIRTUAL TABLE IF NOT EXISTS fact_fts USING fts5(
            text, content='fact', content_rowid='number', tokenize='unicode61 remove_diacritics 2', prefix='3 4')
        """,
        """
        CREATE TRIGGER IF NOT EXISTS fact_fts_insert AFTER INSERT ON fact BEGIN
            INSERT INTO fact_fts(rowid, text) VALUES (new.number, new.text);
        END
        """,
        """
        CREATE TRIGGER IF NOT EXISTS fact_fts_delete AFTER DELETE ON fact BEGIN
            INSERT INTO fact_fts(fact_fts, rowid, text) VALUES ('delete', old.number, old.text);
        END
        """,
        """
        CREATE TRIGGER IF NOT EXISTS fact_fts_update AFTER UPDATE OF text ON fact BEGIN
            INSERT INTO fact_fts(fact_fts, rowid, text) VALUES ('delete', old.number, old.text);
            INSERT INTO fact_fts(rowid, text) VALUES (new.number, new.text);
        END
        """,
    ]

    /// PostgreSQL: a GIN-indexed `tsvector` over the text folded by Swift's `foldedForSearch`
    /// (case and accents) and split by the simple parser: the same words FTS5 finds.
    private static let factWithTextSearchVector: [SQL] = [
        """
        CREATE TABLE IF NOT EXISTS fact (
            id text PRIMARY KEY NOT NULL, text text NOT NULL, categories text NOT NULL, explicit boolean NOT NULL, url text NOT NULL,
            created_at double precision, updated_at double precision, body bytea NOT NULL, folded_text text NOT NULL,
            search tsvector GENERATED ALWAYS AS (to_tsvector('simple', folded_text)) STORED, discovered_at double precision)
        """,
        "CREATE INDEX IF NOT EXISTS fact_on_search ON fact USING GIN (search)",
    ]

    /// The statements making `name` as it is now (to remake a table an earlier release shaped
    /// differently); none for a name that is not a table here.
    static func statements(making name: String, on engine: SQLEngine) -> [SQL] {
        tables.first { $0.name == name }?.statements(engine) ?? []
    }
}

/// A table with its indexes (and, for the facts, what keeps its search index in step).
struct Table: Sendable {
    let name: String
    /// What a dataset's status counts in it (`SQLDatasetStore.recordCounts`): a dataset's counts
    /// are listed in the order of its tables here, then of these.
    let counted: [CountedRecords]
    let statements: @Sendable (SQLEngine) -> [SQL]

    init(_ name: String, counting counted: [CountedRecords] = [], _ statements: @escaping @Sendable (SQLEngine) -> [SQL]) {
        self.name = name
        self.counted = counted
        self.statements = statements
    }
}

/// Records of a table that a dataset's status counts, by the name it shows them under: all of
/// them, or those `condition` keeps.
struct CountedRecords: Sendable {
    let dataset: DatasetID
    let name: String
    let condition: SQL?

    init(_ dataset: DatasetID, _ name: String, where condition: SQL? = nil) {
        (self.dataset, self.name, self.condition) = (dataset, name, condition)
    }
}

/// The words of a table's definition that differ between the engines.
extension SQLEngine {
    /// Bytes as they came.
    var bytes: SQL { pick(sqlite: "BLOB", postgres: "bytea") }

    /// A key the store numbers itself, never reused.
    var generatedKey: SQL { pick(sqlite: "INTEGER PRIMARY KEY AUTOINCREMENT", postgres: "bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY") }

    /// The column `insertionOrder` reads: SQLite's `rowid` is there already.
    var insertionOrderColumn: SQL { pick(sqlite: "", postgres: ", sequence bigint GENERATED ALWAYS AS IDENTITY") }

    /// A table kept in its primary key's order alone, where SQLite can (its rows are only keys).
    var withoutRowID: SQL { pick(sqlite: " WITHOUT ROWID", postgres: "") }
}
