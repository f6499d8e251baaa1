-- v4: weather
CREATE TABLE "weather_place" ("id" TEXT PRIMARY KEY NOT NULL, "name" TEXT NOT NULL, "folded_name" TEXT NOT NULL, "region" TEXT, "country_code" TEXT NOT NULL, "country_name" TEXT, "latitude" DOUBLE NOT NULL, "longitude" DOUBLE NOT NULL, "time_zone" TEXT, "population" INTEGER, "in_list" BOOLEAN NOT NULL, "from_geocoder" BOOLEAN NOT NULL);
CREATE INDEX "weather_place_on_folded_name" ON "weather_place"("folded_name");
CREATE TABLE "weather_place_word" ("word" TEXT NOT NULL, "place_id" TEXT NOT NULL REFERENCES "weather_place"("id") ON DELETE CASCADE, PRIMARY KEY ("word", "place_id")) WITHOUT ROWID;
CREATE INDEX "weather_place_word_on_place" ON "weather_place_word"("place_id");
CREATE TABLE "weather_geocoding" ("query" TEXT PRIMARY KEY NOT NULL, "body" BLOB NOT NULL, "fetched_at" DOUBLE NOT NULL);
CREATE TABLE "weather_city" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "place_id" TEXT, "name" TEXT NOT NULL, "region" TEXT, "country_code" TEXT NOT NULL, "latitude" DOUBLE NOT NULL, "longitude" DOUBLE NOT NULL, "time_zone" TEXT, "position" INTEGER, "removed_position" INTEGER);
CREATE TABLE "weather_forecast" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "latitude" DOUBLE NOT NULL, "longitude" DOUBLE NOT NULL, "fetched_at" DOUBLE NOT NULL, "origin_kind" TEXT NOT NULL, "origin_location" TEXT NOT NULL, "forecast" BLOB NOT NULL, "body" BLOB NOT NULL);
CREATE INDEX "weather_forecast_on_latitude" ON "weather_forecast"("latitude", "longitude");
