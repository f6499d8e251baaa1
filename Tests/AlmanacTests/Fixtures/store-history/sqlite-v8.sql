-- v8: profiles
CREATE TABLE "profile" ("id" TEXT PRIMARY KEY NOT NULL, "created_at" DOUBLE NOT NULL, "touched_at" DOUBLE NOT NULL);
CREATE INDEX "profile_on_touched_at" ON "profile"("touched_at");
INSERT INTO profile (id, created_at, touched_at) VALUES ('local', 0, 0);
CREATE TABLE "profile_move_code" ("code" TEXT PRIMARY KEY NOT NULL, "profile_id" TEXT NOT NULL REFERENCES "profile"("id") ON DELETE CASCADE, "expires_at" DOUBLE NOT NULL);
ALTER TABLE "weather_city" ADD COLUMN "profile_id" TEXT NOT NULL DEFAULT 'local';
CREATE INDEX "weather_city_on_profile" ON "weather_city"("profile_id", "position");
CREATE TABLE "profile_recent_search" ("profile_id" TEXT NOT NULL, "term_key" TEXT NOT NULL, "term" TEXT NOT NULL, "searched_at" DOUBLE NOT NULL, PRIMARY KEY ("profile_id", "term_key"));
INSERT INTO profile_recent_search (profile_id, term_key, term, searched_at)
SELECT 'local', term_key, term, searched_at FROM fact_recent_search ORDER BY searched_at, rowid;
DROP TABLE "fact_recent_search";
CREATE TABLE "profile_recent_view" ("profile_id" TEXT NOT NULL, "resource" TEXT NOT NULL, "id" INTEGER NOT NULL, "viewed_at" DOUBLE NOT NULL, PRIMARY KEY ("profile_id", "resource", "id"));
INSERT INTO profile_recent_view (profile_id, resource, id, viewed_at)
SELECT 'local', resource, id, viewed_at FROM galaxy_recent_view ORDER BY viewed_at, rowid;
DROP TABLE "galaxy_recent_view";
