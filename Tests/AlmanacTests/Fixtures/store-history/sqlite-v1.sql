-- v1: datasets and SpaceX
CREATE TABLE "dataset_refresh" ("dataset" TEXT PRIMARY KEY NOT NULL, "refreshed_at" DOUBLE NOT NULL, "origin_kind" TEXT NOT NULL, "origin_location" TEXT NOT NULL);
CREATE TABLE "dataset_document" ("dataset" TEXT NOT NULL, "path" TEXT NOT NULL, "body" BLOB NOT NULL, PRIMARY KEY ("dataset", "path"));
CREATE TABLE "spacex_company" ("id" INTEGER PRIMARY KEY CHECK ("id" = 1), "body" TEXT NOT NULL);
CREATE TABLE "spacex_launch" ("id" TEXT PRIMARY KEY NOT NULL, "flight_number" INTEGER NOT NULL, "name" TEXT NOT NULL, "search_name" TEXT NOT NULL, "date_unix" DOUBLE NOT NULL, "date_precision" TEXT NOT NULL, "month_key" INTEGER NOT NULL, "upcoming" BOOLEAN NOT NULL, "success" BOOLEAN, "outcome" TEXT NOT NULL, "rocket_id" TEXT, "launchpad_id" TEXT, "details" TEXT, "failures" TEXT NOT NULL, "patch_small" TEXT, "patch_large" TEXT, "article" TEXT, "wikipedia" TEXT, "webcast" TEXT, "youtube_id" TEXT, "presskit" TEXT, "reddit_campaign" TEXT, "reddit_launch" TEXT, "reddit_media" TEXT, "reddit_recovery" TEXT);
CREATE INDEX "spacex_launch_on_date" ON "spacex_launch"("date_unix", "flight_number");
CREATE INDEX "spacex_launch_on_month" ON "spacex_launch"("month_key");
CREATE TABLE "spacex_rocket" ("id" TEXT PRIMARY KEY NOT NULL, "position" INTEGER NOT NULL, "body" TEXT NOT NULL);
CREATE TABLE "spacex_launchpad" ("id" TEXT PRIMARY KEY NOT NULL, "body" TEXT NOT NULL);
