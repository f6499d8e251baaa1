-- v3: Chuck Norris facts
CREATE TABLE "fact" ("number" INTEGER PRIMARY KEY, "id" TEXT NOT NULL UNIQUE, "text" TEXT NOT NULL, "categories" TEXT NOT NULL, "explicit" BOOLEAN NOT NULL, "url" TEXT NOT NULL, "created_at" DOUBLE, "updated_at" DOUBLE, "body" BLOB NOT NULL);
CREATE INDEX "fact_on_explicit" ON "fact"("explicit", "id");
CREATE VIRTUAL TABLE fact_fts USING fts5(
    text, content='fact', content_rowid='number', tokenize='unicode61 remove_diacritics 2', prefix='3 4'
);
-- CREATE TABLE 'main'.'fact_fts_data'(id INTEGER PRIMARY KEY, block BLOB);
-- CREATE TABLE 'main'.'fact_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;
-- REPLACE INTO 'main'.'fact_fts_data'(id, block) VALUES(?,?);
-- REPLACE INTO 'main'.'fact_fts_data'(id, block) VALUES(?,?);
-- CREATE TABLE 'main'.'fact_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);
-- CREATE TABLE 'main'.'fact_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;
-- REPLACE INTO 'main'.'fact_fts_config' VALUES(?,?);
-- PRAGMA 'main'.data_version;
-- SELECT k, v FROM 'main'.'fact_fts_config';
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
