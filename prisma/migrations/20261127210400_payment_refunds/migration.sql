-- Refunds of payments (docs/decisions/0043-moderation-queue.md): a listing staff reject has what
-- was paid for it refunded through the payment provider exactly once. One row per payment, held
-- by the unique index: the row is written in the transaction of the rejection, the provider is
-- asked afterwards with an idempotency key derived from the payment, and the answer is recorded.
CREATE TABLE "payment_refunds" (
    "id" SERIAL NOT NULL,
    "payment_id" INTEGER NOT NULL,
    "amount" DECIMAL(10,2) NOT NULL,
    "reason" TEXT NOT NULL,
    "provider_refund_id" TEXT,
    "failure_message" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "refunded_at" TIMESTAMP(3),

    CONSTRAINT "payment_refunds_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "payment_refunds_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "payment_refunds_payment_id_key" ON "payment_refunds"("payment_id");
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds"("created_at") WHERE "refunded_at" IS NULL;
