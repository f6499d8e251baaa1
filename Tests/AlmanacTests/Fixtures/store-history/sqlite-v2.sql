-- v2: SWAPI
CREATE TABLE "galaxy_record" ("resource" TEXT NOT NULL, "id" INTEGER NOT NULL, "name" TEXT NOT NULL, "search_name" TEXT NOT NULL, "field_values" TEXT NOT NULL, "links" TEXT NOT NULL, PRIMARY KEY ("resource", "id"));
CREATE TABLE "galaxy_number" ("resource" TEXT NOT NULL, "id" INTEGER NOT NULL, "field" TEXT NOT NULL, "value" DOUBLE NOT NULL, PRIMARY KEY ("resource", "field", "id"));
