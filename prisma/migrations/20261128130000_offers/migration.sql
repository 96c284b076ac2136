-- Offers in the relay (docs/decisions/0053-offers.md).
-- CreateEnum
CREATE TYPE "offer_state" AS ENUM ('open', 'accepted', 'declined', 'countered', 'withdrawn', 'expired');

-- CreateTable
CREATE TABLE "offers" (
    "id" SERIAL NOT NULL,
    "listing_id" INTEGER NOT NULL,
    "conversation_id" INTEGER NOT NULL,
    "buyer_id" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "message" TEXT,
    "counter_amount" INTEGER,
    "agreed_amount" INTEGER,
    "state" "offer_state" NOT NULL DEFAULT 'open',
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "decided_by_id" INTEGER,

    CONSTRAINT "offers_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "offers_amount_positive" CHECK ("amount" > 0),
    CONSTRAINT "offers_counter_amount_positive" CHECK ("counter_amount" IS NULL OR "counter_amount" > 0)
);

-- CreateIndex
CREATE INDEX "offers_conversation_id_created_at_idx" ON "offers"("conversation_id", "created_at");

-- CreateIndex
CREATE INDEX "offers_buyer_id_created_at_idx" ON "offers"("buyer_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "offers_listing_id_state_idx" ON "offers"("listing_id", "state");

-- CreateIndex
CREATE INDEX "offers_state_expires_at_idx" ON "offers"("state", "expires_at");

-- One live offer (open, or countered and waiting for the buyer) per buyer and listing.
CREATE UNIQUE INDEX "offers_one_live_per_buyer_idx" ON "offers"("listing_id", "buyer_id") WHERE "state" IN ('open', 'countered');

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_fkey" FOREIGN KEY ("buyer_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_decided_by_id_fkey" FOREIGN KEY ("decided_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
