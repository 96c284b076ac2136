-- Staged edits of live listings, and payments that upgrade a live listing's package.
CREATE TABLE "listing_edit_drafts" (
    "id" SERIAL NOT NULL,
    "vehicle_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "vehicle_type_id" INTEGER,
    "vehicle_make_id" INTEGER,
    "vehicle_model_id" INTEGER,
    "year" INTEGER,
    "vehicle_condition_id" INTEGER,
    "mileage" INTEGER,
    "zip_code" VARCHAR(5) NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "images" TEXT[],
    "price" DECIMAL(10,2),
    "vehicle_package_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "listing_edit_drafts_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "listing_edit_drafts_vehicle_id_key" ON "listing_edit_drafts"("vehicle_id");
CREATE INDEX "listing_edit_drafts_user_id_idx" ON "listing_edit_drafts"("user_id");

ALTER TABLE "listing_edit_drafts" ADD CONSTRAINT "listing_edit_drafts_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "listing_edit_drafts" ADD CONSTRAINT "listing_edit_drafts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "payments" ADD COLUMN "upgrade_vehicle_id" INTEGER;
CREATE INDEX "payments_upgrade_vehicle_id_idx" ON "payments"("upgrade_vehicle_id");
ALTER TABLE "payments" ADD CONSTRAINT "payments_upgrade_vehicle_id_fkey" FOREIGN KEY ("upgrade_vehicle_id") REFERENCES "vehicles"("id") ON DELETE SET NULL ON UPDATE CASCADE;
