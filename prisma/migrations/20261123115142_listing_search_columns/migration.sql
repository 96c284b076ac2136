-- AlterTable
ALTER TABLE "listings" ADD COLUMN     "boat_type" TEXT,
ADD COLUMN     "drive_type" TEXT,
ADD COLUMN     "engine_size" INTEGER,
ADD COLUMN     "fuel_type" TEXT,
ADD COLUMN     "hull_material" TEXT,
ADD COLUMN     "length" INTEGER,
ADD COLUMN     "mileage" INTEGER,
ADD COLUMN     "search_document" tsvector,
ADD COLUMN     "transmission" TEXT,
ADD COLUMN     "vehicle_condition_id" INTEGER,
ADD COLUMN     "vehicle_make_id" INTEGER,
ADD COLUMN     "vehicle_model_id" INTEGER,
ADD COLUMN     "vehicle_type_id" INTEGER,
ADD COLUMN     "year" INTEGER;

-- CreateTable
CREATE TABLE "listing_counts" (
    "status" "listing_status" NOT NULL,
    "vehicle_type_id" INTEGER NOT NULL,
    "count" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "listing_counts_pkey" PRIMARY KEY ("status","vehicle_type_id")
);

-- Fill the copies for listings that exist already.
UPDATE "listings" l
   SET "vehicle_type_id" = v."vehicle_type_id", "vehicle_make_id" = v."vehicle_make_id", "vehicle_model_id" = v."vehicle_model_id",
       "year" = v."year", "mileage" = v."mileage", "vehicle_condition_id" = v."vehicle_condition_id", "length" = v."length",
       "engine_size" = v."engine_size", "fuel_type" = v."fuel_type", "boat_type" = v."boat_type", "hull_material" = v."hull_material",
       "transmission" = v."transmission", "drive_type" = v."drive_type", "search_document" = v."search_document"
  FROM "vehicles" v
 WHERE v."id" = l."vehicle_id";

-- A listing copies its vehicle's searchable fields when it is written...
CREATE FUNCTION listings_copy_vehicle() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT v."vehicle_type_id", v."vehicle_make_id", v."vehicle_model_id", v."year", v."mileage", v."vehicle_condition_id",
         v."length", v."engine_size", v."fuel_type", v."boat_type", v."hull_material", v."transmission", v."drive_type",
         v."search_document"
    INTO NEW."vehicle_type_id", NEW."vehicle_make_id", NEW."vehicle_model_id", NEW."year", NEW."mileage", NEW."vehicle_condition_id",
         NEW."length", NEW."engine_size", NEW."fuel_type", NEW."boat_type", NEW."hull_material", NEW."transmission", NEW."drive_type",
         NEW."search_document"
    FROM "vehicles" v
   WHERE v."id" = NEW."vehicle_id";
  RETURN NEW;
END;
$$;

CREATE TRIGGER listings_copy_vehicle_trigger
  BEFORE INSERT OR UPDATE OF "vehicle_id" ON "listings"
  FOR EACH ROW EXECUTE FUNCTION listings_copy_vehicle();

-- ...and again whenever the vehicle changes.
CREATE FUNCTION vehicles_copy_to_listing() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listings"
     SET "vehicle_type_id" = NEW."vehicle_type_id", "vehicle_make_id" = NEW."vehicle_make_id", "vehicle_model_id" = NEW."vehicle_model_id",
         "year" = NEW."year", "mileage" = NEW."mileage", "vehicle_condition_id" = NEW."vehicle_condition_id", "length" = NEW."length",
         "engine_size" = NEW."engine_size", "fuel_type" = NEW."fuel_type", "boat_type" = NEW."boat_type",
         "hull_material" = NEW."hull_material", "transmission" = NEW."transmission", "drive_type" = NEW."drive_type",
         "search_document" = NEW."search_document"
   WHERE "vehicle_id" = NEW."id";
  RETURN NULL;
END;
$$;

CREATE TRIGGER vehicles_copy_to_listing_trigger
  AFTER UPDATE ON "vehicles"
  FOR EACH ROW EXECUTE FUNCTION vehicles_copy_to_listing();

-- Listing counts per status and type, adjusted once per statement from its changed rows.
INSERT INTO "listing_counts" ("status", "vehicle_type_id", "count")
SELECT "status", "vehicle_type_id", count(*) FROM "listings" WHERE "vehicle_type_id" IS NOT NULL GROUP BY 1, 2;

CREATE FUNCTION listing_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "listing_counts" ("status", "vehicle_type_id", "count")
    SELECT "status", "vehicle_type_id", count(*) FROM new_rows WHERE "vehicle_type_id" IS NOT NULL GROUP BY 1, 2
    ON CONFLICT ("status", "vehicle_type_id") DO UPDATE SET "count" = "listing_counts"."count" + EXCLUDED."count";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "listing_counts" c SET "count" = c."count" - d.n
      FROM (SELECT "status", "vehicle_type_id", count(*) AS n FROM old_rows WHERE "vehicle_type_id" IS NOT NULL GROUP BY 1, 2) d
     WHERE c."status" = d."status" AND c."vehicle_type_id" = d."vehicle_type_id";
  ELSE
    INSERT INTO "listing_counts" ("status", "vehicle_type_id", "count")
    SELECT "status", "vehicle_type_id", sum(n) FROM (
      SELECT "status", "vehicle_type_id", -1 AS n FROM old_rows WHERE "vehicle_type_id" IS NOT NULL
      UNION ALL
      SELECT "status", "vehicle_type_id", 1 AS n FROM new_rows WHERE "vehicle_type_id" IS NOT NULL
    ) changes GROUP BY 1, 2 HAVING sum(n) <> 0
    ON CONFLICT ("status", "vehicle_type_id") DO UPDATE SET "count" = "listing_counts"."count" + EXCLUDED."count";
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER listing_counts_insert AFTER INSERT ON "listings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_apply();
CREATE TRIGGER listing_counts_update AFTER UPDATE ON "listings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_apply();
CREATE TRIGGER listing_counts_delete AFTER DELETE ON "listings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_apply();

-- Indexes for the search, from its queries. "On the market" is status active or pending;
-- a search with sold listings included has no status condition at all.
DROP INDEX "listings_status_created_at_id_idx";
DROP INDEX "listings_status_price_id_idx";
CREATE INDEX "listings_listed_newest_idx" ON "listings" ("created_at" DESC, "id" DESC) WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_newest_idx" ON "listings" ("created_at" DESC, "id" DESC);
CREATE INDEX "listings_listed_price_idx" ON "listings" ("price", "id") WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_listed_mileage_idx" ON "listings" ("mileage", "id") WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_listed_mileage_desc_idx" ON "listings" ("mileage" DESC NULLS LAST, "id" DESC) WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_listed_type_newest_idx" ON "listings" ("vehicle_type_id", "created_at" DESC, "id" DESC) WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_type_newest_idx" ON "listings" ("vehicle_type_id", "created_at" DESC, "id" DESC);
CREATE INDEX "listings_listed_type_price_idx" ON "listings" ("vehicle_type_id", "price", "id") WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_listed_make_model_idx" ON "listings" ("vehicle_make_id", "vehicle_model_id") WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_listed_model_idx" ON "listings" ("vehicle_model_id") WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_listed_year_price_idx" ON "listings" ("year", "price") WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_search_document_idx" ON "listings" USING gin ("search_document");
