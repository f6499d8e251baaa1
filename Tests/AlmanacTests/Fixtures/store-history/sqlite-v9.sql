-- v9: profile preferences
ALTER TABLE "profile" ADD COLUMN "units" TEXT;
ALTER TABLE "profile" ADD COLUMN "safe_mode" TEXT;
