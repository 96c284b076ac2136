-- A vehicle's identifier (decision 19): a VIN, or a boat's HIN, stored normalized (upper case,
-- no spaces or dashes). Optional, so most vehicles have none: the index holds only those that
-- do, and answers a search for one exact identifier.
ALTER TABLE "vehicles" ADD COLUMN "identifier" VARCHAR(17);
CREATE INDEX "vehicles_identifier_idx" ON "vehicles" ("identifier") WHERE "identifier" IS NOT NULL;

-- The wizard keeps the identifier as typed (normalized, not yet checked) with the other step-1 fields.
ALTER TABLE "listing_drafts" ADD COLUMN "identifier" VARCHAR(40);
ALTER TABLE "listing_edit_drafts" ADD COLUMN "identifier" VARCHAR(40);
