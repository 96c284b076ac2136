-- Per-target caps (docs/decisions/0010-abuse-limits.md, addendum of 2026-11-27).

-- Listing views: the client's address, hashed like the visitor (a key that changes every day, the
-- listing in the input), so that at most a few views per address per listing per day count
-- whatever the User-Agent. The index answers "how many views from this address today".
ALTER TABLE "listing_views" ADD COLUMN "address_hash" BYTEA;
CREATE INDEX "listing_views_listing_id_day_address_hash_idx" ON "listing_views"("listing_id", "day", "address_hash");

-- Conversation reports: open until moderation resolves them; a user's reports of the last day are
-- counted for the daily cap.
ALTER TABLE "conversation_reports" ADD COLUMN "resolved_at" TIMESTAMP(3);
CREATE INDEX "conversation_reports_reporter_id_created_at_idx" ON "conversation_reports"("reporter_id", "created_at");

-- At most one open report per conversation per user. Repeats stored before this cap existed are
-- folded into the user's first report of the conversation: kept, but marked resolved.
UPDATE "conversation_reports" r SET "resolved_at" = CURRENT_TIMESTAMP
 WHERE EXISTS (
   SELECT 1 FROM "conversation_reports" f
    WHERE f."conversation_id" = r."conversation_id" AND f."reporter_id" = r."reporter_id"
      AND f."resolved_at" IS NULL AND f."id" < r."id"
 ) AND r."resolved_at" IS NULL;
CREATE UNIQUE INDEX "conversation_reports_one_open_per_reporter_idx" ON "conversation_reports"("conversation_id", "reporter_id") WHERE "resolved_at" IS NULL;
