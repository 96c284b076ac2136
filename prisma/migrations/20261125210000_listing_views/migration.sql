-- Views of a listing's page (decision 20): one row per visitor per listing per UTC day. The
-- visitor is stored only as a keyed hash whose key changes every day, so a row cannot be turned
-- back into an address or linked to the same visitor on another day or another listing. The
-- primary key makes a repeat visit an `ON CONFLICT DO NOTHING`, and serves the per-day counts.
CREATE TABLE "listing_views" (
    "listing_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "visitor_hash" BYTEA NOT NULL,
    CONSTRAINT "listing_views_pkey" PRIMARY KEY ("listing_id", "day", "visitor_hash"),
    CONSTRAINT "listing_views_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
