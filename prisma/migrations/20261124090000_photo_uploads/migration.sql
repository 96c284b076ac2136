-- Who uploaded each stored photo, for the attach check, the daily quota and the orphan sweep.
CREATE TABLE "photo_uploads" (
    "id" UUID NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "photo_uploads_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "photo_uploads_user_id_created_at_idx" ON "photo_uploads"("user_id", "created_at");
CREATE INDEX "photo_uploads_created_at_idx" ON "photo_uploads"("created_at");

ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Photos uploaded before this table existed belong to the seller whose listing or draft
-- shows them, so they can still be moved between that seller's listings.
INSERT INTO "photo_uploads" ("id", "user_id", "created_at")
SELECT DISTINCT ON (photo_id) photo_id, user_id, created_at
FROM (
    SELECT substring(url FROM '/photos/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(?:320|640|1280)\.webp$')::uuid AS photo_id, user_id, created_at
    FROM (
        SELECT unnest("images") AS url, "user_id", "created_at" FROM "vehicles"
        UNION ALL
        SELECT unnest("images"), "user_id", "created_at" FROM "listing_drafts"
    ) AS referenced
) AS photos
WHERE photo_id IS NOT NULL
ORDER BY photo_id, created_at;
