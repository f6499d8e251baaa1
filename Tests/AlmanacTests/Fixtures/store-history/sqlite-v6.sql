-- v6: recently viewed records
CREATE TABLE "galaxy_recent_view" ("resource" TEXT NOT NULL, "id" INTEGER NOT NULL, "viewed_at" DOUBLE NOT NULL, PRIMARY KEY ("resource", "id"));
