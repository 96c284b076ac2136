-- CreateTable
CREATE TABLE "price_drop_notices" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "listing_id" INTEGER NOT NULL,
    "old_price" DECIMAL(10,2) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMP(3),

    CONSTRAINT "price_drop_notices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "price_drop_notices_sent_at_created_at_idx" ON "price_drop_notices"("sent_at", "created_at");

-- AddForeignKey
ALTER TABLE "price_drop_notices" ADD CONSTRAINT "price_drop_notices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "price_drop_notices" ADD CONSTRAINT "price_drop_notices_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One unsent notice per saver and listing: recording a drop twice, or a second drop the same day, adds nothing.
CREATE UNIQUE INDEX "price_drop_notices_pending_key" ON "price_drop_notices"("user_id", "listing_id") WHERE "sent_at" IS NULL;
