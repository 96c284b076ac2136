-- Dealerships, their members and invites, inventory feeds and dealer plans
-- (docs/decisions/0047-dealerships-and-feeds.md).
-- CreateEnum
CREATE TYPE "dealer_role" AS ENUM ('owner', 'manager', 'sales');

-- AlterEnum
ALTER TYPE "listing_status" ADD VALUE IF NOT EXISTS 'unpublished';

-- AlterTable
ALTER TABLE "vehicles" ADD COLUMN     "dealership_id" INTEGER;

-- AlterTable
ALTER TABLE "listings" ADD COLUMN     "dealership_id" INTEGER;

-- AlterTable
ALTER TABLE "conversations" ADD COLUMN     "assigned_to_id" INTEGER,
ADD COLUMN     "dealership_id" INTEGER,
ADD COLUMN     "first_response_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "dealerships" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "street" TEXT,
    "city" TEXT NOT NULL,
    "state" VARCHAR(2) NOT NULL,
    "zip" VARCHAR(5) NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "phone" TEXT NOT NULL,
    "hours" JSONB NOT NULL DEFAULT '[]',
    "logo" TEXT,
    "license_number" TEXT,
    "plan_id" INTEGER,
    "subscription_id" TEXT,
    "subscription_status" TEXT,
    "subscription_ends_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "dealerships_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealership_members" (
    "dealership_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "role" "dealer_role" NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dealership_members_pkey" PRIMARY KEY ("dealership_id","user_id")
);

-- CreateTable
CREATE TABLE "dealership_invites" (
    "id" SERIAL NOT NULL,
    "dealership_id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "role" "dealer_role" NOT NULL,
    "token_hash" TEXT NOT NULL,
    "invited_by_id" INTEGER NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "accepted_at" TIMESTAMP(3),
    "accepted_by_id" INTEGER,
    "revoked_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dealership_invites_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_plans" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "monthly_price" DECIMAL(10,2) NOT NULL,
    "active_listings" INTEGER NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "dealer_plans_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_feeds" (
    "id" SERIAL NOT NULL,
    "dealership_id" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "format" TEXT,
    "every_hours" INTEGER NOT NULL DEFAULT 24,
    "etag" TEXT,
    "last_modified" TEXT,
    "last_pulled_at" TIMESTAMP(3),
    "next_pull_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "dealer_feeds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_feed_runs" (
    "id" SERIAL NOT NULL,
    "dealership_id" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "format" TEXT,
    "dry_run" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'running',
    "created" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "unchanged" INTEGER NOT NULL DEFAULT 0,
    "unpublished" INTEGER NOT NULL DEFAULT 0,
    "held_back" INTEGER NOT NULL DEFAULT 0,
    "rejected" JSONB NOT NULL DEFAULT '[]',
    "unmatched" JSONB NOT NULL DEFAULT '[]',
    "error" TEXT,
    "started_by_id" INTEGER,
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "dealer_feed_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_feed_units" (
    "id" SERIAL NOT NULL,
    "dealership_id" INTEGER NOT NULL,
    "stock_number" TEXT NOT NULL,
    "vehicle_id" INTEGER,
    "row_hash" TEXT NOT NULL,
    "photo_urls" TEXT[],
    "off_reason" TEXT,
    "last_run_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "dealer_feed_units_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_feed_photos" (
    "id" SERIAL NOT NULL,
    "dealership_id" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "etag" TEXT,
    "stored_url" TEXT,
    "failure" TEXT,
    "fetched_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dealer_feed_photos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "dealerships_slug_key" ON "dealerships"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "dealerships_subscription_id_key" ON "dealerships"("subscription_id");

-- CreateIndex
CREATE INDEX "dealerships_state_name_idx" ON "dealerships"("state", "name");

-- CreateIndex
CREATE UNIQUE INDEX "dealership_members_user_id_key" ON "dealership_members"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "dealership_invites_token_hash_key" ON "dealership_invites"("token_hash");

-- CreateIndex
CREATE INDEX "dealership_invites_dealership_id_created_at_idx" ON "dealership_invites"("dealership_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_plans_slug_key" ON "dealer_plans"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_feeds_dealership_id_key" ON "dealer_feeds"("dealership_id");

-- CreateIndex
CREATE INDEX "dealer_feeds_next_pull_at_idx" ON "dealer_feeds"("next_pull_at");

-- CreateIndex
CREATE INDEX "dealer_feed_runs_dealership_id_started_at_idx" ON "dealer_feed_runs"("dealership_id", "started_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "dealer_feed_units_vehicle_id_key" ON "dealer_feed_units"("vehicle_id");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_feed_units_dealership_id_stock_number_key" ON "dealer_feed_units"("dealership_id", "stock_number");

-- CreateIndex
CREATE UNIQUE INDEX "dealer_feed_photos_dealership_id_url_key" ON "dealer_feed_photos"("dealership_id", "url");

-- CreateIndex
CREATE INDEX "vehicles_dealership_id_idx" ON "vehicles"("dealership_id");

-- CreateIndex
CREATE INDEX "listings_dealership_id_status_idx" ON "listings"("dealership_id", "status");

-- CreateIndex
CREATE INDEX "conversations_dealership_id_last_message_at_idx" ON "conversations"("dealership_id", "last_message_at" DESC);

-- AddForeignKey
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_dealership_id_fkey" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listings" ADD CONSTRAINT "listings_dealership_id_fkey" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_dealership_id_fkey" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assigned_to_id_fkey" FOREIGN KEY ("assigned_to_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "dealer_plans"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealership_members" ADD CONSTRAINT "dealership_members_dealership_id_fkey" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealership_members" ADD CONSTRAINT "dealership_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealership_invites" ADD CONSTRAINT "dealership_invites_dealership_id_fkey" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealership_invites" ADD CONSTRAINT "dealership_invites_invited_by_id_fkey" FOREIGN KEY ("invited_by_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_feeds" ADD CONSTRAINT "dealer_feeds_dealership_id_fkey" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_feed_runs" ADD CONSTRAINT "dealer_feed_runs_dealership_id_fkey" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_feed_runs" ADD CONSTRAINT "dealer_feed_runs_started_by_id_fkey" FOREIGN KEY ("started_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_feed_units" ADD CONSTRAINT "dealer_feed_units_dealership_id_fkey" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_feed_units" ADD CONSTRAINT "dealer_feed_units_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_feed_photos" ADD CONSTRAINT "dealer_feed_photos_dealership_id_fkey" FOREIGN KEY ("dealership_id") REFERENCES "dealerships"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The dealer plans (reference data): a monthly price by the number of active listings allowed.
INSERT INTO "dealer_plans" ("slug", "name", "monthly_price", "active_listings", "sort_order") VALUES
  ('lot-25', 'Lot 25', 149.00, 25, 1),
  ('lot-100', 'Lot 100', 399.00, 100, 2),
  ('lot-500', 'Lot 500', 1199.00, 500, 3),
  ('lot-2500', 'Lot 2500', 2999.00, 2500, 4),
  ('lot-15000', 'Lot 15000', 9999.00, 15000, 5);
