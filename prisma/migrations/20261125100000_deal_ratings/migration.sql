-- Deal ratings (decision 16): every active listing is rated against the typical retail value of
-- its model year (the newest value revision's unadjusted retail value), and the rating is kept
-- on the listing so that "Best deals" and the deal filter read an index like every other search.

CREATE TYPE "deal_rating" AS ENUM ('great', 'good', 'fair', 'high', 'over');

ALTER TABLE "listings" ADD COLUMN "typical_value" DECIMAL(12,2),
ADD COLUMN "deal_ratio" DOUBLE PRECISION,
ADD COLUMN "deal_rating" "deal_rating";

-- Mirrors DEAL_THRESHOLDS in app/modules/valuations/deal-rating.ts: a price up to 88 % of the
-- typical retail value is a great deal, up to 95 % good, up to 105 % fair, up to 115 % high,
-- above that overpriced. Compared in exact decimals, so a boundary price rates the same in both.
CREATE FUNCTION deal_rating_of(price NUMERIC, retail NUMERIC) RETURNS "deal_rating"
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE
    WHEN price IS NULL OR retail IS NULL OR retail <= 0 THEN NULL
    WHEN price * 100 <= retail * 88 THEN 'great'
    WHEN price * 100 <= retail * 95 THEN 'good'
    WHEN price * 100 <= retail * 105 THEN 'fair'
    WHEN price * 100 <= retail * 115 THEN 'high'
    ELSE 'over'
  END)::"deal_rating"
$$;

-- The typical retail value of a model year: its newest value revision, as the value range shows.
CREATE FUNCTION typical_retail_value(model_id INTEGER, model_year INTEGER) RETURNS NUMERIC
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT h."unadjusted_retail_value" FROM "vehicle_value_history" h
   WHERE h."model_id" = $1 AND h."model_year" = $2
   ORDER BY h."revision_date" DESC
   LIMIT 1
$$;

-- A listing is rated as it is written: its typical value is looked up when it is created or its
-- model, year or status change (the copies of its vehicle's model and year are set by
-- listings_copy_vehicle_trigger, which runs first by name), and rated from its price whenever
-- the price, the status or the typical value change. Only active listings carry a rating.
CREATE FUNCTION listings_rate_deal() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."vehicle_model_id" IS DISTINCT FROM OLD."vehicle_model_id" OR NEW."year" IS DISTINCT FROM OLD."year"
     OR NEW."status" IS DISTINCT FROM OLD."status" THEN
    NEW."typical_value" := typical_retail_value(NEW."vehicle_model_id", NEW."year");
  END IF;
  IF NEW."status" = 'active' THEN
    NEW."deal_rating" := deal_rating_of(NEW."price", NEW."typical_value");
  ELSE
    NEW."deal_rating" := NULL;
  END IF;
  NEW."deal_ratio" := CASE WHEN NEW."deal_rating" IS NULL THEN NULL ELSE (NEW."price" / NEW."typical_value")::DOUBLE PRECISION END;
  RETURN NEW;
END;
$$;

CREATE TRIGGER listings_rate_deal_trigger
  BEFORE INSERT OR UPDATE OF "price", "status", "vehicle_id", "vehicle_model_id", "year", "typical_value" ON "listings"
  FOR EACH ROW EXECUTE FUNCTION listings_rate_deal();

-- A new, changed or removed value revision re-rates the active listings of its model years,
-- once per statement, inside the writing transaction.
CREATE FUNCTION vehicle_values_rerate_listings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE "listings" l
       SET "typical_value" = typical_retail_value(l."vehicle_model_id", l."year")
     WHERE l."status" = 'active'
       AND (l."vehicle_model_id", l."year") IN (SELECT "model_id", "model_year" FROM new_rows UNION SELECT "model_id", "model_year" FROM old_rows)
       AND l."typical_value" IS DISTINCT FROM typical_retail_value(l."vehicle_model_id", l."year");
  ELSE
    UPDATE "listings" l
       SET "typical_value" = typical_retail_value(l."vehicle_model_id", l."year")
     WHERE l."status" = 'active'
       AND (l."vehicle_model_id", l."year") IN (SELECT "model_id", "model_year" FROM changed_rows)
       AND l."typical_value" IS DISTINCT FROM typical_retail_value(l."vehicle_model_id", l."year");
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER vehicle_values_rerate_insert AFTER INSERT ON "vehicle_value_history"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_values_rerate_listings();
CREATE TRIGGER vehicle_values_rerate_update AFTER UPDATE ON "vehicle_value_history"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_values_rerate_listings();
CREATE TRIGGER vehicle_values_rerate_delete AFTER DELETE ON "vehicle_value_history"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_values_rerate_listings();

-- Rate the listings that exist, in one pass (the row trigger above rates each from its new
-- typical value). The statement triggers that re-read every updated row for new search lexemes
-- and changed counts are paused for it: neither the documents nor the statuses change here.
ALTER TABLE "listings" DISABLE TRIGGER "search_lexemes_update", DISABLE TRIGGER "listing_counts_update";
UPDATE "listings" l
   SET "typical_value" = v."retail"
  FROM (SELECT DISTINCT ON ("model_id", "model_year") "model_id", "model_year", "unadjusted_retail_value" AS "retail"
          FROM "vehicle_value_history"
         ORDER BY "model_id", "model_year", "revision_date" DESC) v
 WHERE l."status" = 'active' AND l."vehicle_model_id" = v."model_id" AND l."year" = v."model_year";
ALTER TABLE "listings" ENABLE TRIGGER "search_lexemes_update", ENABLE TRIGGER "listing_counts_update";

-- "Best deals" reads listings in rating order, then by price relative to the typical value, then
-- by id; unrated listings last. A deal filter is a range of the leading rating, so the same
-- indexes answer it, alone, within a type, and counted.
CREATE INDEX "listings_listed_deal_idx" ON "listings" ("deal_rating", "deal_ratio", "id") WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_listed_type_deal_idx" ON "listings" ("vehicle_type_id", "deal_rating", "deal_ratio", "id") WHERE "status" IN ('active', 'pending');
