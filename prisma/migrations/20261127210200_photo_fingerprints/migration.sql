-- Photo fingerprints (docs/decisions/0041-photo-fingerprints.md): a 64-bit difference hash of every
-- stored photo, so screening can find near-identical photos on other listings through an index.

CREATE TABLE "photo_fingerprints" (
    -- The storage key of the photo's largest width, whose URL is what vehicles.images holds.
    "key" TEXT NOT NULL,
    -- Who uploaded it; null for the demo seed's shared pictures.
    "user_id" INTEGER,
    "hash" BIGINT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "photo_fingerprints_pkey" PRIMARY KEY ("key"),
    CONSTRAINT "photo_fingerprints_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "photo_fingerprints_user_id_idx" ON "photo_fingerprints"("user_id");

-- Multi-index hashing: the 64 bits in four bands of 16. Two hashes at most 3 bits apart agree
-- exactly on at least one band, so the lookup asks each band's index for equal bands and keeps
-- the candidates within the distance. Each index carries the whole hash, so the candidates are
-- read and checked from the index alone (no table page per candidate). The expressions must
-- stay word for word as in app/modules/photo-matching/photo-lookup.server.ts, or the planner
-- cannot use them.
CREATE INDEX "photo_fingerprints_band0_idx" ON "photo_fingerprints"((("hash" >> 48) & 65535), "hash");
CREATE INDEX "photo_fingerprints_band1_idx" ON "photo_fingerprints"((("hash" >> 32) & 65535), "hash");
CREATE INDEX "photo_fingerprints_band2_idx" ON "photo_fingerprints"((("hash" >> 16) & 65535), "hash");
CREATE INDEX "photo_fingerprints_band3_idx" ON "photo_fingerprints"(("hash" & 65535), "hash");

-- Which listings show a photo: vehicles whose images contain any of a few URLs.
CREATE INDEX "vehicles_images_idx" ON "vehicles" USING GIN ("images");
