-- What each package does, kept on its listings so that /buy's default order and the home page's
-- featured listings read one table through an index (decision 22).
ALTER TABLE "vehicle_packages" ADD COLUMN "placement" SMALLINT NOT NULL DEFAULT 0,
ADD COLUMN "featured" BOOLEAN NOT NULL DEFAULT false;

UPDATE "vehicle_packages" SET "placement" = 1 WHERE "slug" IN ('elite', 'showstopper');
UPDATE "vehicle_packages" SET "featured" = true WHERE "slug" = 'showstopper';

ALTER TABLE "listings" ADD COLUMN "placement" SMALLINT NOT NULL DEFAULT 0,
ADD COLUMN "featured" BOOLEAN NOT NULL DEFAULT false;

-- A listing takes its package's promises when it is written or changes package.
CREATE FUNCTION listings_take_package_promises() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."placement", p."featured" INTO NEW."placement", NEW."featured"
    FROM "vehicle_packages" p WHERE p."id" = NEW."vehicle_package_id";
  RETURN NEW;
END;
$$;

CREATE TRIGGER listings_take_package_promises_trigger
  BEFORE INSERT OR UPDATE OF "vehicle_package_id" ON "listings"
  FOR EACH ROW EXECUTE FUNCTION listings_take_package_promises();

-- A package whose promises change passes them to its listings in the same transaction.
CREATE FUNCTION vehicle_packages_pass_promises() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listings" SET "placement" = NEW."placement", "featured" = NEW."featured"
   WHERE "vehicle_package_id" = NEW."id";
  RETURN NULL;
END;
$$;

CREATE TRIGGER vehicle_packages_pass_promises_trigger
  AFTER UPDATE OF "placement", "featured" ON "vehicle_packages"
  FOR EACH ROW WHEN (OLD."placement" IS DISTINCT FROM NEW."placement" OR OLD."featured" IS DISTINCT FROM NEW."featured")
  EXECUTE FUNCTION vehicle_packages_pass_promises();

-- Neither documents nor statuses change here, so the statement triggers that re-read every
-- updated row (search lexemes, kept counts) are paused for the backfill.
ALTER TABLE "listings" DISABLE TRIGGER "search_lexemes_update", DISABLE TRIGGER "listing_counts_update";
UPDATE "listings" l
   SET "placement" = p."placement", "featured" = p."featured"
  FROM "vehicle_packages" p
 WHERE p."id" = l."vehicle_package_id" AND (p."placement" <> 0 OR p."featured");
ALTER TABLE "listings" ENABLE TRIGGER "search_lexemes_update", ENABLE TRIGGER "listing_counts_update";

-- The default order: placement first, newest within it (alone and within a vehicle type).
CREATE INDEX "listings_listed_placed_idx" ON "listings" ("placement" DESC, "created_at" DESC, "id" DESC) WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_listed_type_placed_idx" ON "listings" ("vehicle_type_id", "placement" DESC, "created_at" DESC, "id" DESC) WHERE "status" IN ('active', 'pending');
-- The home page's rotation through the featured listings on sale.
CREATE INDEX "listings_featured_idx" ON "listings" ("id") WHERE "status" = 'active' AND "featured";
