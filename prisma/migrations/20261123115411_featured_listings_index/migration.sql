-- Featured listings: the newest active listings of each package, premium packages first.
CREATE INDEX "listings_active_package_newest_idx" ON "listings" ("vehicle_package_id", "created_at" DESC, "id" DESC) WHERE "status" = 'active';
