-- v7: Launch Library 2 and the launch timeline
ALTER TABLE "spacex_launch" ADD COLUMN "launch_library_id" TEXT;
UPDATE spacex_launch SET launch_library_id = (
    SELECT json_extract(entry.value, '$.launch_library_id')
    FROM dataset_document AS document, json_each(CAST(document.body AS TEXT)) AS entry
    WHERE document.dataset = 'spacex' AND document.path = 'spacex/v4/launches.json'
      AND json_valid(CAST(document.body AS TEXT))
      AND json_extract(entry.value, '$.id') = spacex_launch.id
);
CREATE TABLE "ll2_launch" ("id" TEXT PRIMARY KEY NOT NULL, "list" TEXT NOT NULL, "net" DOUBLE NOT NULL, "launch" TEXT NOT NULL, "body" BLOB NOT NULL);
CREATE TABLE "ll2_list" ("list" TEXT PRIMARY KEY NOT NULL, "refreshed_at" DOUBLE NOT NULL, "updated_through" DOUBLE);
CREATE TABLE "launch_timeline" ("id" TEXT PRIMARY KEY NOT NULL, "flight_number" INTEGER NOT NULL, "name" TEXT NOT NULL, "search_name" TEXT NOT NULL, "date_unix" DOUBLE NOT NULL, "date_precision" TEXT NOT NULL, "month_key" INTEGER NOT NULL, "upcoming" BOOLEAN NOT NULL, "success" BOOLEAN, "outcome" TEXT NOT NULL, "rocket_id" TEXT, "launchpad_id" TEXT, "details" TEXT, "failures" TEXT NOT NULL, "patch_small" TEXT, "patch_large" TEXT, "article" TEXT, "wikipedia" TEXT, "webcast" TEXT, "youtube_id" TEXT, "presskit" TEXT, "reddit_campaign" TEXT, "reddit_launch" TEXT, "reddit_media" TEXT, "reddit_recovery" TEXT, "launch_library_id" TEXT, "provenance" TEXT NOT NULL, "launch_library" TEXT);
CREATE INDEX "launch_timeline_on_date" ON "launch_timeline"("date_unix", "flight_number");
CREATE INDEX "launch_timeline_on_month" ON "launch_timeline"("month_key");
CREATE INDEX "launch_timeline_on_launch_library_id" ON "launch_timeline"("launch_library_id");
