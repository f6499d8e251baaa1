-- v5: refresh history and validators
ALTER TABLE "dataset_document" ADD COLUMN "etag" TEXT;
ALTER TABLE "dataset_document" ADD COLUMN "last_modified" TEXT;
CREATE TABLE "dataset_failure" ("dataset" TEXT PRIMARY KEY NOT NULL, "reason" TEXT NOT NULL, "failed_at" DOUBLE NOT NULL);
