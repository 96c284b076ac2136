-- The price and mileage orders' indexes carry the columns the common filters read (decision 60),
-- so a page walked along them past listings that a year, price, mileage, type, make, model or
-- deal filter rejects reads the index alone, not each rejected listing's row.
DROP INDEX IF EXISTS "listings_listed_price_idx";
CREATE INDEX "listings_listed_price_idx" ON "listings" ("price", "id")
  INCLUDE ("year", "mileage", "vehicle_type_id", "vehicle_make_id", "vehicle_model_id", "deal_rating") WHERE "status" IN ('active', 'pending');
DROP INDEX IF EXISTS "listings_listed_mileage_idx";
CREATE INDEX "listings_listed_mileage_idx" ON "listings" ("mileage", "id")
  INCLUDE ("year", "price", "vehicle_type_id", "vehicle_make_id", "vehicle_model_id", "deal_rating") WHERE "status" IN ('active', 'pending');
DROP INDEX IF EXISTS "listings_listed_mileage_desc_idx";
CREATE INDEX "listings_listed_mileage_desc_idx" ON "listings" ("mileage" DESC NULLS LAST, "id" DESC)
  INCLUDE ("year", "price", "vehicle_type_id", "vehicle_make_id", "vehicle_model_id", "deal_rating") WHERE "status" IN ('active', 'pending');
DROP INDEX IF EXISTS "listings_listed_type_price_idx";
CREATE INDEX "listings_listed_type_price_idx" ON "listings" ("vehicle_type_id", "price", "id")
  INCLUDE ("year", "mileage", "vehicle_make_id", "vehicle_model_id", "deal_rating") WHERE "status" IN ('active', 'pending');
DROP INDEX IF EXISTS "listings_listed_type_mileage_idx";
CREATE INDEX "listings_listed_type_mileage_idx" ON "listings" ("vehicle_type_id", "mileage", "id")
  INCLUDE ("year", "price", "vehicle_make_id", "vehicle_model_id", "deal_rating") WHERE "status" IN ('active', 'pending');
DROP INDEX IF EXISTS "listings_listed_type_mileage_desc_idx";
CREATE INDEX "listings_listed_type_mileage_desc_idx" ON "listings" ("vehicle_type_id", "mileage" DESC NULLS LAST, "id" DESC)
  INCLUDE ("year", "price", "vehicle_make_id", "vehicle_model_id", "deal_rating") WHERE "status" IN ('active', 'pending');
