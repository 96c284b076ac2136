-- A renewal with a package no bigger than the current one is queued after it
-- (docs/decisions/0045-renewal-keeps-the-paid-package.md): the listing keeps its package until
-- next_package_from (the old expiry), when the listing-life run switches it to next_package_id.
ALTER TABLE "listings" ADD COLUMN "next_package_id" INTEGER,
                       ADD COLUMN "next_package_from" TIMESTAMP(3);
ALTER TABLE "listings" ADD CONSTRAINT "listings_next_package_id_fkey"
  FOREIGN KEY ("next_package_id") REFERENCES "vehicle_packages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE INDEX "listings_next_package_due_idx" ON "listings"("next_package_from") WHERE "next_package_id" IS NOT NULL;
