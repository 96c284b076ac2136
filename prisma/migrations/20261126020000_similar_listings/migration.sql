-- Every vehicle page shows similar listings: the same model nearest in price, read from the
-- price outwards on both sides, a few rows each, whatever the model's size.
CREATE INDEX "listings_listed_model_price_idx" ON "listings" ("vehicle_model_id", "price", "id") WHERE "status" IN ('active', 'pending');
