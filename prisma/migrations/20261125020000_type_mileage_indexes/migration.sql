-- Mileage orders within a type: boats, campers and RVs have no mileage and sort last, so without
-- the type in front the mileage index is walked past every other type's listings to reach them.
CREATE INDEX "listings_listed_type_mileage_idx" ON "listings" ("vehicle_type_id", "mileage", "id") WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_listed_type_mileage_desc_idx" ON "listings" ("vehicle_type_id", "mileage" DESC NULLS LAST, "id" DESC) WHERE "status" IN ('active', 'pending');
