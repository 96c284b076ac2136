-- Price history: every change of a listing's price is recorded by a trigger, in the transaction
-- that changes it, whichever code (edit page, API, paid upgrade, a future one) writes the price.
CREATE TABLE "listing_price_changes" (
    "id" SERIAL NOT NULL,
    "listing_id" INTEGER NOT NULL,
    "old_price" DECIMAL(10,2) NOT NULL,
    "new_price" DECIMAL(10,2) NOT NULL,
    "changed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "listing_price_changes_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "listing_price_changes_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX "listing_price_changes_listing_id_id_idx" ON "listing_price_changes" ("listing_id", "id");

-- The latest drop, kept on the listing so cards and search read it without a join:
-- the amount by which the price now stands below its price before the drop, and when it dropped.
ALTER TABLE "listings" ADD COLUMN "last_price_drop" DECIMAL(10,2),
                       ADD COLUMN "last_price_drop_at" TIMESTAMP(3);

-- Rule: a drop sets the amount to that drop and the time to now. A later rise that brings the
-- price back to (or above) the pre-drop price clears both; a smaller rise shrinks the amount to
-- what the price still stands below the pre-drop price and keeps the time.
CREATE FUNCTION listings_track_price_drop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price < OLD.price THEN
    NEW.last_price_drop := OLD.price - NEW.price;
    -- Stored as UTC, as Prisma stores every timestamp, whatever the session's time zone.
    NEW.last_price_drop_at := timezone('UTC', now());
  ELSIF OLD.last_price_drop IS NOT NULL THEN
    IF NEW.price >= OLD.price + OLD.last_price_drop THEN
      NEW.last_price_drop := NULL;
      NEW.last_price_drop_at := NULL;
    ELSE
      NEW.last_price_drop := OLD.price + OLD.last_price_drop - NEW.price;
    END IF;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER listings_track_price_drop BEFORE UPDATE OF price ON "listings"
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price) EXECUTE FUNCTION listings_track_price_drop();

CREATE FUNCTION listings_record_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listing_price_changes" ("listing_id", "old_price", "new_price", "changed_at")
  VALUES (NEW.id, OLD.price, NEW.price, timezone('UTC', now()));
  RETURN NULL;
END $$;

CREATE TRIGGER listings_record_price_change AFTER UPDATE OF price ON "listings"
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price) EXECUTE FUNCTION listings_record_price_change();

-- Mail about price drops on saved vehicles; turned off from /account or an unsubscribe link.
ALTER TABLE "user_preferences" ADD COLUMN "price_drop_notices" BOOLEAN NOT NULL DEFAULT true;
