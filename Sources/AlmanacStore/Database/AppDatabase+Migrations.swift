import GRDB

/// Append-only: a released migration is never edited; a change is a new migration at the end.
extension AppDatabase {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: datasets and SpaceX") { db in
            try db.create(table: "dataset_refresh") { table in
                table.primaryKey("dataset", .text)
                table.column("refreshed_at", .double).notNull()
                table.column("origin_kind", .text).notNull()
                table.column("origin_location", .text).notNull()
            }
            try db.create(table: "dataset_document") { table in
                table.column("dataset", .text).notNull()
                table.column("path", .text).notNull()
                table.column("body", .blob).notNull()
                table.primaryKey(["dataset", "path"])
            }
            try db.create(table: "spacex_company") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("body", .jsonText).notNull()
            }
            try db.create(table: "spacex_launch") { table in
                table.primaryKey("id", .text)
                table.column("flight_number", .integer).notNull()
                table.column("name", .text).notNull()
                table.column("search_name", .text).notNull()
                table.column("date_unix", .double).notNull()
                table.column("date_precision", .text).notNull()
                table.column("month_key", .integer).notNull()
                table.column("upcoming", .boolean).notNull()
                table.column("success", .boolean)
                table.column("outcome", .text).notNull()
                table.column("rocket_id", .text)
                table.column("launchpad_id", .text)
                table.column("details", .text)
                table.column("failures", .jsonText).notNull()
                // One column per link: rows are read on every page, and columns read faster than JSON.
                for link in ["patch_small", "patch_large", "article", "wikipedia", "webcast", "youtube_id", "presskit",
                             "reddit_campaign", "reddit_launch", "reddit_media", "reddit_recovery"] {
                    table.column(link, .text)
                }
            }
            try db.create(index: "spacex_launch_on_date", on: "spacex_launch", columns: ["date_unix", "flight_number"])
            try db.create(index: "spacex_launch_on_month", on: "spacex_launch", columns: ["month_key"])
            try db.create(table: "spacex_rocket") { table in
                table.primaryKey("id", .text)
                table.column("position", .integer).notNull()
                table.column("body", .jsonText).notNull()
            }
            try db.create(table: "spacex_launchpad") { table in
                table.primaryKey("id", .text)
                table.column("body", .jsonText).notNull()
            }
        }
        migrator.registerMigration("v2: SWAPI") { db in
            try db.create(table: "galaxy_record") { table in
                table.column("resource", .text).notNull()
                table.column("id", .integer).notNull()
                table.column("name", .text).notNull()
                table.column("search_name", .text).notNull()
                // Values and links as JSON: six resources with different fields, always read whole.
                table.column("field_values", .jsonText).notNull()
                table.column("links", .jsonText).notNull()
                table.primaryKey(["resource", "id"])
            }
            // One row per numeric field that parsed, so lists sort in SQL with unknown values last.
            try db.create(table: "galaxy_number") { table in
                table.column("resource", .text).notNull()
                table.column("id", .integer).notNull()
                table.column("field", .text).notNull()
                table.column("value", .double).notNull()
                table.primaryKey(["resource", "field", "id"])
            }
        }
        migrator.registerMigration("v3: Chuck Norris facts") { db in
            try db.create(table: "fact") { table in
                // An integer key of our own: the full-text index refers to facts by it.
                table.primaryKey("number", .integer)
                table.column("id", .text).notNull().unique()
                table.column("text", .text).notNull()
                table.column("categories", .jsonText).notNull()
                table.column("explicit", .boolean).notNull()
                table.column("url", .text).notNull()
                table.column("created_at", .double)
                table.column("updated_at", .double)
                // The upstream object as fetched (keys sorted), so an export gives back every field.
                table.column("body", .blob).notNull()
            }
            try db.create(index: "fact_on_explicit", on: "fact", columns: ["explicit", "id"])
            // External-content FTS5 over the text, kept in step by triggers. Diacritics are
            // folded so "cafe" finds "café"; 3- and 4-letter prefixes have their own index, so a
            // short prefix is one lookup rather than a merge of every word it starts.
            try db.execute(sql: """
                CREATE VIRTUAL TABLE fact_fts USING fts5(
                    text, content='fact', content_rowid='number', tokenize='unicode61 remove_diacritics 2', prefix='3 4'
                );
                CREATE TRIGGER fact_fts_insert AFTER INSERT ON fact BEGIN
                    INSERT INTO fact_fts(rowid, text) VALUES (new.number, new.text);
                END;
                CREATE TRIGGER fact_fts_delete AFTER DELETE ON fact BEGIN
                    INSERT INTO fact_fts(fact_fts, rowid, text) VALUES ('delete', old.number, old.text);
                END;
                CREATE TRIGGER fact_fts_update AFTER UPDATE OF text ON fact BEGIN
                    INSERT INTO fact_fts(fact_fts, rowid, text) VALUES ('delete', old.number, old.text);
                    INSERT INTO fact_fts(rowid, text) VALUES (new.number, new.text);
                END;
                """)
            // Keyed by fact (a fact's links are replaced when it is stored again), indexed by
            // category (random picks of one category).
            try db.create(table: "fact_in_category") { table in
                table.column("fact_id", .text).notNull().references("fact", column: "id", onDelete: .cascade)
                table.column("category", .text).notNull()
                table.primaryKey(["fact_id", "category"])
            }
            try db.create(index: "fact_in_category_on_category", on: "fact_in_category", columns: ["category", "fact_id"])
            try db.create(table: "fact_search_term") { table in
                table.primaryKey("term_key", .text)
                table.column("term", .text).notNull()
                table.column("fetched_at", .double).notNull()
            }
            // Which ids each term returned; rowid order is the order they were first linked.
            try db.create(table: "fact_term_link") { table in
                table.column("term_key", .text).notNull().references("fact_search_term", column: "term_key", onDelete: .cascade)
                table.column("fact_id", .text).notNull().references("fact", column: "id", onDelete: .cascade)
                table.uniqueKey(["term_key", "fact_id"])
            }
            try db.create(table: "fact_category") { table in
                table.primaryKey("name", .text)
                table.column("position", .integer).notNull()
                table.column("fetched_at", .double).notNull()
            }
            try db.create(table: "fact_recent_search") { table in
                table.primaryKey("term_key", .text)
                table.column("term", .text).notNull()
                table.column("searched_at", .double).notNull()
            }
            try db.create(table: "fact_of_the_day") { table in
                table.primaryKey("day", .text)
                table.column("fact_id", .text).notNull().references("fact", column: "id", onDelete: .cascade)
            }
        }
        migrator.registerMigration("v4: weather") { db in
            // Places from the imported city list and from every geocoder answer, found by name.
            try db.create(table: "weather_place") { table in
                table.primaryKey("id", .text)
                table.column("name", .text).notNull()
                table.column("folded_name", .text).notNull()
                table.column("region", .text)
                table.column("country_code", .text).notNull()
                table.column("country_name", .text)
                table.column("latitude", .double).notNull()
                table.column("longitude", .double).notNull()
                table.column("time_zone", .text)
                table.column("population", .integer)
                table.column("in_list", .boolean).notNull()
                table.column("from_geocoder", .boolean).notNull()
            }
            try db.create(index: "weather_place_on_folded_name", on: "weather_place", columns: ["folded_name"])
            // Every word of every name, so "york" finds New York by an index range, not a scan.
            try db.create(table: "weather_place_word", options: .withoutRowID) { table in
                table.column("word", .text).notNull()
                table.column("place_id", .text).notNull().references("weather_place", column: "id", onDelete: .cascade)
                table.primaryKey(["word", "place_id"])
            }
            try db.create(index: "weather_place_word_on_place", on: "weather_place_word", columns: ["place_id"])
            try db.create(table: "weather_geocoding") { table in
                table.primaryKey("query", .text)
                table.column("body", .blob).notNull()
                table.column("fetched_at", .double).notNull()
            }
            // Saved cities: `position` is 1…count for listed cities; a removed city keeps its old
            // place in `removed_position` (and no `position`) until it is restored or another goes.
            try db.create(table: "weather_city") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("place_id", .text)
                table.column("name", .text).notNull()
                table.column("region", .text)
                table.column("country_code", .text).notNull()
                table.column("latitude", .double).notNull()
                table.column("longitude", .double).notNull()
                table.column("time_zone", .text)
                table.column("position", .integer)
                table.column("removed_position", .integer)
            }
            // One forecast per grid point; a city finds the nearest (see Forecast.nearbyTolerance).
            try db.create(table: "weather_forecast") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("latitude", .double).notNull()
                table.column("longitude", .double).notNull()
                table.column("fetched_at", .double).notNull()
                table.column("origin_kind", .text).notNull()
                table.column("origin_location", .text).notNull()
                table.column("forecast", .blob).notNull()
                table.column("body", .blob).notNull()
            }
            try db.create(index: "weather_forecast_on_latitude", on: "weather_forecast", columns: ["latitude", "longitude"])
        }
        migrator.registerMigration("v5: refresh history and validators") { db in
            // What the upstream said identifies each stored body, for conditional requests.
            try db.alter(table: "dataset_document") { table in
                table.add(column: "etag", .text)
                table.add(column: "last_modified", .text)
            }
            // The latest failed refresh of each dataset; "failing" when newer than its refresh.
            try db.create(table: "dataset_failure") { table in
                table.primaryKey("dataset", .text)
                table.column("reason", .text).notNull()
                table.column("failed_at", .double).notNull()
            }
        }
        migrator.registerMigration("v6: recently viewed records") { db in
            // What a person opened, not part of the dataset: a SWAPI refresh leaves it alone.
            try db.create(table: "galaxy_recent_view") { table in
                table.column("resource", .text).notNull()
                table.column("id", .integer).notNull()
                table.column("viewed_at", .double).notNull()
                table.primaryKey(["resource", "id"])
            }
        }
        migrator.registerMigration("v7: Launch Library 2 and the launch timeline") { db in
            // The SpaceX API's link to Launch Library, read from the stored launches body.
            try db.alter(table: "spacex_launch") { table in table.add(column: "launch_library_id", .text) }
            try db.execute(sql: """
                UPDATE spacex_launch SET launch_library_id = (
                    SELECT json_extract(entry.value, '$.launch_library_id')
                    FROM dataset_document AS document, json_each(CAST(document.body AS TEXT)) AS entry
                    WHERE document.dataset = 'spacex' AND document.path = 'spacex/v4/launches.json'
                      AND json_valid(CAST(document.body AS TEXT))
                      AND json_extract(entry.value, '$.id') = spacex_launch.id
                )
                """)
            try db.create(table: "ll2_launch") { table in
                table.primaryKey("id", .text)
                table.column("list", .text).notNull()
                table.column("net", .double).notNull()
                table.column("launch", .jsonText).notNull()
                table.column("body", .blob).notNull()
            }
            try db.create(table: "ll2_list") { table in
                table.primaryKey("list", .text)
                table.column("refreshed_at", .double).notNull()
                table.column("updated_through", .double)
            }
            // What every launches screen reads: both sources merged (see `LaunchTimeline`).
            try db.create(table: "launch_timeline") { table in
                table.primaryKey("id", .text)
                table.column("flight_number", .integer).notNull()
                table.column("name", .text).notNull()
                table.column("search_name", .text).notNull()
                table.column("date_unix", .double).notNull()
                table.column("date_precision", .text).notNull()
                table.column("month_key", .integer).notNull()
                table.column("upcoming", .boolean).notNull()
                table.column("success", .boolean)
                table.column("outcome", .text).notNull()
                table.column("rocket_id", .text)
                table.column("launchpad_id", .text)
                table.column("details", .text)
                table.column("failures", .jsonText).notNull()
                for link in ["patch_small", "patch_large", "article", "wikipedia", "webcast", "youtube_id", "presskit",
                             "reddit_campaign", "reddit_launch", "reddit_media", "reddit_recovery"] {
                    table.column(link, .text)
                }
                table.column("launch_library_id", .text)
                table.column("provenance", .text).notNull()
                table.column("launch_library", .jsonText)
            }
            try db.create(index: "launch_timeline_on_date", on: "launch_timeline", columns: ["date_unix", "flight_number"])
            try db.create(index: "launch_timeline_on_month", on: "launch_timeline", columns: ["month_key"])
            try db.create(index: "launch_timeline_on_launch_library_id", on: "launch_timeline", columns: ["launch_library_id"])
            // The timeline was built here from the launches; v11 remakes the table and builds it
            // for every store, so it is no longer built twice.
        }
        migrator.registerMigration("v8: profiles") { db in
            // Who made the saved cities, recent searches and recently viewed records: everything
            // made before becomes the local profile's.
            try db.create(table: "profile") { table in
                table.primaryKey("id", .text)
                table.column("created_at", .double).notNull()
                table.column("touched_at", .double).notNull()
            }
            try db.create(index: "profile_on_touched_at", on: "profile", columns: ["touched_at"])
            try db.execute(sql: "INSERT INTO profile (id, created_at, touched_at) VALUES ('local', 0, 0)")
            try db.create(table: "profile_move_code") { table in
                table.primaryKey("code", .text)
                table.column("profile_id", .text).notNull().references("profile", column: "id", onDelete: .cascade)
                table.column("expires_at", .double).notNull()
            }
            try db.alter(table: "weather_city") { table in table.add(column: "profile_id", .text).notNull().defaults(to: "local") }
            try db.create(index: "weather_city_on_profile", on: "weather_city", columns: ["profile_id", "position"])
            // The two lists keyed by what they hold gain the profile in their keys: made anew.
            try db.create(table: "profile_recent_search") { table in
                table.column("profile_id", .text).notNull()
                table.column("term_key", .text).notNull()
                table.column("term", .text).notNull()
                table.column("searched_at", .double).notNull()
                table.primaryKey(["profile_id", "term_key"])
            }
            try db.execute(sql: """
                INSERT INTO profile_recent_search (profile_id, term_key, term, searched_at)
                SELECT 'local', term_key, term, searched_at FROM fact_recent_search ORDER BY searched_at, rowid
                """)
            try db.drop(table: "fact_recent_search")
            try db.create(table: "profile_recent_view") { table in
                table.column("profile_id", .text).notNull()
                table.column("resource", .text).notNull()
                table.column("id", .integer).notNull()
                table.column("viewed_at", .double).notNull()
                table.primaryKey(["profile_id", "resource", "id"])
            }
            try db.execute(sql: """
                INSERT INTO profile_recent_view (profile_id, resource, id, viewed_at)
                SELECT 'local', resource, id, viewed_at FROM galaxy_recent_view ORDER BY viewed_at, rowid
                """)
            try db.drop(table: "galaxy_recent_view")
        }
        migrator.registerMigration("v9: profile preferences") { db in
            try db.alter(table: "profile") { table in
                table.add(column: "units", .text)
                table.add(column: "safe_mode", .text)
            }
        }
        migrator.registerMigration("v10: profiles that never came back") { db in
            // Every profile made before counts as returned: only new visitors' can be unreturned.
            try db.alter(table: "profile") { table in table.add(column: "returned", .boolean).notNull().defaults(to: true) }
            try db.create(index: "profile_on_unreturned", on: "profile", columns: ["returned", "created_at"])
            try db.create(index: "profile_move_code_on_profile", on: "profile_move_code", columns: ["profile_id", "expires_at"])
        }
        migrator.registerMigration("v11: launches kept as JSON, as in PostgreSQL", migrate: SQLiteLaunchesAsJSON.migrate)
        return migrator
    }
}
