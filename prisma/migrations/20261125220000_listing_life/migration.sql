-- A listing's life (docs/decisions/0021-a-listings-life.md): listings past their package's
-- expiry are moved to 'expired' by a scheduled run, sellers are reminded before, and a renewal
-- payment extends the expiry exactly once.
ALTER TYPE "listing_status" ADD VALUE IF NOT EXISTS 'expired';

-- The run's question, "which listings on the market are past their expiry", and the reminders'
-- "which expire within a week", read this index in expiry order and stop at the first batch.
CREATE INDEX "listings_listed_expiry_idx" ON "listings" ("package_expiry", "id") WHERE "status" IN ('active', 'pending');

-- One row per reminder mailed (or to be mailed): a listing, the expiry it was about and its kind.
-- The primary key makes each reminder once per expiry; a renewal moves the expiry, so the
-- renewed listing's reminders are new rows.
CREATE TABLE "listing_expiry_reminders" (
  "listing_id" INTEGER NOT NULL REFERENCES "listings"("id") ON DELETE CASCADE,
  "package_expiry" TIMESTAMP(3) NOT NULL,
  "kind" VARCHAR(8) NOT NULL CHECK ("kind" IN ('7-days', '1-day')),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "mailed_at" TIMESTAMPTZ(3),
  PRIMARY KEY ("listing_id", "package_expiry", "kind")
);
CREATE INDEX "listing_expiry_reminders_unmailed_idx" ON "listing_expiry_reminders" ("created_at") WHERE "mailed_at" IS NULL;

-- A renewal's payment names the listing it renews, as an upgrade's names the one it upgrades.
ALTER TABLE "payments" ADD COLUMN "renew_vehicle_id" INTEGER;
CREATE INDEX "payments_renew_vehicle_id_idx" ON "payments"("renew_vehicle_id");
ALTER TABLE "payments" ADD CONSTRAINT "payments_renew_vehicle_id_fkey" FOREIGN KEY ("renew_vehicle_id") REFERENCES "vehicles"("id") ON DELETE SET NULL ON UPDATE CASCADE;
