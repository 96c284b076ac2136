-- A radius search is "listings in these zip codes"; the vehicle extras filter within a type.
CREATE INDEX "listings_listed_zip_idx" ON "listings" ("zip_code") WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_listed_type_boat_idx" ON "listings" ("vehicle_type_id", "boat_type", "hull_material", "length") WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_listed_type_drive_idx" ON "listings" ("vehicle_type_id", "drive_type", "engine_size") WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_listed_type_transmission_idx" ON "listings" ("vehicle_type_id", "transmission", "engine_size") WHERE "status" IN ('active', 'pending');
CREATE INDEX "listings_listed_type_fuel_idx" ON "listings" ("vehicle_type_id", "fuel_type", "length") WHERE "status" IN ('active', 'pending');
