-- Saved searches and their alerts (docs/decisions/0017-saved-searches-and-alerts.md).

-- When a listing last went on the market: created active (which happens once its package is
-- paid) or relisted after being sold. Written by a trigger so every path that changes a status
-- (the API, the account page, payments, seeds) records it; alerts read listings by it.
ALTER TABLE "listings" ADD COLUMN "activated_at" TIMESTAMPTZ(3);
UPDATE "listings" SET "activated_at" = "created_at" AT TIME ZONE 'UTC' WHERE "status" IN ('active', 'pending');

CREATE FUNCTION listings_set_activated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('active', 'pending') AND (TG_OP = 'INSERT' OR OLD.status NOT IN ('active', 'pending')) THEN
    NEW.activated_at := clock_timestamp();
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER listings_activated_at
  BEFORE INSERT OR UPDATE OF status ON "listings"
  FOR EACH ROW EXECUTE FUNCTION listings_set_activated_at();

CREATE INDEX "listings_activated_idx" ON "listings" ("activated_at") WHERE "activated_at" IS NOT NULL;

CREATE TYPE "alert_frequency" AS ENUM ('instant', 'daily', 'weekly', 'none');

CREATE TABLE "saved_searches" (
  "id" SERIAL PRIMARY KEY,
  "user_id" INTEGER NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "name" VARCHAR(120) NOT NULL,
  -- The /buy query string, normalized (saved-searches/normalize.ts): equal searches, equal text.
  "query" TEXT NOT NULL,
  "frequency" "alert_frequency" NOT NULL DEFAULT 'daily',
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" ("user_id", "created_at");
CREATE INDEX "saved_searches_frequency_idx" ON "saved_searches" ("frequency", "id");

-- Every listing an alert run matched to a search, recorded once (the primary key): a listing
-- is never mailed twice for a search, across retries, runs and machines. The rows of one run
-- for one search form its digest (digest_key); mailed_at is set once the digest was sent.
CREATE TABLE "saved_search_matches" (
  "saved_search_id" INTEGER NOT NULL REFERENCES "saved_searches"("id") ON DELETE CASCADE,
  "listing_id" INTEGER NOT NULL REFERENCES "listings"("id") ON DELETE CASCADE,
  "digest_key" TEXT NOT NULL,
  "matched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "mailed_at" TIMESTAMPTZ(3),
  PRIMARY KEY ("saved_search_id", "listing_id")
);
CREATE INDEX "saved_search_matches_digest_idx" ON "saved_search_matches" ("digest_key");
CREATE INDEX "saved_search_matches_unmailed_idx" ON "saved_search_matches" ("matched_at") WHERE "mailed_at" IS NULL;
CREATE INDEX "saved_search_matches_listing_idx" ON "saved_search_matches" ("listing_id");

-- Up to when each frequency's runs have looked at newly live listings.
CREATE TABLE "saved_search_runs" (
  "frequency" "alert_frequency" PRIMARY KEY,
  "checked_through" TIMESTAMPTZ(3) NOT NULL
);
