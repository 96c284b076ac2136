-- Trust and safety (docs/decisions/0039-trust-and-safety.md): listing reports, screening results,
-- held and hidden listings, suspended accounts and verified phone numbers.

-- in_review: held by screening until staff approve it. hidden: taken off the market by staff or
-- with its suspended seller. rejected: removed by staff. None of them is in search, alerts,
-- sitemaps, featured or similar listings; their pages answer 404 to all but the owner and staff.
ALTER TYPE "listing_status" ADD VALUE 'in_review';
ALTER TYPE "listing_status" ADD VALUE 'hidden';
ALTER TYPE "listing_status" ADD VALUE 'rejected';

-- The status a hidden listing goes back to when staff restore it (or its seller).
ALTER TABLE "listings" ADD COLUMN "status_before_moderation" "listing_status";
-- Hidden because its seller was suspended: restoring the seller restores it, not staff's own hides.
ALTER TABLE "listings" ADD COLUMN "hidden_with_seller" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "users" ADD COLUMN "suspended_at" TIMESTAMP(3);
ALTER TABLE "users" ADD COLUMN "phone_verified_at" TIMESTAMP(3);

CREATE TYPE "listing_report_reason" AS ENUM ('scam', 'wrong_information', 'already_sold', 'offensive', 'other');

CREATE TABLE "listing_reports" (
    "id" SERIAL NOT NULL,
    "listing_id" INTEGER NOT NULL,
    "reporter_id" INTEGER NOT NULL,
    "reason" "listing_report_reason" NOT NULL,
    "details" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMP(3),
    -- What staff decided, in words the reporter is mailed.
    "outcome" TEXT,

    CONSTRAINT "listing_reports_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "listing_reports_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "listing_reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "listing_reports_listing_id_idx" ON "listing_reports"("listing_id");
CREATE INDEX "listing_reports_reporter_id_created_at_idx" ON "listing_reports"("reporter_id", "created_at");
CREATE INDEX "listing_reports_open_idx" ON "listing_reports"("created_at") WHERE "resolved_at" IS NULL;
-- One open report of a listing per user, held by the database itself (as for conversations).
CREATE UNIQUE INDEX "listing_reports_one_open_idx" ON "listing_reports"("listing_id", "reporter_id") WHERE "resolved_at" IS NULL;

CREATE INDEX "conversation_reports_open_idx" ON "conversation_reports"("created_at") WHERE "resolved_at" IS NULL;

CREATE TYPE "screening_outcome" AS ENUM ('publish', 'review', 'hold');

-- One screening of a listing as published or changed: the rules that hit, their score, and what
-- the score decided. Staff review the ones that were queued or held.
CREATE TABLE "listing_screenings" (
    "id" SERIAL NOT NULL,
    "listing_id" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "outcome" "screening_outcome" NOT NULL,
    -- [{ rule, points, explanation, evidence }], in the order the rules ran.
    "hits" JSONB NOT NULL DEFAULT '[]',
    -- A hash of the network address the listing was published or changed from (never the address).
    "client_hash" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewed_at" TIMESTAMP(3),
    "reviewed_by" INTEGER,

    CONSTRAINT "listing_screenings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "listing_screenings_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "listing_screenings_listing_id_created_at_idx" ON "listing_screenings"("listing_id", "created_at");
CREATE INDEX "listing_screenings_open_idx" ON "listing_screenings"("created_at") WHERE "reviewed_at" IS NULL AND "outcome" <> 'publish';
CREATE INDEX "listing_screenings_client_idx" ON "listing_screenings"("client_hash", "created_at") WHERE "client_hash" IS NOT NULL;

-- A phone number being verified: only the code's hash is kept, with an expiry and an attempt count.
CREATE TABLE "phone_verifications" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "phone" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "phone_verifications_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "phone_verifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "phone_verifications_user_id_created_at_idx" ON "phone_verifications"("user_id", "created_at");
