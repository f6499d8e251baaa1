-- The schema a SQLite store had at v5 (as that release's GRDB migrations made it), for the migration tests.
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
CREATE TABLE "dataset_refresh" ("dataset" TEXT PRIMARY KEY NOT NULL, "refreshed_at" DOUBLE NOT NULL, "origin_kind" TEXT NOT NULL, "origin_location" TEXT NOT NULL);
CREATE TABLE "dataset_document" ("dataset" TEXT NOT NULL, "path" TEXT NOT NULL, "body" BLOB NOT NULL, "etag" TEXT, "last_modified" TEXT, PRIMARY KEY ("dataset", "path"));
CREATE TABLE "spacex_company" ("id" INTEGER PRIMARY KEY CHECK ("id" = 1), "body" TEXT NOT NULL);
CREATE TABLE "spacex_launch" ("id" TEXT PRIMARY KEY NOT NULL, "flight_number" INTEGER NOT NULL, "name" TEXT NOT NULL, "search_name" TEXT NOT NULL, "date_unix" DOUBLE NOT NULL, "date_precision" TEXT NOT NULL, "month_key" INTEGER NOT NULL, "upcoming" BOOLEAN NOT NULL, "success" BOOLEAN, "outcome" TEXT NOT NULL, "rocket_id" TEXT, "launchpad_id" TEXT, "details" TEXT, "failures" TEXT NOT NULL, "patch_small" TEXT, "patch_large" TEXT, "article" TEXT, "wikipedia" TEXT, "webcast" TEXT, "youtube_id" TEXT, "presskit" TEXT, "reddit_campaign" TEXT, "reddit_launch" TEXT, "reddit_media" TEXT, "reddit_recovery" TEXT);
CREATE INDEX "spacex_launch_on_date" ON "spacex_launch"("date_unix", "flight_number");
CREATE INDEX "spacex_launch_on_month" ON "spacex_launch"("month_key");
CREATE TABLE "spacex_rocket" ("id" TEXT PRIMARY KEY NOT NULL, "position" INTEGER NOT NULL, "body" TEXT NOT NULL);
CREATE TABLE "spacex_launchpad" ("id" TEXT PRIMARY KEY NOT NULL, "body" TEXT NOT NULL);
CREATE TABLE "galaxy_record" ("resource" TEXT NOT NULL, "id" INTEGER NOT NULL, "name" TEXT NOT NULL, "search_name" TEXT NOT NULL, "field_values" TEXT NOT NULL, "links" TEXT NOT NULL, PRIMARY KEY ("resource", "id"));
CREATE TABLE "galaxy_number" ("resource" TEXT NOT NULL, "id" INTEGER NOT NULL, "field" TEXT NOT NULL, "value" DOUBLE NOT NULL, PRIMARY KEY ("resource", "field", "id"));
CREATE TABLE "fact" ("number" INTEGER PRIMARY KEY, "id" TEXT NOT NULL UNIQUE, "text" TEXT NOT NULL, "categories" TEXT NOT NULL, "explicit" BOOLEAN NOT NULL, "url" TEXT NOT NULL, "created_at" DOUBLE, "updated_at" DOUBLE, "body" BLOB NOT NULL);
CREATE INDEX "fact_on_explicit" ON "fact"("explicit", "id");
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
CREATE TABLE "fact_in_category" ("fact_id" TEXT NOT NULL REFERENCES "fact"("id") ON DELETE CASCADE, "category" TEXT NOT NULL, PRIMARY KEY ("fact_id", "category"));
CREATE INDEX "fact_in_category_on_category" ON "fact_in_category"("category", "fact_id");
CREATE TABLE "fact_search_term" ("term_key" TEXT PRIMARY KEY NOT NULL, "term" TEXT NOT NULL, "fetched_at" DOUBLE NOT NULL);
CREATE TABLE "fact_term_link" ("term_key" TEXT NOT NULL REFERENCES "fact_search_term"("term_key") ON DELETE CASCADE, "fact_id" TEXT NOT NULL REFERENCES "fact"("id") ON DELETE CASCADE, UNIQUE ("term_key", "fact_id"));
CREATE TABLE "fact_category" ("name" TEXT PRIMARY KEY NOT NULL, "position" INTEGER NOT NULL, "fetched_at" DOUBLE NOT NULL);
CREATE TABLE "fact_recent_search" ("term_key" TEXT PRIMARY KEY NOT NULL, "term" TEXT NOT NULL, "searched_at" DOUBLE NOT NULL);
CREATE TABLE "fact_of_the_day" ("day" TEXT PRIMARY KEY NOT NULL, "fact_id" TEXT NOT NULL REFERENCES "fact"("id") ON DELETE CASCADE);
CREATE TABLE "weather_place" ("id" TEXT PRIMARY KEY NOT NULL, "name" TEXT NOT NULL, "folded_name" TEXT NOT NULL, "region" TEXT, "country_code" TEXT NOT NULL, "country_name" TEXT, "latitude" DOUBLE NOT NULL, "longitude" DOUBLE NOT NULL, "time_zone" TEXT, "population" INTEGER, "in_list" BOOLEAN NOT NULL, "from_geocoder" BOOLEAN NOT NULL);
CREATE INDEX "weather_place_on_folded_name" ON "weather_place"("folded_name");
CREATE TABLE "weather_place_word" ("word" TEXT NOT NULL, "place_id" TEXT NOT NULL REFERENCES "weather_place"("id") ON DELETE CASCADE, PRIMARY KEY ("word", "place_id")) WITHOUT ROWID;
CREATE INDEX "weather_place_word_on_place" ON "weather_place_word"("place_id");
CREATE TABLE "weather_geocoding" ("query" TEXT PRIMARY KEY NOT NULL, "body" BLOB NOT NULL, "fetched_at" DOUBLE NOT NULL);
CREATE TABLE "weather_city" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "place_id" TEXT, "name" TEXT NOT NULL, "region" TEXT, "country_code" TEXT NOT NULL, "latitude" DOUBLE NOT NULL, "longitude" DOUBLE NOT NULL, "time_zone" TEXT, "position" INTEGER, "removed_position" INTEGER);
CREATE TABLE "weather_forecast" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "latitude" DOUBLE NOT NULL, "longitude" DOUBLE NOT NULL, "fetched_at" DOUBLE NOT NULL, "origin_kind" TEXT NOT NULL, "origin_location" TEXT NOT NULL, "forecast" BLOB NOT NULL, "body" BLOB NOT NULL);
CREATE INDEX "weather_forecast_on_latitude" ON "weather_forecast"("latitude", "longitude");
CREATE TABLE "dataset_failure" ("dataset" TEXT PRIMARY KEY NOT NULL, "reason" TEXT NOT NULL, "failed_at" DOUBLE NOT NULL);
INSERT INTO grdb_migrations VALUES ('v1: datasets and SpaceX');
INSERT INTO grdb_migrations VALUES ('v2: SWAPI');
INSERT INTO grdb_migrations VALUES ('v3: Chuck Norris facts');
INSERT INTO grdb_migrations VALUES ('v4: weather');
INSERT INTO grdb_migrations VALUES ('v5: refresh history and validators');