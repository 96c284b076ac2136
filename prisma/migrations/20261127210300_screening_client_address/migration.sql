-- Screening (decision 42): the keyed hash of the network address a listing's payment was started
-- from (never the address), so the listing it creates is screened with it, whenever the
-- payment completes (the browser's confirmation or the provider's webhook).
ALTER TABLE "payments" ADD COLUMN "client_hash" TEXT;
